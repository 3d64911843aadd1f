// Device details page: every field of the device, and "Device not found" on 404.
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, notFoundAnswer } from '../../testing/mock-api.ts';
import { DeviceDetailsPage } from './device-details-page.tsx';
import { deviceFixture } from './testing/fixtures.ts';
import { renderRoute } from './testing/render-route.tsx';

const pattern = '/deviceDashboard/:id/details';

afterEach(() => vi.unstubAllGlobals());

describe('DeviceDetailsPage', () => {
  it('lists every field of the device', async () => {
    const device = deviceFixture({ friendlyName: 'Reception PC', name: 'Reception PC', nodeRole: 'DESKTOP' });
    mockApi({ 'GET /api/devices/7': { body: device } });
    renderRoute(pattern, '/deviceDashboard/7/details', <DeviceDetailsPage />);

    expect(await screen.findByRole('heading', { name: 'Details' })).toBeInTheDocument();
    const term = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling;
    expect(term('Id')).toHaveTextContent('7');
    expect(term('Unique id')).toHaveTextContent(device.uid);
    expect(term('System name')).toHaveTextContent('acct-pc-01');
    expect(term('Display name')).toHaveTextContent('ACCT-PC-01');
    expect(term('Friendly name')).toHaveTextContent('Reception PC');
    expect(term('Device class')).toHaveTextContent('Windows workstation (WINDOWS_WORKSTATION)');
    expect(term('Device role')).toHaveTextContent('DESKTOP');
    expect(term('Operating system')).toHaveTextContent('Windows 11 Pro');
    expect(term('Location')).toHaveTextContent('Head office (4)');
    expect(term('Created')).toHaveTextContent('2025');
  });

  it('says "Device not found" when the server answers 404', async () => {
    mockApi({ 'GET /api/devices/12': notFoundAnswer('Device') });
    renderRoute(pattern, '/deviceDashboard/12/details', <DeviceDetailsPage />);
    expect(await screen.findByText('Device not found')).toBeInTheDocument();
  });
});
