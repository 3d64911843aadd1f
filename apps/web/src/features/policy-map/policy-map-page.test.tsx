// The organisation's policy map: one row per device role, showing the mapped policy or the
// installation default by its policy's name; save sends the mapped roles, a server refusal lands on
// the row it names; without the permission the map is read-only.
import { screen, waitFor, within } from '@testing-library/react';
import type { Permission, PolicyMapEntry, PolicySummary } from '@warden/domain';
import { Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { organizationFixture } from '../devices/testing/fixtures.ts';
import { roles } from '../policies/testing/policy-server.ts';
import { fieldErrors, mockApi } from '../technicians/testing/mock-api.ts';
import { renderPage } from '../technicians/testing/render-page.tsx';
import { PolicyMapPage } from './policy-map-page.tsx';

afterEach(() => vi.unstubAllGlobals());

const summary = (id: number, name: string, nodeRoleId: string): PolicySummary => ({
  id,
  name,
  description: '',
  nodeRoleId,
  parentId: null,
  parentName: null,
  deviceCount: 0,
  updatedAt: '2026-01-01T00:00:00.000Z',
});
const policies = [
  summary(1, 'Linux baseline', 'LINUX_SERVER'),
  summary(2, 'Linux web servers', 'LINUX_SERVER'),
  summary(3, 'Windows baseline', 'WINDOWS_SERVER'),
];

function open(options: { permissions?: readonly Permission[]; put?: () => unknown } = {}) {
  let entries: PolicyMapEntry[] = [];
  const api = mockApi({
    'GET /organizations/3': organizationFixture(),
    'GET /device-roles': roles,
    'GET /policies': { items: policies, total: policies.length },
    'GET /webapp/noderole/default-policies': {
      entries: [{ nodeRoleId: 'LINUX_SERVER', policyId: 1, policyName: 'Linux baseline' }],
    },
    'GET /organizations/3/policy-map': () => ({ entries }),
    'PUT /organizations/3/policy-map': (request) => {
      if (options.put) return options.put();
      const sent = (request.body as { entries: { nodeRoleId: string; policyId: number }[] }).entries;
      entries = sent.map((e) => ({ ...e, policyName: policies.find((p) => p.id === e.policyId)!.name }));
      return { entries };
    },
  });
  const rendered = renderPage(
    <Routes>
      <Route path="/editor/customer/:id/policies" element={<PolicyMapPage />} />
    </Routes>,
    { path: '/editor/customer/3/policies', permissions: options.permissions },
  );
  return { api, ...rendered };
}

describe('PolicyMapPage', () => {
  it('shows each role with the installation default by name, and saves a mapped policy', async () => {
    const { api, user } = open();
    expect(await screen.findByRole('heading', { name: 'Policies of Contoso' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Policy map of Contoso' });
    const linux = within(table).getByRole('combobox', { name: 'Policy for Linux server' });
    expect(within(linux).getByRole('option', { selected: true })).toHaveTextContent(
      'Installation default (Linux baseline)',
    );
    expect(
      within(linux)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Installation default (Linux baseline)', 'Linux baseline', 'Linux web servers']);
    const windows = within(table).getByRole('combobox', { name: 'Policy for Windows server' });
    expect(
      within(windows)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Installation default (none)', 'Windows baseline']);
    expect(screen.getByRole('link', { name: 'Policies' })).toHaveAttribute(
      'href',
      '/editor/customer/3/policies',
    );

    await user.selectOptions(linux, 'Linux web servers');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(api.sent('PUT /organizations/3/policy-map')[0]?.body).toEqual({
        entries: [{ nodeRoleId: 'LINUX_SERVER', policyId: 2 }],
      }),
    );
    expect(await screen.findByText('Policy map saved')).toBeInTheDocument();
    expect(linux).toHaveValue('2');
  });

  it('shows a refusal naming entries.N.policyId on that role’s row', async () => {
    const { user } = open({
      put: () =>
        fieldErrors(400, 'The policy must have the entry’s role', {
          'entries.1.policyId': 'The policy must have the entry’s role',
        }),
    });
    const table = await screen.findByRole('table', { name: 'Policy map of Contoso' });
    await user.selectOptions(
      within(table).getByRole('combobox', { name: 'Policy for Linux server' }),
      'Linux baseline',
    );
    const windows = within(table).getByRole('combobox', { name: 'Policy for Windows server' });
    await user.selectOptions(windows, 'Windows baseline');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(windows).toHaveAttribute('aria-invalid', 'true'));
    expect(windows).toHaveAccessibleDescription('The policy must have the entry’s role');
    expect(within(table).getByRole('combobox', { name: 'Policy for Linux server' })).toHaveAttribute(
      'aria-invalid',
      'false',
    );
  });

  it('is read-only without the permission to manage policies', async () => {
    open({ permissions: [] });
    const table = await screen.findByRole('table', { name: 'Policy map of Contoso' });
    expect(within(table).getByRole('combobox', { name: 'Policy for Linux server' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
  });
});
