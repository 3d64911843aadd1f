// A board: the board rule's columns (system ones and `attribute:{id}` with the attribute's value) and
// its sort, over GET /ticketing/tickets?boardId=.
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '../../testing/mock-api.ts';
import { renderTicketing } from './testing/render-ticketing.tsx';
import { contractAttribute, paged, ruleFixture, ticketFixture } from './testing/ticket-fixtures.ts';

afterEach(() => vi.unstubAllGlobals());

const board = ruleFixture(8, 'Escalations board', 'BOARD', {
  position: 1,
  board: {
    columns: ['id', 'priority', 'attribute:4', 'attribute:5'],
    sortBy: { field: 'priority', direction: 'DESC' },
  },
});
const regions = {
  ...contractAttribute,
  id: 5,
  name: 'Regions',
  attributeType: 'MULTI_SELECT',
  content: {
    values: [
      { id: 'eu', name: 'Europe' },
      { id: 'us', name: 'Americas' },
    ],
  },
};

describe('BoardPage', () => {
  it("shows the board's columns, attribute values included, sorted as the board says", async () => {
    const api = mockApi({
      'GET /api/ticketing/automations/8': { body: board },
      'GET /api/ticketing/automations': { body: paged([board]) },
      'GET /api/ticketing/attributes': { body: [contractAttribute, regions] },
      'GET /api/ticketing/tickets': {
        body: paged([
          {
            ...ticketFixture(41),
            attributes: [
              { attributeId: 4, value: 'gold' },
              { attributeId: 5, value: ['us', 'eu'] },
            ],
          },
          ticketFixture(40),
        ]),
      },
    });
    renderTicketing('/ticketing/board/8');
    expect(await screen.findByRole('heading', { name: 'Escalations board' })).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getAllByRole('columnheader').map((h) => h.textContent?.replace(/[▲▼↕]/g, ''))).toEqual([
        'ID',
        'Priority',
        'Contract',
        'Regions',
      ]),
    );
    const cells = () =>
      screen
        .getAllByRole('row')
        .slice(1)
        .map((row) => [...row.querySelectorAll('td')].map((td) => td.textContent));
    await waitFor(() =>
      expect(cells()).toEqual([
        ['41', 'High', 'Gold', 'Americas, Europe'],
        ['40', 'High', '', ''],
      ]),
    );
    const query = api.callsTo('GET', '/api/ticketing/tickets')[0]!.query;
    expect(Object.fromEntries(query)).toMatchObject({
      boardId: '8',
      sortBy: 'priority',
      sortDirection: 'DESC',
    });
    expect(screen.queryByRole('button', { name: 'Table settings' })).not.toBeInTheDocument();
  });
});
