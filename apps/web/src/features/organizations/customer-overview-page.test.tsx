// Customer dashboard: the organisation, its locations, counts for it alone and its devices;
// an unknown organisation reads "Organization not found".
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, notFoundAnswer } from '../../testing/mock-api.ts';
import { deviceFixture, organizationFixture, paged, summaryFixture } from '../devices/testing/fixtures.ts';
import { renderRoute } from '../devices/testing/render-route.tsx';
import { CustomerOverviewPage } from './customer-overview-page.tsx';

const pattern = '/customerDashboard/:id/overview';

afterEach(() => vi.unstubAllGlobals());

describe('CustomerOverviewPage', () => {
  it('shows the organisation, its locations, its counts and its devices', async () => {
    const api = mockApi({
      'GET /api/organizations/3': { body: organizationFixture() },
      'GET /api/dashboard/device-summary': {
        body: summaryFixture({ total: 10, online: 8, offline: 2, byOrganization: [] }),
      },
      'POST /api/query/devices': { body: paged([deviceFixture()]) },
    });
    renderRoute(pattern, '/customerDashboard/3/overview', <CustomerOverviewPage />);

    expect(await screen.findByRole('heading', { level: 1, name: 'Contoso' })).toBeInTheDocument();
    expect(screen.getByText('Accounting firm')).toBeInTheDocument();
    const locations = screen.getByRole('region', { name: 'Locations' });
    expect(within(locations).getByText('Head office')).toBeInTheDocument();
    expect(within(locations).getByText('6 devices')).toBeInTheDocument();

    expect(await screen.findByTestId('count-total')).toHaveTextContent('10');
    expect(screen.getByTestId('count-offline')).toHaveTextContent('2');
    expect(api.callsTo('GET', '/api/dashboard/device-summary')[0]?.query.get('organizationId')).toBe('3');

    const table = await screen.findByRole('table', { name: 'Devices of Contoso' });
    expect(await within(table).findByRole('link', { name: 'ACCT-PC-01' })).toBeInTheDocument();
    expect(within(table).queryByRole('columnheader', { name: 'Organization' })).not.toBeInTheDocument();
    expect(api.callsTo('POST', '/api/query/devices')[0]?.body).toMatchObject({ organizationId: 3, page: 0 });
  });

  it('says so when the organisation has no devices yet', async () => {
    const api = mockApi({
      'GET /api/organizations/3': { body: organizationFixture({ locations: [] }) },
      'GET /api/dashboard/device-summary': {
        body: summaryFixture({ total: 0, online: 0, offline: 0, byClass: [], byOrganization: [] }),
      },
    });
    renderRoute(pattern, '/customerDashboard/3/overview', <CustomerOverviewPage />);

    expect(
      await screen.findByText('No devices have enrolled with this organization yet.'),
    ).toBeInTheDocument();
    expect(screen.getByText('This organization has no locations yet.')).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/query/devices')).toHaveLength(0);
  });

  it('says "Organization not found" when the server answers 404', async () => {
    mockApi({
      'GET /api/organizations/404': notFoundAnswer('Organization'),
      'GET /api/dashboard/device-summary': { body: summaryFixture({ total: 0 }) },
    });
    renderRoute(pattern, '/customerDashboard/404/overview', <CustomerOverviewPage />);

    expect(await screen.findByRole('heading', { name: 'Organization not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to organizations' })).toHaveAttribute(
      'href',
      '/administration/customers/list',
    );
  });
});
