// Device overview page: header, tabs and overview from GET /devices/:id; 404 shows "Device not found".
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, notFoundAnswer } from '../../testing/mock-api.ts';
import { DeviceOverviewPage } from './device-overview-page.tsx';
import { deviceFixture } from './testing/fixtures.ts';
import { renderRoute } from './testing/render-route.tsx';

const pattern = '/deviceDashboard/:id/overview';

afterEach(() => vi.unstubAllGlobals());

describe('DeviceOverviewPage', () => {
  it('shows the device header, its tabs and the overview', async () => {
    const api = mockApi({
      'GET /api/devices/7': { body: deviceFixture({ online: false, lockhartEnabled: false }) },
    });
    renderRoute(pattern, '/deviceDashboard/7/overview', <DeviceOverviewPage />);

    expect(await screen.findByRole('heading', { level: 1, name: 'ACCT-PC-01' })).toBeInTheDocument();
    expect(screen.getAllByText('Offline').length).toBeGreaterThan(0);
    expect(screen.getByText('Windows 11 Pro')).toBeInTheDocument();
    expect(screen.getByText('Disabled')).toBeInTheDocument();
    const orgLinks = screen.getAllByRole('link', { name: 'Contoso' });
    expect(orgLinks[0]).toHaveAttribute('href', '/customerDashboard/3/overview');
    const tabs = screen.getByRole('navigation', { name: 'Device sections' });
    expect(tabs.querySelector('a[href="/deviceDashboard/7/details"]')).toHaveTextContent('Details');
    expect(tabs.querySelector('a.active')).toHaveTextContent('Overview');
    expect(api.callsTo('GET', '/api/devices/7')).toHaveLength(1);
  });

  it('says "Device not found" when the server answers 404', async () => {
    mockApi({ 'GET /api/devices/999': notFoundAnswer('Device') });
    renderRoute(pattern, '/deviceDashboard/999/overview', <DeviceOverviewPage />);

    expect(await screen.findByRole('heading', { name: 'Device not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to device search' })).toHaveAttribute(
      'href',
      '/deviceSearch',
    );
  });

  it('says "Device not found" for an id that cannot exist, without calling the server', async () => {
    const api = mockApi({});
    renderRoute(pattern, '/deviceDashboard/abc/overview', <DeviceOverviewPage />);

    expect(await screen.findByRole('heading', { name: 'Device not found' })).toBeInTheDocument();
    expect(api.calls).toHaveLength(0);
  });

  it('shows the error and a retry button when the server fails', async () => {
    mockApi({
      'GET /api/devices/7': { status: 500, body: { error: { code: 'INTERNAL', message: 'Database down' } } },
    });
    renderRoute(pattern, '/deviceDashboard/7/overview', <DeviceOverviewPage />);

    expect(await screen.findByRole('alert')).toHaveTextContent('Could not load this page: Database down');
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});
