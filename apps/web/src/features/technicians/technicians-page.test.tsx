// Technicians page: listing, searching, paging, the create and edit forms with client and server
// validation, and disabling.
import { screen, waitFor, within } from '@testing-library/react';
import type { Technician, TechnicianRole } from '@warden/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SIGNED_IN_USER_ID } from '../../testing/session-fixture.ts';
import { TechniciansPage } from './technicians-page.tsx';
import { fieldErrors, mockApi } from './testing/mock-api.ts';
import { renderPage } from './testing/render-page.tsx';

afterEach(() => vi.unstubAllGlobals());

const technician = (id: number, firstName: string, lastName: string, extra: Partial<Technician> = {}) => ({
  id,
  uid: `uid-${id}`,
  email: `${firstName.toLowerCase()}@example.com`,
  firstName,
  lastName,
  displayName: `${firstName} ${lastName}`,
  phone: null,
  status: 'ACTIVE' as const,
  roleId: 2,
  roleName: 'Helpdesk',
  lastLoginAt: '2025-03-04T10:15:00.000Z',
  createdAt: '2025-01-01T00:00:00.000Z',
  ...extra,
});

const ada = technician(SIGNED_IN_USER_ID, 'Ada', 'Admin', { roleId: 1, roleName: 'Administrator' });
const bob = technician(2, 'Bob', 'Builder', { lastLoginAt: null, phone: '+1 555 0100' });
const roles: TechnicianRole[] = [
  {
    id: 1,
    roleType: 'technician',
    name: 'Administrator',
    description: '',
    system: true,
    permissions: [],
    allOrganizations: true,
    organizationIds: [],
    technicianCount: 1,
  },
  {
    id: 2,
    roleType: 'technician',
    name: 'Helpdesk',
    description: '',
    system: false,
    permissions: [],
    allOrganizations: true,
    organizationIds: [],
    technicianCount: 1,
  },
];

function serve(overrides: Record<string, unknown> = {}) {
  return mockApi({
    'GET /technicians': { results: [ada, bob], totalElements: 60, totalPages: 3 },
    'GET /technician-roles': roles,
    ...overrides,
  });
}

describe('TechniciansPage', () => {
  it('lists technicians with e-mail, role, status and last sign-in', async () => {
    serve();
    renderPage(<TechniciansPage />);
    const bobRow = (await screen.findByText('Bob Builder')).closest('tr')!;
    expect(within(bobRow).getByText('bob@example.com')).toBeInTheDocument();
    expect(within(bobRow).getByText('Helpdesk')).toBeInTheDocument();
    expect(within(bobRow).getByText('Active')).toBeInTheDocument();
    expect(within(bobRow).getByText('Never')).toBeInTheDocument();
    const adaRow = screen.getByText('Ada Admin').closest('tr')!;
    expect(within(adaRow).getByText('(you)')).toBeInTheDocument();
    expect(within(adaRow).getByText(/2025/)).toBeInTheDocument();
    expect(screen.getByText('Page 1 of 3')).toBeInTheDocument();
  });

  it('searches from the first page and pages through the results', async () => {
    const api = serve();
    const { user } = renderPage(<TechniciansPage />);
    await screen.findByText('Bob Builder');
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(api.sent('GET /technicians').at(-1)?.query.get('page')).toBe('1'));
    await user.type(screen.getByRole('searchbox', { name: 'Search technicians' }), 'bob');
    await waitFor(() => expect(api.sent('GET /technicians').at(-1)?.query.get('search')).toBe('bob'));
    expect(api.sent('GET /technicians').at(-1)?.query.get('page')).toBe('0');
  });

  it('shows field errors for invalid input and sends nothing', async () => {
    const api = serve();
    const { user } = renderPage(<TechniciansPage />);
    await user.click(await screen.findByRole('button', { name: 'Add technician' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add technician' });
    await user.type(within(dialog).getByLabelText('E-mail'), 'not-an-address');
    await user.type(within(dialog).getByLabelText('Initial password'), 'short');
    await user.click(within(dialog).getByRole('button', { name: 'Add technician' }));
    expect(await within(dialog).findByText('Invalid email address')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('First name')).toHaveAccessibleDescription('Required');
    expect(within(dialog).getByLabelText('Last name')).toHaveAccessibleDescription('Required');
    expect(within(dialog).getByLabelText('Role')).toHaveAccessibleDescription('Required');
    expect(within(dialog).getByText('Must be at least 10 characters')).toBeInTheDocument();
    expect(api.sent('POST /technicians')).toHaveLength(0);
  });

  async function fillCreateForm(user: ReturnType<typeof renderPage>['user']) {
    await user.click(await screen.findByRole('button', { name: 'Add technician' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add technician' });
    await user.type(within(dialog).getByLabelText('E-mail'), 'Carol@Example.com');
    await user.type(within(dialog).getByLabelText('First name'), 'Carol');
    await user.type(within(dialog).getByLabelText('Last name'), 'Client');
    await user.selectOptions(within(dialog).getByLabelText('Role'), 'Helpdesk');
    await user.type(within(dialog).getByLabelText('Initial password'), 'correct horse battery');
    await user.click(within(dialog).getByRole('button', { name: 'Add technician' }));
    return dialog;
  }

  it("shows the server's field errors beside the fields", async () => {
    serve({
      'POST /technicians': fieldErrors(409, 'A user with this e-mail address already exists', {
        email: 'Already in use',
      }),
    });
    const { user } = renderPage(<TechniciansPage />);
    const dialog = await fillCreateForm(user);
    await waitFor(() =>
      expect(within(dialog).getByLabelText('E-mail')).toHaveAccessibleDescription('Already in use'),
    );
    expect(within(dialog).getByLabelText('E-mail')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('The technician could not be saved')).toBeInTheDocument();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('creates a technician, closes the dialog and reloads the list', async () => {
    const api = serve({
      'POST /technicians': () => technician(3, 'Carol', 'Client'),
    });
    const { user } = renderPage(<TechniciansPage />);
    await fillCreateForm(user);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.sent('POST /technicians')[0]?.body).toEqual({
      email: 'carol@example.com',
      firstName: 'Carol',
      lastName: 'Client',
      phone: null,
      roleId: 2,
      password: 'correct horse battery',
    });
    expect(screen.getByText('Carol Client was added')).toBeInTheDocument();
    await waitFor(() => expect(api.sent('GET /technicians').length).toBeGreaterThan(1));
  });

  it('does not offer disabling oneself', async () => {
    serve();
    const { user } = renderPage(<TechniciansPage />);
    expect(await screen.findByRole('button', { name: 'Disable Ada Admin' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Edit Ada Admin' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Ada Admin' });
    expect(within(dialog).queryByLabelText('Status')).not.toBeInTheDocument();
    expect(within(dialog).getByText('You cannot disable yourself')).toBeInTheDocument();
  });

  it('edits a technician, keeping the password unless a new one is typed', async () => {
    const api = serve({ 'PUT /technicians/:id': (r: { body: object }) => ({ ...bob, ...r.body }) });
    const { user } = renderPage(<TechniciansPage />);
    await user.click(await screen.findByRole('button', { name: 'Edit Bob Builder' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Bob Builder' });
    await user.selectOptions(within(dialog).getByLabelText('Status'), 'Disabled');
    await user.clear(within(dialog).getByLabelText('Phone'));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.sent('PUT /technicians/:id')).toHaveLength(1));
    expect(api.sent('PUT /technicians/:id')[0]).toMatchObject({
      params: { id: '2' },
      body: { firstName: 'Bob', lastName: 'Builder', phone: null, roleId: 2, status: 'DISABLED' },
    });
    expect(api.sent('PUT /technicians/:id')[0]?.body).not.toHaveProperty('password');
  });

  it('disables another technician from the list', async () => {
    const api = serve({ 'PUT /technicians/:id': { ...bob, status: 'DISABLED' } });
    const { user } = renderPage(<TechniciansPage />);
    await user.click(await screen.findByRole('button', { name: 'Disable Bob Builder' }));
    await waitFor(() => expect(screen.getByText('Bob Builder was disabled')).toBeInTheDocument());
    expect(api.sent('PUT /technicians/:id')[0]?.body).toEqual({
      firstName: 'Bob',
      lastName: 'Builder',
      phone: '+1 555 0100',
      roleId: 2,
      status: 'DISABLED',
    });
  });

  it('shows nothing to manage without the permission and calls no API', async () => {
    const api = serve();
    renderPage(<TechniciansPage />, { permissions: ['canManageDevices'] });
    expect(screen.getByText('Your role does not allow managing technicians.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add technician' })).not.toBeInTheDocument();
    expect(api.fetch).not.toHaveBeenCalled();
  });
});
