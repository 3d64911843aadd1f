// The node approval pages: a tab lists its entries as the server sorts them, approve and reject send
// the entry's id, a technician without the permission is told so, and the organisation editor's
// section switches the approval mode.
import { screen, waitFor, within } from '@testing-library/react';
import type { NodeApproval, Permission } from '@warden/domain';
import { Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '../technicians/testing/mock-api.ts';
import { renderPage } from '../technicians/testing/render-page.tsx';
import { ApprovalModePage } from './approval-mode-page.tsx';
import { SystemApprovalsPage } from './approvals-pages.tsx';

afterEach(() => vi.unstubAllGlobals());

const entry = (extra: Partial<NodeApproval>): NodeApproval => ({
  id: 1,
  nodeId: 10,
  displayName: 'alpha-01',
  organizationId: 3,
  organizationName: 'Contoso',
  nodeApprovalType: 'CANDIDATE_NODE',
  approvalStatus: 'PENDING',
  installationStatus: 'PENDING',
  approvalStatusByAppUserName: null,
  approvalStatusByAppUserId: null,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  ...extra,
});

function app(start: string, permissions?: readonly Permission[]) {
  return renderPage(
    <Routes>
      <Route path="/systemDashboard/approvals/:page" element={<SystemApprovalsPage />} />
      <Route path="/editor/customer/:id/security-node-approvals" element={<ApprovalModePage />} />
    </Routes>,
    { path: start, permissions },
  );
}

describe('SystemApprovalsPage', () => {
  it('lists the pending tab and approves or rejects an entry by id', async () => {
    const api = mockApi({
      'GET /approvals': {
        results: [entry({}), entry({ id: 2, displayName: 'beta-02' })],
        totalElements: 2,
        totalPages: 1,
      },
      'POST /approvals/approve': { ok: true },
      'POST /approvals/reject': { ok: true },
    });
    const { user } = app('/systemDashboard/approvals/pending');
    for (const tab of ['Pending', 'Approved', 'Rejected', 'Security', 'General'])
      expect(screen.getByRole('link', { name: tab })).toBeInTheDocument();
    const row = (await screen.findByText('beta-02')).closest('tr')!;
    expect(api.sent('GET /approvals')[0]?.query.get('status')).toBe('PENDING');
    await user.click(within(row).getByRole('button', { name: 'Approve' }));
    await waitFor(() => expect(api.sent('POST /approvals/approve')).toHaveLength(1));
    expect(api.sent('POST /approvals/approve')[0]?.body).toEqual({ ids: [2] });
    const first = screen.getByText('alpha-01').closest('tr')!;
    await user.click(within(first).getByRole('button', { name: 'Reject' }));
    await waitFor(() => expect(api.sent('POST /approvals/reject')[0]?.body).toEqual({ ids: [1] }));
    expect(within(first).queryByRole('button', { name: 'Clear' })).toBeNull();
  });

  it('offers reject and clear on the approved tab, with who approved', async () => {
    mockApi({
      'GET /approvals': {
        results: [
          entry({
            approvalStatus: 'APPROVED',
            installationStatus: 'WAITING',
            approvalStatusByAppUserName: 'Ada Admin',
            approvalStatusByAppUserId: 4,
          }),
        ],
        totalElements: 1,
        totalPages: 1,
      },
    });
    app('/systemDashboard/approvals/approved');
    const row = (await screen.findByText('alpha-01')).closest('tr')!;
    expect(within(row).getByText('WAITING')).toBeInTheDocument();
    expect(within(row).getByText('Ada Admin (4)')).toBeInTheDocument();
    expect(within(row).getByRole('button', { name: 'Reject' })).toBeInTheDocument();
    expect(within(row).getByRole('button', { name: 'Clear' })).toBeInTheDocument();
    expect(within(row).queryByRole('button', { name: 'Approve' })).toBeNull();
  });

  it('tells a technician without the permission, and asks for nothing', async () => {
    const api = mockApi({});
    app('/systemDashboard/approvals/pending', ['canManageDevices']);
    expect(
      await screen.findByText('You need the Approve devices permission to review devices.'),
    ).toBeInTheDocument();
    expect(api.sent('GET /approvals')).toHaveLength(0);
  });
});

describe('ApprovalModePage', () => {
  it('shows AUTOMATIC and saves MANUAL', async () => {
    const api = mockApi({
      'GET /approvals/organizations/:id/mode': { organizationId: 3, mode: 'AUTOMATIC' },
      'PUT /approvals/organizations/:id/mode': { organizationId: 3, mode: 'MANUAL' },
    });
    const { user } = app('/editor/customer/3/security-node-approvals');
    expect(await screen.findByRole('radio', { name: /^Automatic/ })).toBeChecked();
    await user.click(screen.getByRole('radio', { name: /^Manual/ }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.sent('PUT /approvals/organizations/:id/mode')).toHaveLength(1));
    expect(api.sent('PUT /approvals/organizations/:id/mode')[0]?.body).toEqual({ mode: 'MANUAL' });
  });
});

describe('an unknown tab', () => {
  it('opens the pending tab', async () => {
    const api = mockApi({ 'GET /approvals': { results: [], totalElements: 0, totalPages: 0 } });
    app('/systemDashboard/approvals/summary');
    expect(await screen.findByText('No devices here.')).toBeInTheDocument();
    expect(api.sent('GET /approvals')[0]?.query.get('status')).toBe('PENDING');
  });
});
