// Technician roles page: the list, and the role form's permissions and organisation scope.
import '../../components/test-support/dom-polyfills.ts';
import { screen, waitFor, within } from '@testing-library/react';
import { type Organization, permissions, type TechnicianRole } from '@warden/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fieldErrors, mockApi, reply } from '../technicians/testing/mock-api.ts';
import { renderPage } from '../technicians/testing/render-page.tsx';
import { TechnicianRolesPage } from './technician-roles-page.tsx';

afterEach(() => vi.unstubAllGlobals());

const administrator: TechnicianRole = {
  id: 1,
  roleType: 'technician',
  name: 'Administrator',
  description: 'Full access to every organization and setting',
  system: true,
  permissions: [...permissions],
  allOrganizations: true,
  organizationIds: [],
  technicianCount: 1,
};
const helpdesk: TechnicianRole = {
  id: 2,
  roleType: 'technician',
  name: 'Helpdesk',
  description: 'First-line support',
  system: false,
  permissions: ['canManageTicketing', 'canManageDevices'],
  allOrganizations: false,
  organizationIds: [10, 11],
  technicianCount: 4,
};

const organization = (id: number, name: string): Organization => ({
  id,
  name,
  description: '',
  deleted: false,
  deviceCount: 0,
  onlineCount: 0,
  createdAt: '2025-01-01T00:00:00.000Z',
});
const organizations = [organization(10, 'Acme'), organization(11, 'Globex'), organization(12, 'Initech')];

function serve(overrides: Record<string, unknown> = {}) {
  return mockApi({
    'GET /technician-roles': [administrator, helpdesk],
    'GET /query/organizations': (request: { query: URLSearchParams }) => {
      const name = request.query.get('name')?.toLowerCase() ?? '';
      const results = organizations.filter((o) => o.name.toLowerCase().includes(name));
      return { results, totalElements: results.length, totalPages: 1 };
    },
    ...overrides,
  });
}

describe('TechnicianRolesPage', () => {
  it('lists roles with permissions, organisations and technician counts', async () => {
    serve();
    renderPage(<TechnicianRolesPage />);
    const adminRow = (await screen.findByText('Administrator')).closest('tr')!;
    expect(within(adminRow).getByText(`${permissions.length} of ${permissions.length}`)).toBeInTheDocument();
    expect(within(adminRow).getByText('All organizations')).toBeInTheDocument();
    const helpdeskRow = screen.getByText('Helpdesk').closest('tr')!;
    expect(within(helpdeskRow).getByText('First-line support')).toBeInTheDocument();
    expect(within(helpdeskRow).getByText(`2 of ${permissions.length}`)).toBeInTheDocument();
    expect(within(helpdeskRow).getByText('2 organizations')).toBeInTheDocument();
    expect(within(helpdeskRow).getByText('4')).toBeInTheDocument();
  });

  it('requires at least one organisation unless the role sees all of them', async () => {
    const api = serve();
    const { user } = renderPage(<TechnicianRolesPage />);
    await user.click(await screen.findByRole('button', { name: 'Add role' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add technician role' });
    await user.type(within(dialog).getByLabelText('Name'), 'Backup operators');
    await user.click(within(dialog).getByLabelText('Only these organizations'));
    await user.click(within(dialog).getByRole('button', { name: 'Add role' }));
    expect(await within(dialog).findByText('Choose at least one organization')).toBeInTheDocument();
    expect(api.sent('POST /technician-roles')).toHaveLength(0);
  });

  it('creates a role with chosen permissions and organisations found by name', async () => {
    const api = serve({
      'POST /technician-roles': (request: { body: object }) => ({
        ...helpdesk,
        id: 3,
        technicianCount: 0,
        ...request.body,
      }),
    });
    const { user } = renderPage(<TechnicianRolesPage />);
    await user.click(await screen.findByRole('button', { name: 'Add role' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add technician role' });
    await user.type(within(dialog).getByLabelText('Name'), 'Backup operators');
    await user.type(within(dialog).getByLabelText('Description'), 'Restores files');
    await user.click(within(dialog).getByLabelText('View and restore backup data'));
    await user.click(within(dialog).getByLabelText('Manage backup plans'));
    await user.click(within(dialog).getByLabelText('Only these organizations'));
    await user.type(within(dialog).getByRole('searchbox', { name: 'Search organizations' }), 'glob');
    await waitFor(() => expect(api.sent('GET /query/organizations').at(-1)?.query.get('name')).toBe('glob'));
    expect(api.sent('GET /query/organizations').at(-1)?.query.get('size')).toBe('50');
    await user.click(await within(dialog).findByRole('checkbox', { name: 'Globex' }));
    expect(within(dialog).getByRole('button', { name: 'Remove Globex' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Add role' }));
    await waitFor(() => expect(api.sent('POST /technician-roles')).toHaveLength(1));
    expect(api.sent('POST /technician-roles')[0]?.body).toEqual({
      roleType: 'technician',
      name: 'Backup operators',
      description: 'Restores files',
      permissions: ['canViewAndRestoreBackupData', 'canManageBackup'],
      allOrganizations: false,
      organizationIds: [11],
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByText('Role Backup operators was added')).toBeInTheDocument();
  });

  it("shows a saved role's organisations and the server's field errors", async () => {
    const api = serve({
      'PUT /technician-roles/:id': fieldErrors(409, 'A role with this name already exists', {
        name: 'Already in use',
      }),
    });
    const { user } = renderPage(<TechnicianRolesPage />);
    await user.click(await screen.findByRole('button', { name: 'Edit role Helpdesk' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit role Helpdesk' });
    expect(within(dialog).getByLabelText('Manage ticketing')).toBeChecked();
    expect(within(dialog).getByLabelText('Delete backup data')).not.toBeChecked();
    expect(await within(dialog).findByRole('button', { name: 'Remove Acme' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Remove Globex' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Remove Acme' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(within(dialog).getByLabelText('Name')).toHaveAccessibleDescription('Already in use'),
    );
    expect(api.sent('PUT /technician-roles/:id')[0]?.body).toMatchObject({ organizationIds: [11] });
    expect(screen.getByText('The role could not be saved')).toBeInTheDocument();
  });

  it('names permissions by their labels when the server refuses a save', async () => {
    serve({
      'PUT /technician-roles/:id': reply(403, {
        error: {
          code: 'FORBIDDEN',
          message: 'This role grants permissions you do not hold (canManageSettings, canDeleteBackupData)',
        },
      }),
    });
    const { user } = renderPage(<TechnicianRolesPage />);
    await user.click(await screen.findByRole('button', { name: 'Edit role Helpdesk' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit role Helpdesk' });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent(
      'This role grants permissions you do not hold (“Manage division settings”, “Delete backup data”)',
    );
    expect(document.body).not.toHaveTextContent(/canManageSettings|canDeleteBackupData/);
  });

  it('names chosen organisations that the first picker page does not list', async () => {
    const api = serve({
      'GET /technician-roles': [{ ...helpdesk, organizationIds: [10, 99] }],
      'GET /organizations/:id': (request: { params: { id: string } }) => ({
        ...organization(Number(request.params.id), 'Umbrella'),
        locations: [],
      }),
    });
    const { user } = renderPage(<TechnicianRolesPage />);
    await user.click(await screen.findByRole('button', { name: 'Edit role Helpdesk' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit role Helpdesk' });
    expect(await within(dialog).findByRole('button', { name: 'Remove Umbrella' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Remove Acme' })).toBeInTheDocument();
    expect(api.sent('GET /organizations/:id').map((r) => r.params.id)).toEqual(['99']);
  });

  it('shows the Administrator role read-only for permissions and scope', async () => {
    serve();
    const { user } = renderPage(<TechnicianRolesPage />);
    await user.click(await screen.findByRole('button', { name: 'Edit role Administrator' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit role Administrator' });
    for (const checkbox of within(dialog).getAllByRole('checkbox')) {
      expect(checkbox).toBeChecked();
      expect(checkbox).toBeDisabled();
    }
    expect(within(dialog).getByLabelText('All organizations')).toBeDisabled();
    expect(within(dialog).getByLabelText('Name')).toBeEnabled();
  });
});
