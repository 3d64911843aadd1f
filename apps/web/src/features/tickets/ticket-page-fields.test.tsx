// The ticket page's CC list (technicians, end users and contacts picked by name, deleted ones marked),
// its tag picker (tags created on the server first, the spec's errors shown) and clearing a custom
// dropdown once it is set.
import { screen, waitFor, within } from '@testing-library/react';
import type { Ticket, TicketPatch } from '@warden/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type Answer, errorAnswer, mockApi } from '../../testing/mock-api.ts';
import { renderTicketing } from './testing/render-ticketing.tsx';
import { contractAttribute, paged, statuses, ticketFixture } from './testing/ticket-fixtures.ts';

afterEach(() => vi.unstubAllGlobals());

const person = (uid: string, name: string, kind: string, deleted = false) => ({
  uid,
  id: 1,
  name,
  email: `${uid}@acme.test`,
  kind,
  deleted,
});

function serve(extra: Partial<Ticket> = {}, routes: Record<string, Answer> = {}) {
  const ticket = ticketFixture(40, extra);
  return mockApi({
    'GET /api/ticketing/tickets/40': { body: ticket },
    // The answer keeps the change's list fields; attribute values come back as the API lists them.
    'PUT /api/ticketing/tickets/40': (call) => {
      const { attributes, ...patch } = call.body as TicketPatch;
      return { body: { ...ticket, ...patch, attributes: attributes ? [] : ticket.attributes } };
    },
    'GET /api/ticketing/statuses': { body: statuses },
    'GET /api/ticketing/forms': {
      body: [{ id: 1, name: 'Default', active: true, attributes: [{ attributeId: 4 }] }],
    },
    'GET /api/ticketing/attributes': { body: [contractAttribute] },
    'GET /api/ticketing/tags': { body: { tags: [{ id: 'tagurgent1', name: 'Urgent' }] } },
    'GET /api/ticketing/tickets/40/comments': { body: [] },
    'GET /api/ticketing/tickets/40/history': { body: paged([]) },
    'GET /api/ticketing/tickets/40/time-entries': { body: [] },
    'GET /api/ticketing/ticket/40/firings': { body: paged([]) },
    'GET /api/ticketing/automations': { body: paged([]) },
    ...routes,
  });
}

const puts = (api: ReturnType<typeof mockApi>) => api.callsTo('PUT', '/api/ticketing/tickets/40');

describe('CC', () => {
  it('names the people on the CC list, marks deleted ones, and adds and removes people', async () => {
    const api = serve(
      {
        ccList: { uids: ['eu-9', 'gone'], emails: ['boss@acme.test'] },
        ccPeople: [person('eu-9', 'Carl Contact', 'CONTACT', true)] as Ticket['ccPeople'],
      },
      {
        'GET /api/query/requesters': {
          body: paged([
            person('tech-3', 'Tom Tech', 'TECHNICIAN'),
            person('eu-1', 'Rita Requester', 'END_USER'),
          ]),
        },
      },
    );
    const { user } = renderTicketing('/ticketing/ticket/40');
    const people = await screen.findByRole('list', { name: 'CC technicians and end users' });
    expect(
      within(people)
        .getAllByRole('listitem')
        .map((li) => li.firstChild?.textContent),
    ).toEqual(['Carl Contact (Deleted)', 'gone (Deleted)']);
    expect(screen.getByLabelText('CC e-mail addresses')).toHaveValue('boss@acme.test');

    await user.click(screen.getByRole('button', { name: 'Choose Add to CC' }));
    const options = await screen.findByRole('list', { name: 'Add to CC' });
    await user.click(await within(options).findByRole('button', { name: 'Tom Tech <tech-3@acme.test>' }));
    await waitFor(() => expect(puts(api)).toHaveLength(1));
    expect(puts(api)[0]?.body).toEqual({
      ccList: { uids: ['eu-9', 'gone', 'tech-3'], emails: ['boss@acme.test'] },
    });

    await user.click(screen.getByRole('button', { name: 'Remove gone (Deleted) from CC' }));
    await waitFor(() => expect(puts(api)).toHaveLength(2));
    expect(puts(api)[1]?.body).toEqual({ ccList: { uids: ['eu-9', 'tech-3'], emails: ['boss@acme.test'] } });
  });
});

describe('tags', () => {
  it('creates a new tag on the server, then puts it on the ticket', async () => {
    const api = serve(
      { tags: [{ id: 'tagurgent1', name: 'Urgent' }] },
      {
        'POST /api/ticketing/tags': (call) => ({
          status: 201,
          body: { tag: { id: 'newtag0001', name: (call.body as { tag: { name: string } }).tag.name } },
        }),
      },
    );
    const { user } = renderTicketing('/ticketing/ticket/40');
    await user.type(await screen.findByLabelText('Add a tag'), 'Printer');
    await user.click(screen.getByRole('button', { name: 'Create tag "Printer"' }));
    await waitFor(() => expect(puts(api)).toHaveLength(1));
    expect(api.callsTo('POST', '/api/ticketing/tags')[0]?.body).toEqual({ tag: { name: 'Printer' } });
    expect(puts(api)[0]?.body).toEqual({ tagIds: ['tagurgent1', 'newtag0001'] });
  });

  it("shows and reports 'Error creating tag' and 'Error fetching tags'", async () => {
    const reported = vi.spyOn(console, 'error').mockImplementation(() => {});
    serve(
      {},
      {
        'GET /api/ticketing/tags': errorAnswer(500, 'INTERNAL', 'Down'),
        'POST /api/ticketing/tags': errorAnswer(500, 'INTERNAL', 'Down'),
      },
    );
    const { user } = renderTicketing('/ticketing/ticket/40');
    const tags = (await screen.findByText('Add a tag')).closest('fieldset') as HTMLElement;
    expect(await within(tags).findByText('Error fetching tags')).toBeInTheDocument();
    await user.type(within(tags).getByLabelText('Add a tag'), 'Printer{Enter}');
    expect(await within(tags).findByText('Error creating tag')).toBeInTheDocument();
    const messages = reported.mock.calls.map((call) => call[0]);
    expect(messages).toEqual(expect.arrayContaining(['Error fetching tags', 'Error creating tag']));
    reported.mockRestore();
  });
});

describe('custom attributes', () => {
  it('clears a dropdown once it is set', async () => {
    const api = serve({ attributes: [{ attributeId: 4, value: 'gold' }] });
    const { user } = renderTicketing('/ticketing/ticket/40');
    const select = await screen.findByLabelText('Contract');
    await waitFor(() => expect(select).toHaveValue('gold'));
    await user.selectOptions(select, 'None');
    await waitFor(() => expect(puts(api)).toHaveLength(1));
    expect(puts(api)[0]?.body).toEqual({ attributes: { '4': null } });
  });
});
