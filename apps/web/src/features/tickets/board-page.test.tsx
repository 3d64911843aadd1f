// A board: the board rule's columns (system ones and `attribute:{id}` with the attribute's value) and
// its sort, over GET /ticketing/tickets?boardId=.
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '../../testing/mock-api.ts';
import { renderTicketing } from './testing/render-ticketing.tsx';
import { paged, ticketFixture } from './testing/ticket-fixtures.ts';

afterEach(() => vi.unstubAllGlobals());

const board = {
  id: 8,
  name: 'Escalations board',
  automationType: 'BOARD',
  description: '',
  enabled: true,
  position: 1,
  conditions: { all: [], any: [] },
  actions: [],
  conditionReset: null,
  retrigger: null,
  ticketCreate: null,
  board: { columns: ['id', 'priority', 'attribute:4'], sortBy: { field: 'priority', direction: 'DESC' } },
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
};
const contract = {
  id: 4,
  name: 'Contract',
  description: '',
  attributeType: 'DROPDOWN',
  content: { values: [{ id: 'gold', name: 'Gold' }] },
  active: true,
};

describe('BoardPage', () => {
  it("shows the board's columns, attribute values included, sorted as the board says", async () => {
    const api = mockApi({
      'GET /api/ticketing/automations/8': { body: board },
      'GET /api/ticketing/automations': { body: paged([board]) },
      'GET /api/ticketing/attributes': { body: [contract] },
      'GET /api/ticketing/tickets': {
        body: paged([{ ...ticketFixture(41), attributes: [{ attributeId: 4, value: 'gold' }] }]),
      },
    });
    renderTicketing('/ticketing/board/8');
    expect(await screen.findByRole('heading', { name: 'Escalations board' })).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getAllByRole('columnheader').map((h) => h.textContent?.replace(/[▲▼↕]/g, ''))).toEqual([
        'ID',
        'Priority',
        'Contract',
      ]),
    );
    expect(await screen.findByText('Gold')).toBeInTheDocument();
    const query = api.callsTo('GET', '/api/ticketing/tickets')[0]!.query;
    expect(Object.fromEntries(query)).toMatchObject({
      boardId: '8',
      sortBy: 'priority',
      sortDirection: 'DESC',
    });
    expect(screen.queryByRole('button', { name: 'Table settings' })).not.toBeInTheDocument();
  });
});
