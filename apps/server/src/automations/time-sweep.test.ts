// The time-based sweep with the test's own clock: a rule fires once its threshold has passed, not
// again until its reset (status or time), then again with its retrigger; each run is capped per rule.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { createTicket, saveRule, sweepDeps } from './testing/rule-client.ts';
import { firedTicketCount, sweepTimeRules } from './time-sweep.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

const later = (minutes: number) => new Date(Date.now() + minutes * 60_000);
const comment = { type: 'ADD_TICKET_COMMENT', body: 'Still waiting on this one', public: false } as const;

async function firings(ruleId: number, ticketId: number): Promise<number> {
  const rows = await t.app.db.kysely
    .selectFrom('rule_firings')
    .select('id')
    .where('rule_id', '=', ruleId)
    .where('ticket_id', '=', ticketId)
    .execute();
  return rows.length;
}

async function disableAll() {
  await t.app.db.kysely
    .updateTable('automation_rules')
    .set({ enabled: 0, updated_at: new Date().toISOString() })
    .execute();
}

describe('sweepTimeRules', () => {
  it('fires after the threshold, not again until the status resets it, then retriggers', async () => {
    await disableAll();
    const ruleId = await saveRule(t, {
      name: 'Chase new tickets',
      automationType: 'TIME_BASED',
      conditions: {
        all: [{ field: 'ticket_created', operator: 'greater_or_equal_than', value: '1:0' }],
        any: [],
      },
      actions: [comment],
      conditionReset: { resetStatus: 3 },
      retrigger: { createNewTicket: false, retriggerStatus: 2 },
    });
    const ticketId = await createTicket(t);
    const deps = sweepDeps(t);

    expect((await sweepTimeRules(deps, later(30))).fired).toBe(0);
    expect((await sweepTimeRules(deps, later(61))).fired).toBe(1);
    expect(await firings(ruleId, ticketId)).toBe(1);
    expect((await sweepTimeRules(deps, later(120))).fired).toBe(0);

    // Entering the reset status (Waiting) re-arms it; leaving it again before the sweep still counts.
    await t.admin.put(`/api/ticketing/tickets/${ticketId}`, { statusId: 3 });
    await t.admin.put(`/api/ticketing/tickets/${ticketId}`, { statusId: 1 });
    expect((await sweepTimeRules(deps, later(180))).fired).toBe(1);
    expect(await firings(ruleId, ticketId)).toBe(2);
    // The second firing retriggers: the ticket goes back to Open.
    const ticket = await t.admin.get(`/api/ticketing/tickets/${ticketId}`);
    expect(ticket.json().status.id).toBe(2);
    expect((await sweepTimeRules(deps, later(240))).fired).toBe(0);

    // The memory is in the database, so a restarted server does not fire again.
    await t.restart();
    t.admin = t.admin.on(t.app);
    expect((await sweepTimeRules(sweepDeps(t), later(300))).fired).toBe(0);
  });

  it('fires again once the reset time has passed since the last firing', async () => {
    await disableAll();
    const ruleId = await saveRule(t, {
      name: 'Nag every two hours',
      automationType: 'TIME_BASED',
      conditions: {
        all: [
          { field: 'ticket_created', operator: 'greater_or_equal_than', value: '1:0' },
          { field: 'summary', operator: 'contains', value: 'Nag me' },
        ],
        any: [],
      },
      actions: [comment],
      conditionReset: { resetStatus: 6, resetTimeValue: 2, resetTimeUnit: 'HOURS' },
    });
    const ticketId = await createTicket(t, { summary: 'Nag me' });
    const deps = sweepDeps(t);
    expect((await sweepTimeRules(deps, later(61))).fired).toBe(1);
    expect((await sweepTimeRules(deps, later(61 + 119))).fired).toBe(0);
    expect((await sweepTimeRules(deps, later(61 + 120))).fired).toBe(1);
    expect(await firings(ruleId, ticketId)).toBe(2);
  });

  it('retriggers into a new ticket when the rule says so', async () => {
    await disableAll();
    const ruleId = await saveRule(t, {
      name: 'Recurring check',
      automationType: 'TIME_BASED',
      conditions: {
        all: [
          { field: 'ticket_created', operator: 'greater_or_equal_than', value: '1:0' },
          { field: 'summary', operator: 'contains', value: 'Monthly check' },
        ],
        any: [],
      },
      actions: [comment],
      conditionReset: { resetStatus: 6, resetTimeValue: 1, resetTimeUnit: 'DAYS' },
      retrigger: { createNewTicket: true },
      ticketCreate: { ticketFormId: 1, status: 2, priority: 'HIGH', useOwnerAsRequester: true },
    });
    const ticketId = await createTicket(t, { summary: 'Monthly check', priority: 'LOW' });
    const deps = sweepDeps(t);
    expect((await sweepTimeRules(deps, later(61))).fired).toBe(1);
    expect((await sweepTimeRules(deps, later(61 + 24 * 60))).fired).toBe(1);
    const made = await t.app.db.kysely
      .selectFrom('tickets')
      .select(['id', 'status_id', 'priority', 'requester_uid', 'source'])
      .where('summary', '=', 'Monthly check')
      .where('id', '<>', ticketId)
      .execute();
    expect(made).toHaveLength(1);
    const owner = await t.app.db.kysely
      .selectFrom('users')
      .select('uid')
      .where('id', '=', t.admin.userId)
      .executeTakeFirstOrThrow();
    expect(made[0]).toMatchObject({
      status_id: 2,
      priority: 'HIGH',
      requester_uid: owner.uid,
      source: 'AUTOMATION',
    });
    // The actions ran on the new ticket; the rule's memory stays with the original.
    expect(await firings(ruleId, made[0]!.id)).toBe(1);
    expect(await firings(ruleId, ticketId)).toBe(1);
  });

  it('undoes a failing ticket alone in its batch, records the failure and fires it on the next run', async () => {
    await disableAll();
    const ruleId = await saveRule(t, {
      name: 'Batched',
      automationType: 'TIME_BASED',
      conditions: {
        all: [
          { field: 'ticket_created', operator: 'greater_or_equal_than', value: '0:15' },
          { field: 'summary', operator: 'contains', value: 'Batched' },
        ],
        any: [],
      },
      actions: [comment],
    });
    const ids: number[] = [];
    for (let i = 0; i < 4; i++) ids.push(await createTicket(t, { summary: `Batched ${i}` }));
    const deps = sweepDeps(t);
    const failing = ids[1]!;
    // The comment is written, then the firing fails: it must go, and its batch-mate's must stay.
    const faulty = {
      ...deps,
      fire: async (...args: Parameters<typeof deps.fire>) => {
        const changes = await deps.fire(...args);
        if (args[2] === failing) throw new Error('Disk on fire');
        return changes;
      },
    };
    const report = await sweepTimeRules(faulty, later(20), undefined, 2);
    expect(report).toMatchObject({ fired: 3, failed: 1 });
    const commented = await t.app.db.kysely
      .selectFrom('ticket_comments')
      .select('ticket_id')
      .where('ticket_id', 'in', ids)
      .where('rule_id', '=', ruleId)
      .execute();
    expect(commented.map((c) => c.ticket_id).sort()).toEqual([ids[0], ids[2], ids[3]]);
    const failed = (await t.admin.get(`/api/ticketing/ticket/${failing}/firings`)).json().results;
    expect(failed).toMatchObject([
      {
        ruleId,
        event: 'SWEEP',
        status: 'FAILED',
        actions: [{ type: 'ADD_TICKET_COMMENT', status: 'FAILED', error: 'Disk on fire' }],
      },
    ]);
    expect(await firedTicketCount(t.app.db, ruleId)).toBe(3);

    expect(await sweepTimeRules(deps, later(21), undefined, 2)).toMatchObject({ fired: 1, failed: 0 });
    expect(await firings(ruleId, failing)).toBe(2);
    expect(await firedTicketCount(t.app.db, ruleId)).toBe(4);
  });

  it('fires on at most the cap of tickets per rule per run, the rest on the next runs', async () => {
    await disableAll();
    const ruleId = await saveRule(t, {
      name: 'Capped',
      automationType: 'TIME_BASED',
      conditions: {
        all: [
          { field: 'ticket_created', operator: 'greater_or_equal_than', value: '0:15' },
          { field: 'summary', operator: 'contains', value: 'Capped' },
        ],
        any: [],
      },
      actions: [comment],
    });
    for (let i = 0; i < 5; i++) await createTicket(t, { summary: `Capped ${i}` });
    const deps = sweepDeps(t);
    const first = await sweepTimeRules(deps, later(20), 2);
    expect(first).toMatchObject({ fired: 2, capped: [ruleId] });
    expect((await sweepTimeRules(deps, later(21), 2)).fired).toBe(2);
    expect(await sweepTimeRules(deps, later(22), 2)).toMatchObject({ fired: 1, capped: [] });
    expect(await firedTicketCount(t.app.db, ruleId)).toBe(5);
    expect((await sweepTimeRules(deps, later(23), 2)).fired).toBe(0);
  });
});
