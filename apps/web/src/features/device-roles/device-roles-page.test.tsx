// Device roles: the built-in and added roles are listed; "add role" posts a name and a device class;
// each role's installation default policy is chosen among its policies, and cleared.
import { screen, waitFor, within } from '@testing-library/react';
import type { NodeRole, PolicyMapEntry } from '@warden/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { roles } from '../policies/testing/policy-server.ts';
import { mockApi, type RouteHandler, reply } from '../technicians/testing/mock-api.ts';
import { renderPage } from '../technicians/testing/render-page.tsx';
import { DeviceRolesPage } from './device-roles-page.tsx';

afterEach(() => vi.unstubAllGlobals());

const policyRow = (id: number, name: string, nodeRoleId: string) => ({
  id,
  name,
  description: '',
  nodeRoleId,
  parentId: null,
  parentName: null,
  deviceCount: 0,
  updatedAt: '2026-01-01T00:00:00.000Z',
});

/** The installation defaults as a server keeps them: PUT sets a role's, DELETE clears it. */
function defaultsApi(): Record<string, RouteHandler | object> {
  let entries: PolicyMapEntry[] = [{ nodeRoleId: 'LINUX_SERVER', policyId: 1, policyName: 'Linux baseline' }];
  const items = [
    policyRow(1, 'Linux baseline', 'LINUX_SERVER'),
    policyRow(2, 'Linux web servers', 'LINUX_SERVER'),
    policyRow(3, 'Windows baseline', 'WINDOWS_SERVER'),
  ];
  return {
    'GET /policies': { items, total: items.length },
    'GET /webapp/noderole/default-policies': () => ({ entries }),
    'PUT /webapp/noderole/:nodeRoleId/default-policy': ({ params, body }) => {
      const policyId = (body as { policyId: number }).policyId;
      const entry = {
        nodeRoleId: params.nodeRoleId!,
        policyId,
        policyName: items.find((p) => p.id === policyId)!.name,
      };
      entries = [...entries.filter((e) => e.nodeRoleId !== entry.nodeRoleId), entry];
      return entry;
    },
    'DELETE /webapp/noderole/:nodeRoleId/default-policy': ({ params }) => {
      entries = entries.filter((e) => e.nodeRoleId !== params.nodeRoleId);
      // The stand-in's Response cannot carry a 204; the client reads an empty answer the same way.
      return null;
    },
  };
}

describe('DeviceRolesPage', () => {
  it('lists the roles and adds one for a device class', async () => {
    const added: NodeRole = { id: 'r-1', name: 'Kiosk', nodeClass: 'LINUX_WORKSTATION', builtIn: false };
    let list = roles;
    const api = mockApi({
      ...defaultsApi(),
      'GET /device-roles': () => list,
      'POST /device-roles': () => {
        list = [...roles, added];
        return reply(201, added);
      },
    });
    const { user } = renderPage(<DeviceRolesPage />);
    const table = await screen.findByRole('table', { name: 'Device roles' });
    expect(
      within(table).getAllByRole('cell', { name: 'Windows server' })[0]?.closest('tr'),
    ).toHaveTextContent('Windows serverWindows serverBuilt-in');
    await user.click(screen.getByRole('button', { name: 'Add role' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add role' });
    await user.click(within(dialog).getByRole('button', { name: 'Add role' }));
    expect(await within(dialog).findByText('Required')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Name'), 'Kiosk');
    await user.selectOptions(within(dialog).getByLabelText('Device class'), 'Linux workstation');
    await user.click(within(dialog).getByRole('button', { name: 'Add role' }));
    await waitFor(() =>
      expect(api.sent('POST /device-roles')[0]?.body).toEqual({
        name: 'Kiosk',
        nodeClass: 'LINUX_WORKSTATION',
      }),
    );
    expect(await within(table).findByRole('cell', { name: 'Kiosk' })).toBeInTheDocument();
    expect(screen.getByRole('cell', { name: 'Kiosk' }).closest('tr')).toHaveTextContent('Added');
  });

  it('sets and clears a role’s default policy, offering only the role’s policies', async () => {
    const api = mockApi({ ...defaultsApi(), 'GET /device-roles': roles });
    const { user } = renderPage(<DeviceRolesPage />);
    const table = await screen.findByRole('table', { name: 'Device roles' });
    expect(within(table).getByRole('columnheader', { name: 'Default policy' })).toBeInTheDocument();
    const linux = within(table).getByRole('combobox', { name: 'Default policy for Linux server' });
    await waitFor(() => expect(linux).toHaveValue('1'));
    expect(
      within(linux)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['No default policy', 'Linux baseline', 'Linux web servers']);
    await user.selectOptions(linux, 'Linux web servers');
    await waitFor(() =>
      expect(api.sent('PUT /webapp/noderole/LINUX_SERVER/default-policy')[0]?.body).toEqual({ policyId: 2 }),
    );
    expect(await screen.findByText('Default policy for Linux server saved')).toBeInTheDocument();
    await waitFor(() => expect(linux).toHaveValue('2'));

    const windows = within(table).getByRole('combobox', { name: 'Default policy for Windows server' });
    expect(windows).toHaveValue('');
    await user.selectOptions(linux, 'No default policy');
    await waitFor(() =>
      expect(api.sent('DELETE /webapp/noderole/LINUX_SERVER/default-policy')).toHaveLength(1),
    );
    await waitFor(() => expect(linux).toHaveValue(''));
  });

  it('shows the defaults without letting a technician lacking the permission change them', async () => {
    mockApi({ ...defaultsApi(), 'GET /device-roles': roles });
    renderPage(<DeviceRolesPage />, { permissions: [] });
    const table = await screen.findByRole('table', { name: 'Device roles' });
    const linux = within(table).getByRole('combobox', { name: 'Default policy for Linux server' });
    await waitFor(() => expect(linux).toHaveValue('1'));
    expect(linux).toBeDisabled();
  });
});
