// 'Add device': the organisation's exact enrolment command, Copy, 'Replace token', the organisation
// chosen in the dialog on device search, and no button without canManageDevices.
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { organizationFixture } from '../../devices/testing/fixtures.ts';
import { paged, sessionFixture } from '../browser/testing/fixtures.ts';
import { renderBackup } from '../browser/testing/render-backup.tsx';
import { AddDeviceButton } from './add-device-button.tsx';

afterEach(() => vi.unstubAllGlobals());

const enrollment = (token: string) => ({
  organizationId: 3,
  token,
  command: `warden-agent enroll --server http://console.example --token ${token}`,
  createdAt: '2025-03-01T00:00:00.000Z',
});
const routes = {
  'GET /api/organizations/3': { body: organizationFixture({ id: 3, name: 'Northwind Traders' }) },
  'GET /api/organizations/3/enrollment': { body: enrollment('tok-first-0000000001') },
  'POST /api/organizations/3/enrollment/rotate': { body: enrollment('tok-second-000000002') },
  'GET /api/query/organizations': {
    body: paged([organizationFixture({ id: 3, name: 'Northwind Traders' })], 1, 50),
  },
};

describe('AddDeviceButton', () => {
  it('shows the enrolment command, copies it and replaces its token', async () => {
    const writeText = vi.fn(async () => {});
    const { user, api } = renderBackup(<AddDeviceButton organizationId={3} />, { routes });
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    await user.click(screen.getByRole('button', { name: 'Add device' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add device' });
    const command = 'warden-agent enroll --server http://console.example --token tok-first-0000000001';
    expect(await within(dialog).findByText(command)).toBeInTheDocument();
    expect(within(dialog).getByText(/enrol it with Northwind Traders/)).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Copy' }));
    expect(writeText).toHaveBeenCalledWith(command);
    expect(await screen.findByText('Command copied')).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Replace token' }));
    expect(await within(dialog).findByText(/tok-second-000000002/)).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/organizations/3/enrollment/rotate')).toHaveLength(1);
  });

  it('lets the technician choose the organisation on device search', async () => {
    const { user } = renderBackup(<AddDeviceButton chooseOrganization />, { routes });
    await user.click(screen.getByRole('button', { name: 'Add device' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add device' });
    expect(within(dialog).getByText('Choose the organization the device belongs to.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: /Organization/ }));
    await user.click(await screen.findByRole('button', { name: 'Northwind Traders' }));
    expect(await within(dialog).findByText(/tok-first-0000000001/)).toBeInTheDocument();
  });

  it('is not offered without canManageDevices', () => {
    renderBackup(<AddDeviceButton organizationId={3} />, {
      routes,
      session: sessionFixture({ without: ['canManageDevices'] }),
    });
    expect(screen.queryByRole('button', { name: 'Add device' })).not.toBeInTheDocument();
  });
});
