// The device's settings: its own fields (only the changed ones are sent), its approval state, and its
// policy with the effective result and where each value comes from.

import { screen, waitFor, within } from '@testing-library/react';
import { type DeviceSettings, effectivePolicy } from '@warden/domain';
import { Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { deviceFixture } from '../devices/testing/fixtures.ts';
import { policyTree, roles } from '../policies/testing/policy-server.ts';
import { type ApiRequest, mockApi } from '../technicians/testing/mock-api.ts';
import { renderPage } from '../technicians/testing/render-page.tsx';
import { DeviceSettingsPage } from './device-settings-page.tsx';

afterEach(() => vi.unstubAllGlobals());

const location = (id: number, name: string) => ({
  id,
  organizationId: 3,
  organizationName: 'Contoso',
  name,
  address: '',
  description: '',
  deleted: false,
  deviceCount: 1,
});

function settings(extra: Partial<DeviceSettings> = {}): DeviceSettings {
  return {
    friendlyName: null,
    locationId: 4,
    locationName: 'Head office',
    nodeRoleId: 'LINUX_SERVER',
    policy: { id: 2, name: 'Linux web servers' },
    policySource: 'ORGANIZATION',
    effective: effectivePolicy(policyTree()),
    approvalStatus: 'APPROVED',
    backupEnabled: true,
    ...extra,
  };
}

function setup() {
  const api = mockApi({
    'GET /devices/:id': deviceFixture({ nodeClass: 'LINUX_SERVER', nodeRole: 'LINUX_SERVER' }),
    'GET /devices/:id/settings': settings(),
    'PATCH /devices/:id/settings': (r: ApiRequest) => settings(r.body as Partial<DeviceSettings>),
    'GET /device-roles': [
      ...roles,
      { id: 'web-edge', name: 'Edge proxy', nodeClass: 'LINUX_SERVER', builtIn: false },
    ],
    'GET /organizations/:id': {
      id: 3,
      name: 'Contoso',
      description: '',
      deleted: false,
      deviceCount: 1,
      onlineCount: 1,
      createdAt: '2025-01-01T00:00:00.000Z',
      locations: [location(4, 'Head office'), location(5, 'Branch')],
    },
    'GET /policies/:id': {
      policy: policyTree()[1],
      chain: [
        { id: 1, name: 'Linux baseline' },
        { id: 2, name: 'Linux web servers' },
      ],
      effective: effectivePolicy(policyTree()),
    },
  });
  const view = renderPage(
    <Routes>
      <Route path="/deviceDashboard/:id/settings" element={<DeviceSettingsPage />} />
    </Routes>,
    { path: '/deviceDashboard/7/settings' },
  );
  return { api, ...view };
}

describe('DeviceSettingsPage', () => {
  it('shows the approval state, the policy and where each effective value comes from', async () => {
    setup();
    expect(await screen.findByTestId('device-approval-status')).toHaveTextContent('Approved');
    expect(screen.getByRole('link', { name: 'Linux web servers' })).toHaveAttribute(
      'href',
      '/editor/policy/2',
    );
    expect(screen.getByText("(from the organization's policy map)")).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Effective policy' });
    const row = (text: string) => within(table).getByRole('cell', { name: text }).closest('tr')!;
    await waitFor(() =>
      expect(within(row('Root volume low')).getByText('Linux baseline')).toBeInTheDocument(),
    );
    expect(within(row('Busy CPU')).getByText('Linux web servers')).toBeInTheDocument();
    expect(within(row('Heartbeat interval')).getByText('60 seconds')).toBeInTheDocument();
    expect(within(row('Inventory interval')).getByText('Installation defaults')).toBeInTheDocument();
  });

  it('offers only roles of the device class and sends only the changed fields', async () => {
    const { api, user } = setup();
    const role = await screen.findByLabelText('Role');
    expect(
      within(role)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Linux server', 'Edge proxy']);
    await user.type(screen.getByLabelText('Friendly name'), 'Web 1');
    await user.selectOptions(role, 'Edge proxy');
    await screen.findByRole('option', { name: 'Branch' });
    await user.selectOptions(screen.getByLabelText('Location'), 'Branch');
    await user.click(screen.getByLabelText('Backup enabled'));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.sent('PATCH /devices/:id/settings')).toHaveLength(1));
    expect(api.sent('PATCH /devices/:id/settings')[0]?.body).toEqual({
      friendlyName: 'Web 1',
      nodeRoleId: 'web-edge',
      locationId: 5,
      backupEnabled: false,
    });
    expect(await screen.findByText('Device settings saved')).toBeInTheDocument();
  });
});
