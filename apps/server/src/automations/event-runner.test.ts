// The event runner on a real server: a `changed_to` rule fires once for the change and not for later
// ones (nor for its own comment), two rules that undo each other stop after each fired once, a longer
// chain stops at depth 10 with the stop recorded, and a failing action is undone alone.
import { sql } from 'kysely';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { CHAIN_STOPPED, MAX_CHAIN_DEPTH } from './event-runner.ts';
import { insertOrganization, insertTag } from './testing/ticket-rows.ts';

const t: TestApp = await createTestApp();
afterAll(async () => t.close());
beforeAll(async () => t.app.background.stop());

beforeEach(async () => {
  // Each test's rules alone are enabled; updated_at moves so the cached rule list is read again.
  await t.app.db.kysely
    .updateTable('automation_rules')
    .set({ enabled: 0, updated_at: new Date().toISOString() })
    .execute();
});

async function saveRule(name: string, conditions: object[], actions: object[]): Promise<number> {
  const res = await t.admin.post('/api/ticketing/automations', {
    name,
    automationType: 'EVENT_BASED',
    conditions: { all: conditions, any: [] },
    actions,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id;
}

async function newTicket(summary: string): Promise<number> {
  const res = await t.admin.post('/api/ticketing/tickets', { summary });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id;
}

async function update(ticketId: number, body: object): Promise<void> {
  const res = await t.admin.put(`/api/ticketing/tickets/${ticketId}`, body);
  expect(res.statusCode, res.body).toBe(200);
}

const firingsOf = (ticketId: number) =>
  t.app.db.kysely
    .selectFrom('rule_firings')
    .selectAll()
    .where('ticket_id', '=', ticketId)
    .orderBy('id')
    .execute();

const ticketRow = (id: number) =>
  t.app.db.kysely.selectFrom('tickets').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

describe('the event runner', () => {
  it('fires a changed_to rule exactly once, not for later changes nor for its own comment', async () => {
    const ruleId = await saveRule(
      'Greet on open',
      [{ field: 'status', operator: 'changed_to', value: 2 }],
      [{ type: 'ADD_TICKET_COMMENT', body: 'Now open: {{ticket.subject}}', public: true }],
    );
    const ticketId = await newTicket('Laptop will not boot');
    expect(await firingsOf(ticketId)).toHaveLength(0);

    await update(ticketId, { statusId: 2 });
    await update(ticketId, { priority: 'HIGH' });
    const comment = await t.admin.post(`/api/ticketing/tickets/${ticketId}/comments`, { body: 'On it' });
    expect(comment.statusCode, comment.body).toBe(201);

    const firings = await firingsOf(ticketId);
    expect(firings.map((f) => [f.rule_id, f.event, f.depth, f.status])).toEqual([
      [ruleId, 'UPDATE', 0, 'SUCCEEDED'],
    ]);
    const byRule = await t.app.db.kysely
      .selectFrom('ticket_comments')
      .select('body')
      .where('ticket_id', '=', ticketId)
      .where('rule_id', '=', ruleId)
      .execute();
    expect(byRule).toEqual([{ body: 'Now open: Laptop will not boot' }]);
  });

  it('stops two rules that re-trigger each other, each firing once and recorded', async () => {
    const down = await saveRule(
      'High goes low',
      [{ field: 'priority', operator: 'changed_to', value: 'HIGH' }],
      [{ type: 'TICKET_CHANGE_VALUE', changes: [{ field: 'ticket', properties: { priority: 'LOW' } }] }],
    );
    const up = await saveRule(
      'Low goes high',
      [{ field: 'priority', operator: 'changed_to', value: 'LOW' }],
      [{ type: 'TICKET_CHANGE_VALUE', changes: [{ field: 'ticket', properties: { priority: 'HIGH' } }] }],
    );
    const ticketId = await newTicket('Ping pong');
    await update(ticketId, { priority: 'HIGH' });

    const firings = await firingsOf(ticketId);
    expect(firings.map((f) => [f.rule_id, f.depth, f.status])).toEqual([
      [down, 0, 'SUCCEEDED'],
      [up, 1, 'SUCCEEDED'],
    ]);
    expect((await ticketRow(ticketId)).priority).toBe('HIGH');
    const history = await t.app.db.kysely
      .selectFrom('ticket_history')
      .select(['rule_id'])
      .where('ticket_id', '=', ticketId)
      .where('field', '=', 'priority')
      .orderBy('id')
      .execute();
    expect(history.map((h) => h.rule_id)).toEqual([null, down, up]);
  });

  it(`stops a longer chain at depth ${MAX_CHAIN_DEPTH} and records the stop`, async () => {
    const tags: string[] = [];
    for (let i = 0; i <= MAX_CHAIN_DEPTH + 1; i++) tags.push(await insertTag(t.app.db, `step ${i}`));
    const rules: number[] = [];
    for (let i = 0; i < MAX_CHAIN_DEPTH + 1; i++) {
      rules.push(
        await saveRule(
          `Step ${i}`,
          [{ field: 'tags', operator: 'contains_any', value: [tags[i]] }],
          [{ type: 'TICKET_CHANGE_VALUE', changes: [{ field: 'add_tags', value: [tags[i + 1]] }] }],
        ),
      );
    }
    const ticketId = await newTicket('Long chain');
    await update(ticketId, { tagIds: [tags[0]] });

    const firings = await firingsOf(ticketId);
    expect(firings.map((f) => [f.rule_id, f.depth, f.status])).toEqual([
      ...rules.slice(0, MAX_CHAIN_DEPTH).map((id, depth) => [id, depth, 'SUCCEEDED']),
      [rules[MAX_CHAIN_DEPTH], MAX_CHAIN_DEPTH, 'FAILED'],
    ]);
    expect(firings.at(-1)!.error).toBe(CHAIN_STOPPED);
    expect(JSON.parse(firings.at(-1)!.actions)).toMatchObject([{ status: 'SKIPPED' }]);
    const stored = await t.app.db.kysely
      .selectFrom('ticket_tags')
      .select('tag_id')
      .where('ticket_id', '=', ticketId)
      .execute();
    // The rule stopped at depth 10 did not add its tag.
    expect(stored.map((r) => r.tag_id).sort()).toEqual(tags.slice(0, MAX_CHAIN_DEPTH + 1).sort());

    const api = await t.admin.get(`/api/ticketing/ticket/${ticketId}/firings?size=50`);
    expect(api.statusCode, api.body).toBe(200);
    const stopped = api.json().results.find((f: { depth: number }) => f.depth === MAX_CHAIN_DEPTH);
    expect(stopped).toMatchObject({ status: 'FAILED', ruleName: `Step ${MAX_CHAIN_DEPTH}` });
  });

  it('undoes a failing action alone: the others stay and the firing is partial', async () => {
    const gone = await insertOrganization(t.app.db, 'Soon gone');
    const ruleId = await saveRule(
      'Move and note',
      [{ field: 'priority', operator: 'changed_to', value: 'URGENT' }],
      [
        {
          type: 'TICKET_CHANGE_VALUE',
          changes: [{ field: 'ticket', properties: { organization: gone, summary: 'Moved' } }],
        },
        { type: 'ADD_TICKET_COMMENT', body: 'Escalated', public: false },
      ],
    );
    await t.app.db.kysely.updateTable('organizations').set({ deleted: 1 }).where('id', '=', gone).execute();
    const ticketId = await newTicket('Fragile');
    await update(ticketId, { priority: 'URGENT' });

    const [firing] = await firingsOf(ticketId);
    expect(firing).toMatchObject({ rule_id: ruleId, status: 'PARTIAL' });
    expect(JSON.parse(firing!.actions)).toMatchObject([
      { type: 'TICKET_CHANGE_VALUE', status: 'FAILED', error: expect.any(String) },
      { type: 'ADD_TICKET_COMMENT', status: 'DONE' },
    ]);
    const row = await ticketRow(ticketId);
    expect([row.summary, row.organization_id, row.priority]).toEqual(['Fragile', null, 'URGENT']);
    const comments = await t.app.db.kysely
      .selectFrom('ticket_comments')
      .select('body')
      .where('ticket_id', '=', ticketId)
      .execute();
    expect(comments).toEqual([{ body: 'Escalated' }]);
  });

  it('rolls back what a failing action wrote before it failed, and keeps the rest of the change', async () => {
    // A database that refuses the tracked total of one ticket, after the time entry was inserted.
    if (t.dialect === 'sqlite') {
      await sql`create trigger no_time before update of total_time_tracked on tickets when new.summary = 'No time'
        begin select raise(abort, 'time tracking is broken'); end`.execute(t.app.db.kysely);
    } else {
      await sql`create function no_time() returns trigger as $$ begin
        if new.summary = 'No time' and new.total_time_tracked <> old.total_time_tracked then
          raise exception 'time tracking is broken'; end if; return new; end $$ language plpgsql`.execute(
        t.app.db.kysely,
      );
      await sql`create trigger no_time before update on tickets for each row execute function no_time()`.execute(
        t.app.db.kysely,
      );
    }
    await saveRule(
      'Bill and note',
      [{ field: 'priority', operator: 'changed_to', value: 'HIGH' }],
      [
        { type: 'TICKET_LOG_ENTRY_TIME_TRACKER', unit: 'MINUTES', value: 10 },
        { type: 'ADD_TICKET_COMMENT', body: 'Billed', public: false },
      ],
    );
    const ticketId = await newTicket('No time');
    await update(ticketId, { priority: 'HIGH' });

    const [firing] = await firingsOf(ticketId);
    expect(firing!.status).toBe('PARTIAL');
    expect(JSON.parse(firing!.actions)).toMatchObject([
      {
        type: 'TICKET_LOG_ENTRY_TIME_TRACKER',
        status: 'FAILED',
        error: expect.stringContaining('time tracking is broken'),
      },
      { type: 'ADD_TICKET_COMMENT', status: 'DONE' },
    ]);
    const entries = await t.app.db.kysely
      .selectFrom('ticket_time_entries')
      .select('id')
      .where('ticket_id', '=', ticketId)
      .execute();
    expect(entries).toEqual([]);
    expect((await ticketRow(ticketId)).priority).toBe('HIGH');
  });
});
