// The ticket list: 50 a page on the server table, sorting on column choices, the tabs and filters,
// and the table settings dialog's limits (at most MAX_TICKET_COLUMNS, at least one) kept per browser.
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '../../testing/mock-api.ts';
import { MAX_TICKET_COLUMNS } from './hooks/use-ticket-column-settings.ts';
import { renderTicketing } from './testing/render-ticketing.tsx';
import { paged, statuses, ticketFixture } from './testing/ticket-fixtures.ts';

beforeEach(() => localStorage.clear());
afterEach(() => vi.unstubAllGlobals());

function serve() {
  return mockApi({
    'GET /api/ticketing/tickets': { body: paged([ticketFixture(41), ticketFixture(40)], 120) },
    'GET /api/ticketing/statuses': { body: statuses },
    'GET /api/ticketing/attributes': { body: [] },
    'GET /api/ticketing/automations': { body: paged([{ id: 8, name: 'Escalations board' }]) },
  });
}
const listCalls = (api: ReturnType<typeof serve>) => api.callsTo('GET', '/api/ticketing/tickets');

describe('TicketListPage', () => {
  it('loads open tickets 50 a page, newest first, and opens a ticket on row click', async () => {
    const api = serve();
    const { user } = renderTicketing();
    const row = (await screen.findByText('Ticket 41')).closest('tr')!;
    const query = listCalls(api)[0]!.query;
    expect(Object.fromEntries(query)).toMatchObject({
      size: '50',
      page: '0',
      open: 'true',
      sortBy: 'id',
      sortDirection: 'DESC',
    });
    expect(within(row).getByText('Open')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Escalations board' })).toHaveAttribute(
      'href',
      '/ticketing/board/8',
    );
    await user.click(row);
    expect(screen.getByTestId('location')).toHaveTextContent('/ticketing/ticket/41');
  });

  it('sorts on a column choice, ascending then descending', async () => {
    const api = serve();
    const { user } = renderTicketing();
    await screen.findByText('Ticket 41');
    await user.click(screen.getByRole('button', { name: /^Subject/ }));
    await waitFor(() => expect(listCalls(api).at(-1)?.query.get('sortBy')).toBe('summary'));
    expect(listCalls(api).at(-1)?.query.get('sortDirection')).toBe('ASC');
    await user.click(screen.getByRole('button', { name: /^Subject/ }));
    await waitFor(() => expect(listCalls(api).at(-1)?.query.get('sortDirection')).toBe('DESC'));
    expect(screen.getByRole('columnheader', { name: /Subject/ })).toHaveAttribute('aria-sort', 'descending');
  });

  it('filters by tab, assignee and type', async () => {
    const api = serve();
    const { user } = renderTicketing();
    await screen.findByText('Ticket 41');
    await user.selectOptions(screen.getByLabelText('Assignee'), 'Assigned to me');
    await user.selectOptions(screen.getByLabelText('Type'), 'Incident');
    await waitFor(() => expect(listCalls(api).at(-1)?.query.get('type')).toBe('INCIDENT'));
    expect(listCalls(api).at(-1)?.query.get('assignee')).toBe('me');
    await user.click(screen.getByRole('link', { name: 'New tickets' }));
    await waitFor(() => expect(listCalls(api).at(-1)?.query.get('statusIds')).toBe('1'));
    expect(listCalls(api).at(-1)?.query.get('open')).toBeNull();
  });

  it('caps the table settings at the maximum, needs one column, and keeps the choice', async () => {
    serve();
    const { user, unmount } = renderTicketing();
    await screen.findByText('Ticket 41');
    await user.click(screen.getByRole('button', { name: 'Table settings' }));
    const dialog = await screen.findByRole('dialog', { name: 'Table settings' });
    const boxes = () => within(dialog).getAllByRole('checkbox');
    for (const box of boxes().filter((b) => b.getAttribute('aria-checked') === 'false')) {
      if (boxes().filter((b) => b.getAttribute('aria-checked') === 'true').length === MAX_TICKET_COLUMNS)
        break;
      await user.click(box);
    }
    expect(within(dialog).getByText('This table has reached maximum amount of columns.')).toBeInTheDocument();
    const unchecked = boxes().filter((b) => b.getAttribute('aria-checked') === 'false');
    expect(unchecked.length).toBeGreaterThan(0);
    for (const box of unchecked) expect(box).toBeDisabled();

    for (const box of boxes().filter((b) => b.getAttribute('aria-checked') === 'true')) await user.click(box);
    expect(within(dialog).getByRole('button', { name: 'Save' })).toBeDisabled();
    await user.click(within(dialog).getByRole('checkbox', { name: 'Device' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual([
      expect.stringMatching(/^Device/),
    ]);
    unmount();

    renderTicketing();
    await screen.findAllByRole('row');
    await waitFor(() => expect(screen.getAllByRole('columnheader')).toHaveLength(1));
  }, 20_000);
});
