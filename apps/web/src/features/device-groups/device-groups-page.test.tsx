// The device group list and the group page: groups link to their pages, a group is created from
// criteria edited with device search's filters, the page shows the saved search and the members the
// server finds, and the criteria can be edited there.
import { screen, waitFor, within } from '@testing-library/react';
import type { DeviceGroup, Permission } from '@warden/domain';
import { Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { deviceFixture, organizationFixture, paged } from '../devices/testing/fixtures.ts';
import { fieldErrors, mockApi } from '../technicians/testing/mock-api.ts';
import { renderPage } from '../technicians/testing/render-page.tsx';
import { DeviceGroupPage } from './device-group-page.tsx';
import { DeviceGroupsPage } from './device-groups-page.tsx';

afterEach(() => vi.unstubAllGlobals());

const group = (extra: Partial<DeviceGroup> = {}): DeviceGroup => ({
  id: 5,
  name: 'Web servers',
  description: 'Front ends',
  organizationId: 3,
  organizationName: 'Contoso',
  criteria: { name: 'web', nodeClass: ['LINUX_SERVER'] },
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  ...extra,
});
const everything = group({
  id: 6,
  name: 'Everything',
  organizationId: null,
  organizationName: null,
  criteria: {},
});

function app(start: string, permissions?: readonly Permission[]) {
  return renderPage(
    <Routes>
      <Route path="/administration/devices/groups" element={<DeviceGroupsPage />} />
      <Route path="/group/:id" element={<DeviceGroupPage />} />
    </Routes>,
    { path: start, permissions },
  );
}

const members = () =>
  paged([deviceFixture({ id: 7, name: 'web-01', displayName: 'web-01', nodeClass: 'LINUX_SERVER' })], 1);

describe('DeviceGroupsPage', () => {
  it('lists the groups, each linking to its page; a group across every organisation says so', async () => {
    const api = mockApi({
      'GET /device-groups': { results: [group(), everything], totalElements: 2, totalPages: 1 },
    });
    app('/administration/devices/groups');
    const table = await screen.findByRole('table', { name: 'Device groups' });
    expect(await within(table).findByRole('link', { name: 'Web servers' })).toHaveAttribute(
      'href',
      '/group/5',
    );
    const row = within(table).getByRole('row', { name: /Everything/ });
    expect(within(row).getByText('All organizations')).toBeInTheDocument();
    expect(api.sent('GET /device-groups')[0]?.query.get('size')).toBe('50');
  });

  it('creates a group from criteria and opens it', async () => {
    const created = group({
      id: 9,
      name: 'Online web',
      organizationId: null,
      organizationName: null,
      criteria: { name: 'web server', online: true },
    });
    const api = mockApi({
      'GET /device-groups': paged([], 0),
      'POST /device-groups': created,
      'GET /device-groups/:id': created,
      'GET /device-groups/:id/members': members(),
    });
    const { user } = app('/administration/devices/groups');
    await user.click(await screen.findByRole('button', { name: 'New group' }));
    const dialog = await screen.findByRole('dialog', { name: 'New device group' });
    await user.type(within(dialog).getByLabelText('Name'), 'Online web');
    await user.type(within(dialog).getByLabelText('Device name contains'), 'web server');
    await user.selectOptions(within(dialog).getByLabelText('Status'), 'yes');
    await user.click(within(dialog).getByRole('button', { name: 'Create group' }));
    await waitFor(() => expect(api.sent('POST /device-groups')).toHaveLength(1));
    expect(api.sent('POST /device-groups')[0]?.body).toEqual({
      name: 'Online web',
      description: '',
      organizationId: null,
      criteria: { name: 'web server', online: true },
    });
    expect(await screen.findByRole('heading', { name: 'Online web' })).toBeInTheDocument();
  });

  it('shows the server refusing a group across every organisation on the criteria', async () => {
    mockApi({
      'GET /device-groups': paged([], 0),
      'POST /device-groups': fieldErrors(400, 'Choose an organization', { organizationId: 'Required' }),
    });
    const { user } = app('/administration/devices/groups');
    await user.click(await screen.findByRole('button', { name: 'New group' }));
    const dialog = await screen.findByRole('dialog', { name: 'New device group' });
    await user.type(within(dialog).getByLabelText('Name'), 'Mine');
    await user.click(within(dialog).getByRole('button', { name: 'Create group' }));
    expect(await within(dialog).findByText('Required')).toBeInTheDocument();
  });

  it('offers no new group without canManageDevices', async () => {
    mockApi({ 'GET /device-groups': paged([group()], 1) });
    app('/administration/devices/groups', []);
    await screen.findByRole('link', { name: 'Web servers' });
    expect(screen.queryByRole('button', { name: 'New group' })).not.toBeInTheDocument();
  });
});

describe('DeviceGroupPage', () => {
  it("shows the saved search and the members the server finds, and edits the group's criteria", async () => {
    let current = group();
    const api = mockApi({
      'GET /device-groups/:id': () => current,
      'GET /device-groups/:id/members': members(),
      'GET /organizations/:id': organizationFixture(),
      'PUT /device-groups/:id': (request: { body: unknown }) => {
        current = { ...current, ...(request.body as object), updatedAt: '2026-01-02T00:00:00.000Z' };
        return current;
      },
    });
    const { user } = app('/group/5');
    expect(await screen.findByRole('heading', { name: 'Web servers' })).toBeInTheDocument();
    const summary = screen.getByLabelText('Group criteria');
    expect(within(summary).getByText('Contoso')).toBeInTheDocument();
    expect(within(summary).getByText('web')).toBeInTheDocument();
    expect(within(summary).getByText('Linux server')).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Group devices' });
    expect(await within(table).findByRole('link', { name: 'web-01' })).toBeInTheDocument();
    expect(api.sent('GET /device-groups/:id/members')[0]?.query.get('sortBy')).toBe('displayName');

    await user.click(screen.getByRole('button', { name: 'Edit group' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Web servers' });
    const text = within(dialog).getByLabelText('Device name contains');
    expect(text).toHaveValue('web');
    await user.clear(text);
    await user.type(text, 'db');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.sent('PUT /device-groups/:id')).toHaveLength(1));
    expect(api.sent('PUT /device-groups/:id')[0]?.body).toEqual({
      name: 'Web servers',
      description: 'Front ends',
      organizationId: 3,
      criteria: { name: 'db', nodeClass: ['LINUX_SERVER'] },
    });
    await waitFor(() => expect(within(summary).getByText('db')).toBeInTheDocument());
    await waitFor(() => expect(api.sent('GET /device-groups/:id/members').length).toBeGreaterThan(1));
  });

  it('deletes the group after confirming and goes back to the list', async () => {
    const api = mockApi({
      'GET /device-groups/:id': group(),
      'GET /device-groups/:id/members': members(),
      'GET /organizations/:id': organizationFixture(),
      'DELETE /device-groups/:id': { ok: true },
      'GET /device-groups': paged([everything], 1),
    });
    const { user } = app('/group/5');
    await user.click(await screen.findByRole('button', { name: 'Delete group' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete Web servers?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete group' }));
    expect(await screen.findByRole('link', { name: 'Everything' })).toBeInTheDocument();
    expect(api.sent('DELETE /device-groups/:id')[0]?.params).toEqual({ id: '5' });
    expect(api.sent('GET /device-groups/:id')).toHaveLength(1);
  });
});
