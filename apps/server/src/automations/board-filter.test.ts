// Boards in the ticket list: a board's conditions choose the tickets and its sort orders them unless
// the caller sorts; an id that is not a board is a 404.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { createTicket, saveRule } from './testing/rule-client.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

const summaries = async (query: string) =>
  (await t.admin.get(`/api/ticketing/tickets?${query}`))
    .json()
    .results.map((r: { summary: string }) => r.summary);

describe('boards', () => {
  it('filters with the board conditions and sorts by its column unless the caller sorts', async () => {
    await createTicket(t, { summary: 'Board b urgent', priority: 'URGENT' });
    await createTicket(t, { summary: 'Board a high', priority: 'HIGH' });
    await createTicket(t, { summary: 'Board c low', priority: 'LOW' });
    await createTicket(t, { summary: 'Elsewhere high', priority: 'HIGH' });
    const boardId = await saveRule(t, {
      name: 'Hot board',
      automationType: 'BOARD',
      conditions: {
        all: [{ field: 'summary', operator: 'contains', value: 'board' }],
        any: [
          { field: 'priority', operator: 'equals', value: 'HIGH' },
          { field: 'priority', operator: 'equals', value: 'URGENT' },
        ],
      },
      board: { columns: ['id', 'summary', 'priority'], sortBy: { field: 'summary', direction: 'ASC' } },
    });
    expect(await summaries(`boardId=${boardId}`)).toEqual(['Board a high', 'Board b urgent']);
    expect(await summaries(`boardId=${boardId}&sortBy=id&sortDirection=DESC`)).toEqual([
      'Board a high',
      'Board b urgent',
    ]);
    expect(await summaries(`boardId=${boardId}&sortBy=summary&sortDirection=DESC`)).toEqual([
      'Board b urgent',
      'Board a high',
    ]);
  });

  it('answers 404 for an id that is not a board', async () => {
    const templateId = await saveRule(t, {
      name: 'Template',
      automationType: 'RESPONSE_TEMPLATE',
      actions: [{ type: 'ADD_TICKET_COMMENT', body: 'Hi' }],
    });
    expect((await t.admin.get(`/api/ticketing/tickets?boardId=${templateId}`)).statusCode).toBe(404);
    expect((await t.admin.get('/api/ticketing/tickets?boardId=999999')).statusCode).toBe(404);
  });
});
