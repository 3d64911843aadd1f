// The policy list: the agent tab lists policies with role, parent and devices, filters by role, adds
// and deletes; the nms, virtualization and mdm tabs show the not-yet page.
import { screen, waitFor, within } from '@testing-library/react';
import type { Permission } from '@warden/domain';
import { Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { reply } from '../technicians/testing/mock-api.ts';
import { renderPage } from '../technicians/testing/render-page.tsx';
import { PoliciesPage } from './policies-page.tsx';
import { mockPolicyApi } from './testing/policy-server.ts';

afterEach(() => vi.unstubAllGlobals());

function open(path: string, permissions?: readonly Permission[]) {
  return renderPage(
    <Routes>
      <Route path="/administration/policies/:tab" element={<PoliciesPage />} />
      <Route path="/editor/policy/*" element={<p>editor</p>} />
    </Routes>,
    { path, permissions },
  );
}

describe('PoliciesPage', () => {
  it('lists the policies with their role, parent and devices, and filters by role', async () => {
    const api = mockPolicyApi();
    const { user } = open('/administration/policies/agent');
    for (const tab of ['Agent', 'NMS', 'Virtualization', 'MDM'])
      expect(screen.getByRole('link', { name: tab })).toBeInTheDocument();
    const child = (await screen.findByRole('link', { name: 'Linux web servers' })).closest('tr')!;
    expect(within(child).getByRole('cell', { name: 'Linux server' })).toBeInTheDocument();
    expect(within(child).getByRole('link', { name: 'Linux baseline' })).toHaveAttribute(
      'href',
      '/editor/policy/1',
    );
    expect(within(child).getByRole('cell', { name: '3' })).toBeInTheDocument();
    await screen.findByRole('option', { name: 'Windows server' });
    await user.selectOptions(screen.getByLabelText('Role'), 'Windows server');
    await waitFor(() =>
      expect(api.sent('GET /policies').some((r) => r.query.get('nodeRoleId') === 'WINDOWS_SERVER')).toBe(
        true,
      ),
    );
    await user.click(screen.getByRole('button', { name: 'Add policy' }));
    expect(await screen.findByText('editor')).toBeInTheDocument();
  });

  it('deletes a policy after confirmation, and says why the server refused one', async () => {
    const api = mockPolicyApi({
      'DELETE /policies/:id': (r: { params: Record<string, string> }) =>
        r.params.id === '1'
          ? reply(409, { error: { code: 'CONFLICT', message: 'Linux web servers inherits from it' } })
          : reply(204),
    });
    const { user } = open('/administration/policies/agent');
    const parent = (await screen.findAllByRole('link', { name: 'Linux baseline' }))[0]!.closest('tr')!;
    await user.click(within(parent).getByRole('button', { name: 'Row actions' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete policy' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Linux web servers inherits from it')).toBeInTheDocument();
    expect(api.sent('DELETE /policies/:id')[0]?.params.id).toBe('1');
  });

  it('shows the not-yet page on the tabs whose devices do not exist yet, without asking for policies', async () => {
    const api = mockPolicyApi();
    open('/administration/policies/mdm');
    expect(await screen.findByTestId('page-not-yet')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Agent' })).toHaveAttribute(
      'href',
      '/administration/policies/agent',
    );
    expect(api.sent('GET /policies')).toHaveLength(0);
  });

  it('offers neither add nor delete without the permission to manage policies', async () => {
    mockPolicyApi();
    open('/administration/policies/agent', ['canManageDevices']);
    const row = (await screen.findAllByRole('link', { name: 'Linux baseline' }))[0]!.closest('tr')!;
    expect(within(row).queryByRole('button', { name: 'Row actions' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Add policy' })).toBeNull();
  });
});
