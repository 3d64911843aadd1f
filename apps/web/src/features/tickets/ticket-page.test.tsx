// The ticket page: fields save one at a time (PUT carries only the changed field), the status chip,
// comments with their visibility, and the rule firings and Explain sections.
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '../../testing/mock-api.ts';
import { renderTicketing } from './testing/render-ticketing.tsx';
import { paged, statuses, ticketFixture } from './testing/ticket-fixtures.ts';

afterEach(() => vi.unstubAllGlobals());

const firing = {
  id: 3,
  ruleId: 9,
  ruleName: 'Notify on urgent',
  ticketId: 40,
  event: 'UPDATE',
  depth: 0,
  firedAt: '2026-02-02T10:00:00.000Z',
  status: 'SUCCEEDED',
  actions: [{ type: 'SEND_EMAIL', status: 'QUEUED', detail: 'to rita@acme.test' }],
};

function serve() {
  const ticket = ticketFixture(40);
  return mockApi({
    'GET /api/ticketing/tickets/40': { body: ticket },
    'PUT /api/ticketing/tickets/40': (call) => ({ body: { ...ticket, ...(call.body as object) } }),
    'GET /api/ticketing/statuses': { body: statuses },
    'GET /api/ticketing/forms': { body: [] },
    'GET /api/ticketing/attributes': { body: [] },
    'GET /api/ticketing/tags': { body: { tags: [] } },
    'GET /api/ticketing/tickets/40/comments': {
      body: [
        {
          id: 1,
          ticketId: 40,
          isPublic: false,
          body: 'Checked the cable',
          htmlBody: null,
          author: { kind: 'TECHNICIAN', uid: 'u-1', name: 'Ada Admin' },
          techniciansTagged: [],
          attachments: [],
          ruleId: null,
          createdAt: '2026-02-02T09:30:00.000Z',
        },
      ],
    },
    'GET /api/ticketing/tickets/40/history': { body: paged([]) },
    'GET /api/ticketing/tickets/40/time-entries': { body: [] },
    'GET /api/ticketing/ticket/40/firings': { body: paged([firing]) },
    'GET /api/ticketing/automations': { body: paged([]) },
  });
}

describe('TicketPage', () => {
  it('shows the ticket and saves only the changed field', async () => {
    const api = serve();
    const { user } = renderTicketing('/ticketing/ticket/40');
    expect(await screen.findByLabelText('Subject')).toHaveValue('Ticket 40');
    expect(screen.getByTestId('status-colour')).toHaveStyle({ background: '#27ae60' });
    await user.selectOptions(screen.getByLabelText('Priority'), 'Urgent');
    await waitFor(() => expect(api.callsTo('PUT', '/api/ticketing/tickets/40')).toHaveLength(1));
    expect(api.callsTo('PUT', '/api/ticketing/tickets/40')[0]?.body).toEqual({ priority: 'URGENT' });

    await user.clear(screen.getByLabelText('Subject'));
    await user.type(screen.getByLabelText('Subject'), 'Printer on fire');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.callsTo('PUT', '/api/ticketing/tickets/40')).toHaveLength(2));
    expect(api.callsTo('PUT', '/api/ticketing/tickets/40')[1]?.body).toEqual({ summary: 'Printer on fire' });
  });

  it('shows private comments as such and the rule firings with their deliveries', async () => {
    serve();
    renderTicketing('/ticketing/ticket/40');
    expect(await screen.findByText('Checked the cable')).toBeInTheDocument();
    expect(screen.getByText(/Private/)).toBeInTheDocument();
    const firings = screen.getByRole('region', { name: 'Rule firings' });
    expect(await within(firings).findByText('Notify on urgent')).toBeInTheDocument();
    expect(within(firings).getByText(/SEND_EMAIL: QUEUED/)).toBeInTheDocument();
  });
});
