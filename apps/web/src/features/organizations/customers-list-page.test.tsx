// Organizations list page: search, links to each dashboard, organisation and location forms, and
// what a technician without the manage permission sees.
import { screen, waitFor, within } from '@testing-library/react';
import type { Location, Organization, OrganizationDetail } from '@warden/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fieldErrors, mockApi } from '../technicians/testing/mock-api.ts';
import { renderPage } from '../technicians/testing/render-page.tsx';
import { CustomersListPage } from './customers-list-page.tsx';

afterEach(() => vi.unstubAllGlobals());

const organization = (id: number, name: string, extra: Partial<Organization> = {}): Organization => ({
  id,
  name,
  description: `${name} head office`,
  deleted: false,
  deviceCount: 12,
  onlineCount: 9,
  createdAt: '2025-01-01T00:00:00.000Z',
  ...extra,
});
const acme = organization(10, 'Acme');
const globex = organization(11, 'Globex', { deviceCount: 3, onlineCount: 0 });
const warehouse: Location = {
  id: 100,
  organizationId: 10,
  organizationName: 'Acme',
  name: 'Warehouse',
  address: '1 Dock Road',
  description: 'Loading bay',
  deleted: false,
  deviceCount: 4,
};
const acmeDetail: OrganizationDetail = { ...acme, locations: [warehouse] };

function serve(overrides: Record<string, unknown> = {}) {
  return mockApi({
    'GET /query/organizations': (request: { query: URLSearchParams }) => {
      const name = request.query.get('name')?.toLowerCase() ?? '';
      const results = [acme, globex].filter((o) => o.name.toLowerCase().includes(name));
      return { results, totalElements: results.length, totalPages: 1 };
    },
    'GET /organizations/:id': acmeDetail,
    ...overrides,
  });
}

describe('CustomersListPage', () => {
  it('lists organisations with device counts, each linking to its dashboard', async () => {
    const api = serve();
    renderPage(<CustomersListPage />);
    const link = await screen.findByRole('link', { name: 'Globex' });
    expect(link).toHaveAttribute('href', '/customerDashboard/11/overview');
    const row = link.closest('tr')!;
    expect(within(row).getByText('Globex head office')).toBeInTheDocument();
    expect(within(row).getByText('3')).toBeInTheDocument();
    expect(within(row).getByText('0')).toBeInTheDocument();
    expect(api.sent('GET /query/organizations')[0]?.query.get('size')).toBe('50');
    expect(api.sent('GET /query/organizations')[0]?.query.get('page')).toBe('0');
  });

  it('searches by name', async () => {
    const api = serve();
    const { user } = renderPage(<CustomersListPage />);
    await screen.findByRole('link', { name: 'Acme' });
    await user.type(screen.getByRole('searchbox', { name: 'Search organizations by name' }), 'glo');
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Acme' })).not.toBeInTheDocument());
    expect(api.sent('GET /query/organizations').at(-1)?.query.get('name')).toBe('glo');
  });

  it('validates the organisation form and shows server field errors', async () => {
    const api = serve({
      'POST /organizations': fieldErrors(400, 'Invalid request: name', { name: 'Too long' }),
    });
    const { user } = renderPage(<CustomersListPage />);
    await user.click(await screen.findByRole('button', { name: 'Add organization' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add organization' });
    await user.type(within(dialog).getByLabelText('Name'), '   ');
    await user.click(within(dialog).getByRole('button', { name: 'Add organization' }));
    await waitFor(() =>
      expect(within(dialog).getByLabelText('Name')).toHaveAccessibleDescription('Required'),
    );
    expect(api.sent('POST /organizations')).toHaveLength(0);

    await user.type(within(dialog).getByLabelText('Name'), 'Initech');
    await user.click(within(dialog).getByRole('button', { name: 'Add organization' }));
    await waitFor(() =>
      expect(within(dialog).getByLabelText('Name')).toHaveAccessibleDescription('Too long'),
    );
    expect(screen.getByText('The organization could not be saved')).toBeInTheDocument();
  });

  it('creates an organisation and shows its locations', async () => {
    const initech: OrganizationDetail = { ...organization(12, 'Initech'), locations: [] };
    const api = serve({ 'POST /organizations': initech, 'GET /organizations/:id': initech });
    const { user } = renderPage(<CustomersListPage />);
    await user.click(await screen.findByRole('button', { name: 'Add organization' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add organization' });
    await user.type(within(dialog).getByLabelText('Name'), 'Initech');
    await user.type(within(dialog).getByLabelText('Description'), 'Software');
    await user.click(within(dialog).getByRole('button', { name: 'Add organization' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.sent('POST /organizations')[0]?.body).toEqual({ name: 'Initech', description: 'Software' });
    expect(screen.getByText('Initech was added')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Locations of Initech' })).toBeInTheDocument();
    expect(screen.getByText('This organization has no locations yet.')).toBeInTheDocument();
    await waitFor(() => expect(api.sent('GET /query/organizations').length).toBeGreaterThan(1));
  });

  it('edits an organisation', async () => {
    const api = serve({ 'PUT /organizations/:id': { ...acmeDetail, name: 'Acme Corp' } });
    const { user } = renderPage(<CustomersListPage />);
    await user.click(await screen.findByRole('button', { name: 'Edit Acme' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Acme' });
    expect(within(dialog).getByLabelText('Description')).toHaveValue('Acme head office');
    await user.clear(within(dialog).getByLabelText('Name'));
    await user.type(within(dialog).getByLabelText('Name'), 'Acme Corp');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.sent('PUT /organizations/:id')).toHaveLength(1));
    expect(api.sent('PUT /organizations/:id')[0]).toMatchObject({
      params: { id: '10' },
      body: { name: 'Acme Corp', description: 'Acme head office' },
    });
  });

  it("lists the chosen organisation's locations and adds and edits one", async () => {
    const api = serve({
      'POST /organizations/:id/locations': { ...warehouse, id: 101, name: 'Shop' },
      'PUT /organizations/:id/locations/:locationId': fieldErrors(400, 'Invalid request: address', {
        address: 'Too long',
      }),
    });
    const { user } = renderPage(<CustomersListPage />);
    await user.click(await screen.findByRole('button', { name: 'Show the locations of Acme' }));
    const panel = await screen.findByRole('region', { name: 'Locations of Acme' });
    const row = (await within(panel).findByText('Warehouse')).closest('tr')!;
    expect(within(row).getByText('1 Dock Road')).toBeInTheDocument();
    expect(within(row).getByText('Loading bay')).toBeInTheDocument();

    await user.click(within(panel).getByRole('button', { name: 'Add location' }));
    let dialog = await screen.findByRole('dialog', { name: 'Add a location to Acme' });
    await user.type(within(dialog).getByLabelText('Name'), 'Shop');
    await user.type(within(dialog).getByLabelText('Address'), '2 High Street');
    await user.click(within(dialog).getByRole('button', { name: 'Add location' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.sent('POST /organizations/:id/locations')[0]).toMatchObject({
      params: { id: '10' },
      body: { name: 'Shop', address: '2 High Street', description: '' },
    });
    expect(screen.getByText('Location Shop was added')).toBeInTheDocument();

    await user.click(within(panel).getByRole('button', { name: 'Edit location Warehouse' }));
    dialog = await screen.findByRole('dialog', { name: 'Edit location Warehouse' });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(within(dialog).getByLabelText('Address')).toHaveAccessibleDescription(/Too long$/),
    );
    expect(api.sent('PUT /organizations/:id/locations/:locationId')[0]?.params).toEqual({
      id: '10',
      locationId: '100',
    });
  });

  it('offers no changes without the manage permission', async () => {
    serve();
    const { user } = renderPage(<CustomersListPage />, { permissions: ['canManageDevices'] });
    await screen.findByRole('link', { name: 'Acme' });
    expect(screen.queryByRole('button', { name: 'Add organization' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit Acme' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Show the locations of Acme' }));
    expect(await screen.findByText('Warehouse')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add location' })).not.toBeInTheDocument();
  });

  it('opens with the organisation named in the address', async () => {
    serve();
    renderPage(<CustomersListPage />, { path: '/administration/customers/list?organization=10' });
    expect(await screen.findByRole('region', { name: 'Locations of Acme' })).toBeInTheDocument();
  });
});
