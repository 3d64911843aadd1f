// The device details card: required fields are marked *, a bad IP address shows its error when the
// field loses focus, an unsaved record starts from the values suggested from the inventory, and a
// save sends the fields without blanks and shows the saved record; the overview links the
// management page once one is saved.
import { screen, waitFor } from '@testing-library/react';
import type { DeviceDetailsAnswer, SampleDeviceFields } from '@warden/domain';
import { Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type ApiRequest, mockApi } from '../../technicians/testing/mock-api.ts';
import { renderPage } from '../../technicians/testing/render-page.tsx';
import { DeviceDetailsCard } from './device-details-card.tsx';
import { ManagementLink } from './management-link.tsx';

afterEach(() => vi.unstubAllGlobals());

const suggested = {
  name: 'web-01',
  deviceIdentifier: 'web-01.lan',
  osType: 'Linux',
  ipAddress: '10.0.0.9',
  osInfo: 'Debian GNU/Linux 12, Linux 6.1.0',
  ram: '8 GiB',
  localHardDrives: '/ 64 GiB',
};

function setup(answer: DeviceDetailsAnswer = { details: null, suggested, updatedAt: null }) {
  const api = mockApi({
    'GET /devices/:id/details': answer,
    'PUT /devices/:id/details': (r: ApiRequest) => ({
      details: r.body as SampleDeviceFields,
      suggested,
      updatedAt: '2026-01-01T00:00:00.000Z',
    }),
  });
  const view = renderPage(
    <Routes>
      <Route path="/deviceDashboard/:id/settings" element={<DeviceDetailsCard deviceId={7} />} />
    </Routes>,
    { path: '/deviceDashboard/7/settings' },
  );
  return { api, ...view };
}

describe('DeviceDetailsCard', () => {
  it('marks the required fields with *', async () => {
    setup();
    for (const label of ['Device identifier *', 'IP address *', 'Management link *', 'Name *', 'OS type *']) {
      expect(await screen.findByLabelText(label)).toHaveAttribute('aria-required', 'true');
    }
    expect(screen.getByLabelText('MAC address')).toHaveAttribute('aria-required', 'false');
    expect(screen.queryByLabelText('MAC address *')).toBeNull();
  });

  it('starts an unsaved record from the values suggested from the inventory', async () => {
    setup();
    expect(await screen.findByLabelText('Name *')).toHaveValue('web-01');
    expect(screen.getByLabelText('Device identifier *')).toHaveValue('web-01.lan');
    expect(screen.getByLabelText('IP address *')).toHaveValue('10.0.0.9');
    expect(screen.getByLabelText('OS info')).toHaveValue('Debian GNU/Linux 12, Linux 6.1.0');
    expect(screen.getByLabelText('RAM')).toHaveValue('8 GiB');
    expect(screen.getByLabelText('Local hard drives')).toHaveValue('/ 64 GiB');
    expect(screen.getByLabelText('Management link *')).toHaveValue('');
  });

  it('shows a bad IP address’s error when the field loses focus, and only that field’s', async () => {
    const { user } = setup();
    const ip = await screen.findByLabelText('IP address *');
    await user.clear(ip);
    await user.type(ip, '10.0.0.999');
    expect(screen.queryByText(/Invalid IP/)).toBeNull();
    await user.tab();
    expect(await screen.findByText(/Invalid IP/)).toBeInTheDocument();
    expect(ip).toHaveAttribute('aria-invalid', 'true');
    // The management link is still empty and required, but it has not been visited yet.
    expect(screen.getByLabelText('Management link *')).toHaveAttribute('aria-invalid', 'false');
  });

  it('saves every filled field, leaving blanks out, and keeps the saved record', async () => {
    const { api, user } = setup();
    await user.type(await screen.findByLabelText('Management link *'), 'https://10.0.0.250/bmc');
    await user.type(screen.getByLabelText('MAC address'), '00:1a:2b:3c:4d:5e');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.sent('PUT /devices/:id/details')).toHaveLength(1));
    expect(api.sent('PUT /devices/:id/details')[0]?.body).toEqual({
      ...suggested,
      managementLink: 'https://10.0.0.250/bmc',
      macAddress: '00:1a:2b:3c:4d:5e',
    });
    expect(await screen.findByText('Device details saved')).toBeInTheDocument();
    expect(screen.getByLabelText('Management link *')).toHaveValue('https://10.0.0.250/bmc');
  });

  it('does not send a record missing a required field', async () => {
    const { api, user } = setup();
    await user.clear(await screen.findByLabelText('Name *'));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    // Both empty required fields say so: the name cleared, the management link never entered.
    expect(await screen.findAllByText('Required')).toHaveLength(2);
    expect(screen.getByLabelText('Name *')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Management link *')).toHaveAttribute('aria-invalid', 'true');
    expect(api.sent('PUT /devices/:id/details')).toHaveLength(0);
  });
});

describe('ManagementLink', () => {
  it('offers "Open management page" once a link is saved', async () => {
    mockApi({
      'GET /devices/:id/details': {
        details: { ...suggested, managementLink: 'https://10.0.0.250/bmc' },
        suggested,
        updatedAt: '2026-01-01T00:00:00.000Z',
      },
    });
    renderPage(<ManagementLink deviceId={7} />, { path: '/' });
    expect(await screen.findByRole('link', { name: 'Open management page' })).toHaveAttribute(
      'href',
      'https://10.0.0.250/bmc',
    );
  });
});
