// Which event rules hold for a change: ticket conditions from SQL, what the change says from the
// change, the actor as the current user, and rules past the first slice of one query.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import type { TicketChange } from '../../tickets/ticket-events.ts';
import { insertRule } from '../rule-queries.ts';
import { insertTicketRow } from '../testing/ticket-rows.ts';
import { matchingEventRules } from './match.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

const base = {
  description: '',
  enabled: true,
  automationType: 'EVENT_BASED',
  actions: [],
  conditionReset: null,
  retrigger: null,
  ticketCreate: null,
  board: null,
} as const;

function change(ticketId: number, over: Partial<TicketChange> = {}): TicketChange {
  return {
    ticketId,
    event: 'UPDATE',
    diff: { priority: { old: 'LOW', new: 'HIGH' } },
    actor: { kind: 'TECHNICIAN', uid: 'me-uid', name: 'Me' },
    depth: 0,
    firedRules: new Set(),
    ...over,
  };
}

describe('matchingEventRules', () => {
  it('joins ticket conditions, change conditions and the current user, in run order', async () => {
    const db = t.app.db;
    const ticketId = await insertTicketRow(db, { priority: 'HIGH', requester_uid: 'me-uid' });
    const add = (name: string, all: object[], any: object[] = []) =>
      insertRule(db, { ...base, name, conditions: { all, any } } as never, null);
    const high = await add('High', [{ field: 'priority', operator: 'equals', value: 'HIGH' }]);
    await add('Low', [{ field: 'priority', operator: 'equals', value: 'LOW' }]);
    const changed = await add('Priority changed', [{ field: 'priority', operator: 'changed', value: null }]);
    await add('Created', [{ field: 'action', operator: 'equals', value: 'INSERT' }]);
    const mine = await add('Mine', [{ field: 'requester', operator: 'equals', value: 'CURRENT_USER' }]);
    const either = await add(
      'Either',
      [],
      [
        { field: 'type', operator: 'equals', value: 'TASK' },
        { field: 'action', operator: 'equals', value: 'UPDATE' },
      ],
    );
    await add(
      'Neither',
      [],
      [
        { field: 'type', operator: 'equals', value: 'TASK' },
        { field: 'action', operator: 'equals', value: 'INSERT' },
      ],
    );
    const ids = (await matchingEventRules(db, change(ticketId))).map((r) => r.id);
    expect(ids).toEqual([high, changed, mine, either]);

    const other = change(ticketId, { actor: { kind: 'TECHNICIAN', uid: 'someone-else', name: 'X' } });
    expect((await matchingEventRules(db, other)).map((r) => r.id)).toEqual([high, changed, either]);
  });

  it('answers for rules beyond one query slice', async () => {
    const db = t.app.db;
    const ticketId = await insertTicketRow(db, { summary: 'Slice test', priority: 'URGENT' });
    const wanted: number[] = [];
    for (let i = 0; i < 450; i++) {
      const value = i % 150 === 149 ? 'URGENT' : 'NONE_OF_THESE';
      const id = await insertRule(
        db,
        {
          ...base,
          name: `Bulk ${i}`,
          conditions: { all: [{ field: 'priority', operator: 'equals', value }], any: [] },
        } as never,
        null,
      );
      if (value === 'URGENT') wanted.push(id);
    }
    const ids = (await matchingEventRules(db, change(ticketId, { diff: {} }))).map((r) => r.id);
    expect(ids.filter((id) => wanted.includes(id))).toEqual(wanted);
    expect(ids.length).toBe(wanted.length + 1); // and 'Either' from the first test
  });
});
