// The change pipeline: listeners run inside the change's transaction, see it, and a listener that
// throws rolls the whole change back (the ticket, its history, its comment).
import { afterAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { addComment } from './comment-service.ts';
import type { TicketChange } from './ticket-events.ts';
import { createTicket, ticketDeps, updateTicket } from './ticket-service.ts';

const t: TestApp = await createTestApp();
afterAll(async () => t.close());

const actor = { kind: 'SYSTEM' as const, uid: null, name: 'System' };
let failWith: Error | null = null;
const seen: { change: TicketChange; summaryInTransaction: string | undefined }[] = [];
t.app.ticketEvents.on(async (tdb, change) => {
  const row = await tdb.kysely
    .selectFrom('tickets')
    .select('summary')
    .where('id', '=', change.ticketId)
    .executeTakeFirst();
  seen.push({ change, summaryInTransaction: row?.summary });
  if (failWith) throw failWith;
});

const count = async (table: 'tickets' | 'ticket_history' | 'ticket_comments') =>
  Number(
    (
      await t.app.db.kysely
        .selectFrom(table)
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('ticket events', () => {
  it('hands each change to the listeners inside its transaction, then runs afterCommit', async () => {
    let committed = 0;
    const deps = { ...ticketDeps(t.app), afterCommit: () => committed++ };
    const change = await createTicket(deps, actor, { summary: 'Seen inside' });
    expect(seen.at(-1)).toMatchObject({
      change: { event: 'INSERT', ticketId: change.ticketId },
      summaryInTransaction: 'Seen inside',
    });
    const row = await t.app.db.kysely
      .selectFrom('tickets')
      .select('source')
      .where('id', '=', change.ticketId)
      .executeTakeFirstOrThrow();
    expect(row.source).toBe('API');
    await updateTicket(deps, actor, change.ticketId, { summary: 'Seen again' });
    expect(seen.at(-1)).toMatchObject({ change: { event: 'UPDATE' }, summaryInTransaction: 'Seen again' });
    expect(committed).toBe(2);
  });

  it('rolls the change back when a listener throws', async () => {
    const { ticketId } = await createTicket(ticketDeps(t.app), actor, { summary: 'Before' });
    const before = {
      tickets: await count('tickets'),
      history: await count('ticket_history'),
      comments: await count('ticket_comments'),
    };
    failWith = new Error('rule failed');
    let committed = 0;
    const deps = { ...ticketDeps(t.app), afterCommit: () => committed++ };
    try {
      await expect(createTicket(deps, actor, { summary: 'Never' })).rejects.toThrow('rule failed');
      await expect(updateTicket(deps, actor, ticketId, { summary: 'After' })).rejects.toThrow('rule failed');
      await expect(addComment(deps, actor, ticketId, { body: 'Lost' })).rejects.toThrow('rule failed');
    } finally {
      failWith = null;
    }
    expect(committed).toBe(0);
    expect(await count('tickets')).toBe(before.tickets);
    expect(await count('ticket_history')).toBe(before.history);
    expect(await count('ticket_comments')).toBe(before.comments);
    const row = await t.app.db.kysely
      .selectFrom('tickets')
      .select('summary')
      .where('id', '=', ticketId)
      .executeTakeFirstOrThrow();
    expect(row.summary).toBe('Before');
  });
});
