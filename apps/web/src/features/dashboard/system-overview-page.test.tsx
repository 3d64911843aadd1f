// System dashboard: counts from GET /dashboard/device-summary, refreshed every 30 s, and the empty state.
import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '../../testing/mock-api.ts';
import { summaryFixture } from '../devices/testing/fixtures.ts';
import { renderRoute } from '../devices/testing/render-route.tsx';
import { SystemOverviewPage } from './system-overview-page.tsx';

const pattern = '/systemDashboard/overview';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('SystemOverviewPage', () => {
  it('shows device counts by status, class and organisation', async () => {
    mockApi({ 'GET /api/dashboard/device-summary': { body: summaryFixture() } });
    renderRoute(pattern, pattern, <SystemOverviewPage />);

    expect(await screen.findByTestId('count-total')).toHaveTextContent('12');
    expect(screen.getByTestId('count-online')).toHaveTextContent('9');
    expect(screen.getByTestId('count-offline')).toHaveTextContent('3');
    expect(screen.getByTestId('class-WINDOWS_WORKSTATION')).toHaveTextContent('Windows workstation8');
    expect(screen.getByTestId('class-LINUX_SERVER')).toHaveTextContent('Linux server4');

    const table = screen.getByRole('table', { name: 'Devices by organization' });
    const fabrikam = within(table).getByRole('row', { name: /Fabrikam/ });
    expect(
      within(fabrikam)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['2', '1', '1']);
    expect(within(table).getByRole('link', { name: 'Contoso' })).toHaveAttribute(
      'href',
      '/customerDashboard/3/overview',
    );
  });

  it('asks the server again every 30 seconds', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let total = 12;
    const api = mockApi({
      'GET /api/dashboard/device-summary': () => ({ body: summaryFixture({ total }) }),
    });
    renderRoute(pattern, pattern, <SystemOverviewPage />);
    expect(await screen.findByTestId('count-total')).toHaveTextContent('12');

    total = 13;
    await act(() => vi.advanceTimersByTimeAsync(30_000));
    await waitFor(() => expect(screen.getByTestId('count-total')).toHaveTextContent('13'));
    expect(api.callsTo('GET', '/api/dashboard/device-summary')).toHaveLength(2);
  });

  it('explains where devices come from while there are none', async () => {
    mockApi({
      'GET /api/dashboard/device-summary': {
        body: { total: 0, online: 0, offline: 0, byClass: [], byOrganization: [] },
      },
    });
    renderRoute(pattern, pattern, <SystemOverviewPage />);

    expect(await screen.findByRole('heading', { name: 'No devices yet' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Manage organizations' })).toHaveAttribute(
      'href',
      '/administration/customers/list',
    );
    expect(screen.queryByTestId('count-total')).not.toBeInTheDocument();
  });

  it('shows the error with a retry button when the counts cannot load', async () => {
    mockApi({
      'GET /api/dashboard/device-summary': {
        status: 500,
        body: { error: { code: 'INTERNAL', message: 'Database down' } },
      },
    });
    renderRoute(pattern, pattern, <SystemOverviewPage />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Database down');
  });
});
