// The create form: checked with the domain's ticketCreateSchema before anything is sent, pickers over
// the paged query calls, pre-filling from a dashboard, and opening the new ticket once created.
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { errorAnswer, mockApi } from '../../testing/mock-api.ts';
import { renderTicketing } from './testing/render-ticketing.tsx';
import { paged, ticketFixture } from './testing/ticket-fixtures.ts';

afterEach(() => vi.unstubAllGlobals());

const form = { id: 1, name: 'Default', description: '', active: true, isDefault: true, attributes: [] };

function serve(create: Parameters<typeof mockApi>[0][string] = { status: 201, body: ticketFixture(77) }) {
  return mockApi({
    'GET /api/ticketing/forms': { body: [form] },
    'GET /api/query/organizations': { body: paged([{ id: 5, name: 'Acme', deleted: false }]) },
    'GET /api/query/users': { body: paged([]) },
    'POST /api/ticketing/tickets': create,
  });
}

describe('TicketCreatePage', () => {
  it('requires a subject and sends nothing without one', async () => {
    const api = serve();
    const { user } = renderTicketing('/ticketing/create');
    await user.click(await screen.findByRole('button', { name: 'Create ticket' }));
    expect(await screen.findByLabelText('Subject')).toHaveAccessibleDescription('Required');
    await user.type(screen.getByLabelText('Subject'), '   ');
    await user.click(screen.getByRole('button', { name: 'Create ticket' }));
    await waitFor(() => expect(screen.getByLabelText('Subject')).toHaveAccessibleDescription('Required'));
    expect(api.callsTo('POST', '/api/ticketing/tickets')).toHaveLength(0);
  });

  it('creates the ticket with the chosen organisation and opens it', async () => {
    const api = serve();
    const { user } = renderTicketing('/ticketing/create');
    await user.type(await screen.findByLabelText('Subject'), 'Printer jammed');
    const organization = screen.getByRole('group', { name: 'Organization' });
    await user.click(within(organization).getByRole('button', { name: 'Choose Organization' }));
    await user.click(await within(organization).findByRole('button', { name: 'Acme' }));
    expect(api.callsTo('GET', '/api/query/organizations')[0]?.query.get('size')).toBe('50');
    await user.selectOptions(screen.getByLabelText('Priority'), 'High');
    await user.click(screen.getByRole('button', { name: 'Create ticket' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/ticketing/ticket/77'));
    expect(api.callsTo('POST', '/api/ticketing/tickets')[0]?.body).toMatchObject({
      summary: 'Printer jammed',
      organizationId: 5,
      priority: 'HIGH',
      type: 'QUESTION',
      parentTicketId: null,
      ticketFormId: 1,
    });
  });

  it('pre-fills the organisation from the dashboard link', async () => {
    const api = serve();
    const { user } = renderTicketing('/ticketing/create?organizationId=5');
    await user.type(await screen.findByLabelText('Subject'), 'From the dashboard');
    await user.click(screen.getByRole('button', { name: 'Create ticket' }));
    await waitFor(() => expect(api.callsTo('POST', '/api/ticketing/tickets')).toHaveLength(1));
    expect(api.callsTo('POST', '/api/ticketing/tickets')[0]?.body).toMatchObject({ organizationId: 5 });
  });

  it("shows the server's field message beside the field", async () => {
    serve(errorAnswer(400, 'VALIDATION_FAILED', 'Invalid ticket', { summary: 'Too similar to #12' }));
    const { user } = renderTicketing('/ticketing/create');
    await user.type(await screen.findByLabelText('Subject'), 'Duplicate');
    await user.click(screen.getByRole('button', { name: 'Create ticket' }));
    await waitFor(() =>
      expect(screen.getByLabelText('Subject')).toHaveAccessibleDescription('Too similar to #12'),
    );
    expect(screen.getByTestId('location')).toHaveTextContent('/ticketing/create');
  });
});
