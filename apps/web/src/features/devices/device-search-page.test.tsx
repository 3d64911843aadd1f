// Device search: filters come from the URL into POST /query/devices, rows link onwards, filter changes
// go back into the URL, and an empty installation explains where devices come from.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import '../../components/test-support/dom-polyfills.ts';
import { mockApi, type RecordedCall } from '../../testing/mock-api.ts';
import { DeviceSearchPage } from './device-search-page.tsx';
import { deviceFixture, organizationFixture, paged, summaryFixture } from './testing/fixtures.ts';
import { renderRoute } from './testing/render-route.tsx';

afterEach(() => vi.unstubAllGlobals());

function api(summary = summaryFixture(), extra: Parameters<typeof mockApi>[0] = {}) {
  return mockApi({
    ...extra,
    'GET /api/dashboard/device-summary': { body: summary },
    'GET /api/organizations/3': { body: organizationFixture() },
    'POST /api/query/devices': () => ({
      body: paged(
        [
          deviceFixture(),
          deviceFixture({
            id: 8,
            name: 'FILESRV',
            displayName: 'FILESRV',
            nodeClass: 'LINUX_SERVER',
            online: false,
            lastContact: null,
            locationId: null,
            locationName: null,
            lockhartEnabled: false,
            osName: 'Ubuntu 24.04',
          }),
        ],
        2,
      ),
    }),
  });
}

const lastBody = (calls: RecordedCall[]) => calls.at(-1)?.body;

describe('DeviceSearchPage', () => {
  it('sends the filters of the URL and shows the rows', async () => {
    const server = api();
    renderRoute(
      '/deviceSearch',
      '/deviceSearch?organization=3&class=MAC&class=LINUX_SERVER&status=offline&backup=enabled',
      <DeviceSearchPage />,
    );

    const table = await screen.findByRole('table', { name: 'Devices' });
    expect(await within(table).findByRole('link', { name: 'ACCT-PC-01' })).toHaveAttribute(
      'href',
      '/deviceDashboard/7/overview',
    );
    expect(server.callsTo('POST', '/api/query/devices')[0]?.body).toEqual({
      organizationId: 3,
      nodeClass: ['MAC', 'LINUX_SERVER'],
      online: false,
      lockhartEnabled: true,
      page: 0,
      size: 50,
      sortBy: 'displayName',
      sortDirection: 'ASC',
    });

    const server8 = within(table).getByRole('row', { name: /FILESRV/ });
    expect(within(server8).getByText('Linux server')).toBeInTheDocument();
    expect(within(server8).getByText('Offline')).toBeInTheDocument();
    expect(within(server8).getByText('Never')).toBeInTheDocument();
    expect(within(server8).getByText('Disabled')).toBeInTheDocument();
    expect(within(server8).getByText('Ubuntu 24.04')).toBeInTheDocument();
    const first = within(table).getByRole('row', { name: /ACCT-PC-01/ });
    expect(within(first).getByRole('link', { name: 'Contoso' })).toHaveAttribute(
      'href',
      '/customerDashboard/3/overview',
    );
    expect(within(first).getByText('now')).toBeInTheDocument();
    expect(within(first).getByText('Head office')).toBeInTheDocument();

    expect(await screen.findByRole('button', { name: 'Organization: Contoso' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveValue('no');
  });

  it('puts a changed filter into the URL and asks the server again', async () => {
    const server = api();
    renderRoute('/deviceSearch', '/deviceSearch?class=MAC', <DeviceSearchPage />);
    await screen.findByRole('link', { name: 'ACCT-PC-01' });

    fireEvent.change(screen.getByRole('combobox', { name: 'Status' }), { target: { value: 'yes' } });

    await waitFor(() =>
      expect(lastBody(server.callsTo('POST', '/api/query/devices'))).toMatchObject({
        nodeClass: ['MAC'],
        online: true,
      }),
    );
    expect(screen.getByTestId('location')).toHaveTextContent('/deviceSearch?class=MAC&status=online');

    fireEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/deviceSearch$/));
    const body = lastBody(server.callsTo('POST', '/api/query/devices')) as Record<string, unknown>;
    expect(body).not.toHaveProperty('online');
    expect(body).not.toHaveProperty('nodeClass');
  });

  it('picks an organisation from the searchable list', async () => {
    const { locations: _, ...contoso } = organizationFixture();
    const fabrikam = { ...contoso, id: 5, name: 'Fabrikam' };
    const server = api(summaryFixture(), {
      'GET /api/query/organizations': (call) => ({
        body: paged(call.query.get('name') === 'fab' ? [fabrikam] : [contoso, fabrikam]),
      }),
    });
    renderRoute('/deviceSearch', '/deviceSearch', <DeviceSearchPage />);
    await screen.findByRole('link', { name: 'ACCT-PC-01' });

    fireEvent.click(screen.getByRole('button', { name: 'Organization: All organizations' }));
    const list = await screen.findByRole('list', { name: 'Organization' });
    expect(await within(list).findByRole('button', { name: 'Contoso' })).toBeInTheDocument();
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search organizations' }), {
      target: { value: 'fab' },
    });
    await waitFor(() =>
      expect(within(list).queryByRole('button', { name: 'Contoso' })).not.toBeInTheDocument(),
    );
    fireEvent.click(await within(list).findByRole('button', { name: 'Fabrikam' }));

    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent('/deviceSearch?organization=5'),
    );
    await waitFor(() =>
      expect(lastBody(server.callsTo('POST', '/api/query/devices'))).toMatchObject({ organizationId: 5 }),
    );
  });

  it('searches by name', async () => {
    const server = api();
    renderRoute('/deviceSearch', '/deviceSearch', <DeviceSearchPage />);
    await screen.findByRole('link', { name: 'ACCT-PC-01' });

    fireEvent.change(screen.getByRole('searchbox'), { target: { value: '  acct ' } });

    await waitFor(() =>
      expect(lastBody(server.callsTo('POST', '/api/query/devices'))).toMatchObject({ name: 'acct' }),
    );
  });

  it('ignores malformed filters in the URL', async () => {
    const server = api();
    renderRoute(
      '/deviceSearch',
      '/deviceSearch?organization=x&class=TOASTER&status=maybe',
      <DeviceSearchPage />,
    );
    await screen.findByRole('link', { name: 'ACCT-PC-01' });
    expect(server.callsTo('POST', '/api/query/devices')[0]?.body).toEqual({
      page: 0,
      size: 50,
      sortBy: 'displayName',
      sortDirection: 'ASC',
    });
  });

  it('explains where devices come from when there are none', async () => {
    api(summaryFixture({ total: 0, online: 0, offline: 0, byClass: [], byOrganization: [] }));
    renderRoute('/deviceSearch', '/deviceSearch', <DeviceSearchPage />);

    expect(await screen.findByRole('heading', { name: 'No devices yet' })).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });
});
