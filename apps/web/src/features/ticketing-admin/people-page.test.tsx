// End users and contacts pages: the list by kind, search and organisation filter, the add and edit
// dialog with client and server validation, and deleting with a confirmation.
import { screen, waitFor, within } from '@testing-library/react';
import type { EndUser } from '@warden/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { errorAnswer, mockApi } from '../../testing/mock-api.ts';
import { ContactsPage, EndUsersPage } from './people-page.tsx';
import { fill } from './testing/fill.ts';
import { organizations, paged, person } from './testing/fixtures.ts';
import { renderPage } from './testing/render-page.tsx';

afterEach(() => vi.unstubAllGlobals());

const ann = person(1, 'Ann', 'Archer', { phone: '+12015550123', jobTitle: 'Accountant' });
const ben = person(2, 'Ben', 'Baker', { organizationId: null, organizationName: null });

function serve(routes: Parameters<typeof mockApi>[0] = {}) {
  return mockApi({
    'GET /api/ticketing/end-users': { body: paged([ann, ben]) },
    'GET /api/query/organizations': { body: organizations },
    ...routes,
  });
}

const listQuery = (api: ReturnType<typeof serve>) =>
  api.callsTo('GET', '/api/ticketing/end-users').at(-1)?.query;

describe('EndUsersPage', () => {
  it('lists end users by name with their details', async () => {
    const api = serve();
    renderPage(<EndUsersPage />);
    const row = (await screen.findByText('Ann Archer')).closest('tr')!;
    expect(within(row).getByText('ann@acme.test')).toBeInTheDocument();
    expect(within(row).getByText('Accountant')).toBeInTheDocument();
    expect(within(row).getByText('Acme')).toBeInTheDocument();
    expect(
      within(screen.getByText('Ben Baker').closest('tr')!).getByText('No organization'),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'End users' })).toBeInTheDocument();
    expect(listQuery(api)?.get('kind')).toBe('END_USER');
  });

  it('searches by name and filters by organisation from the first page', async () => {
    const api = serve({ 'GET /api/ticketing/end-users': { body: paged([ann, ben], 120) } });
    const { user } = renderPage(<EndUsersPage />);
    await screen.findByText('Ann Archer');
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(listQuery(api)?.get('page')).toBe('1'));
    await user.type(screen.getByRole('searchbox', { name: 'Search end users' }), 'ann');
    await waitFor(() => expect(listQuery(api)?.get('name')).toBe('ann'));
    expect(listQuery(api)?.get('page')).toBe('0');
    await user.click(screen.getByRole('button', { name: 'Organization: All organizations' }));
    await user.click(await screen.findByRole('button', { name: 'Globex' }));
    await waitFor(() => expect(listQuery(api)?.get('organizationId')).toBe('8'));
    expect(screen.getByRole('button', { name: 'Organization: Globex' })).toBeInTheDocument();
  });

  it('refuses an invalid e-mail and phone number and sends nothing', async () => {
    const api = serve();
    const { user } = renderPage(<EndUsersPage />);
    await user.click(await screen.findByRole('button', { name: 'Add end user' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add end user' });
    await fill(user, within(dialog).getByLabelText('E-mail'), 'not-an-address');
    await fill(user, within(dialog).getByLabelText('Phone'), '12');
    await user.click(within(dialog).getByRole('button', { name: 'Add end user' }));
    expect(await within(dialog).findByText('Invalid phone number')).toBeInTheDocument();
    await user.clear(within(dialog).getByLabelText('Phone'));
    await user.click(within(dialog).getByRole('button', { name: 'Add end user' }));
    expect(await within(dialog).findByText('Invalid email address')).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/ticketing/end-users')).toHaveLength(0);
  });

  async function fillCreateForm(user: ReturnType<typeof renderPage>['user']) {
    await user.click(await screen.findByRole('button', { name: 'Add end user' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add end user' });
    await fill(user, within(dialog).getByLabelText('First name'), 'Cara');
    await fill(user, within(dialog).getByLabelText('Last name'), 'Cole');
    await fill(user, within(dialog).getByLabelText('E-mail'), 'Cara@Acme.test');
    await fill(user, within(dialog).getByLabelText('Phone'), '201 555 0123');
    await fill(user, within(dialog).getByLabelText('Job title'), 'Buyer');
    await user.click(within(dialog).getByRole('button', { name: 'Organization: No organization' }));
    await user.click(await screen.findByRole('button', { name: 'Acme' }));
    await user.click(within(dialog).getByRole('button', { name: 'Add end user' }));
    return dialog;
  }

  it('adds an end user with the values typed and reloads the list', async () => {
    const api = serve({
      'POST /api/ticketing/end-users': { status: 201, body: person(3, 'Cara', 'Cole') },
    });
    const { user } = renderPage(<EndUsersPage />);
    await fillCreateForm(user);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.callsTo('POST', '/api/ticketing/end-users')[0]?.body).toEqual({
      kind: 'END_USER',
      organizationId: 7,
      firstName: 'Cara',
      lastName: 'Cole',
      email: 'cara@acme.test',
      phone: '+12015550123',
      jobTitle: 'Buyer',
    });
    expect(screen.getByText('Cara Cole was added')).toBeInTheDocument();
    await waitFor(() => expect(api.callsTo('GET', '/api/ticketing/end-users').length).toBeGreaterThan(1));
  });

  it("shows the server's field errors beside the fields", async () => {
    serve({
      'POST /api/ticketing/end-users': errorAnswer(400, 'VALIDATION_FAILED', 'The person cannot be saved', {
        email: 'Another person already has this email address',
      }),
    });
    const { user } = renderPage(<EndUsersPage />);
    const dialog = await fillCreateForm(user);
    await waitFor(() =>
      expect(within(dialog).getByLabelText('E-mail')).toHaveAccessibleDescription(
        'Another person already has this email address',
      ),
    );
    expect(screen.getByText('The end user could not be saved')).toBeInTheDocument();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('edits an end user, keeping what was not changed', async () => {
    const api = serve({
      'PUT /api/ticketing/end-users/:id': (call) => ({ body: { ...ann, ...(call.body as object) } }),
    });
    const { user } = renderPage(<EndUsersPage />);
    await user.click(await screen.findByRole('button', { name: 'Edit Ann Archer' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Ann Archer' });
    expect(within(dialog).getByRole('button', { name: 'Organization: Acme' })).toBeInTheDocument();
    await user.clear(within(dialog).getByLabelText('Job title'));
    await fill(user, within(dialog).getByLabelText('Job title'), 'Controller');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.callsTo('PUT', '/api/ticketing/end-users/1')).toHaveLength(1));
    expect(api.callsTo('PUT', '/api/ticketing/end-users/1')[0]?.body).toEqual({
      kind: 'END_USER',
      organizationId: 7,
      firstName: 'Ann',
      lastName: 'Archer',
      email: 'ann@acme.test',
      phone: '+12015550123',
      jobTitle: 'Controller',
    });
  });

  it('deletes an end user after confirmation, and the list no longer shows them', async () => {
    let people: EndUser[] = [ann, ben];
    const api = serve({
      'GET /api/ticketing/end-users': () => ({ body: paged(people) }),
      'DELETE /api/ticketing/end-users/:id': () => {
        people = people.filter((p) => p.id !== 2);
        return { body: { ok: true } };
      },
    });
    const { user } = renderPage(<EndUsersPage />);
    await user.click(await screen.findByRole('button', { name: 'Delete Ben Baker' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete Ben Baker?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByText('Ben Baker')).not.toBeInTheDocument());
    expect(api.callsTo('DELETE', '/api/ticketing/end-users/2')).toHaveLength(1);
    expect(screen.getByText('Ben Baker was deleted')).toBeInTheDocument();
    expect(screen.getByText('Ann Archer')).toBeInTheDocument();
  });

  it('lists without offering changes to those who may not manage the help desk', async () => {
    serve();
    renderPage(<EndUsersPage />, { without: ['canManageTicketing'] });
    await screen.findByText('Ann Archer');
    expect(screen.queryByRole('button', { name: 'Add end user' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit Ann Archer' })).not.toBeInTheDocument();
  });
});

describe('ContactsPage', () => {
  it('lists contacts and adds one as a contact', async () => {
    const api = serve({
      'POST /api/ticketing/end-users': { status: 201, body: person(4, 'Dan', 'Dye', { kind: 'CONTACT' }) },
    });
    const { user } = renderPage(<ContactsPage />);
    await screen.findByText('Ann Archer');
    expect(screen.getByRole('heading', { name: 'Contacts' })).toBeInTheDocument();
    expect(api.callsTo('GET', '/api/ticketing/end-users')[0]?.query.get('kind')).toBe('CONTACT');
    await user.click(screen.getByRole('button', { name: 'Add contact' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add contact' });
    await fill(user, within(dialog).getByLabelText('E-mail'), 'dan@dye.test');
    await user.click(within(dialog).getByRole('button', { name: 'Add contact' }));
    await waitFor(() => expect(api.callsTo('POST', '/api/ticketing/end-users')).toHaveLength(1));
    expect(api.callsTo('POST', '/api/ticketing/end-users')[0]?.body).toMatchObject({
      kind: 'CONTACT',
      email: 'dan@dye.test',
      organizationId: null,
      phone: null,
    });
  });
});
