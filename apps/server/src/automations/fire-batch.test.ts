// The time sweep's set-at-a-time firing: a batch of tickets gets the same comments, history, firings,
// rule state and queued notifications as firing them one at a time, in a handful of statements for the
// whole batch; a ticket that fails in the batch is undone alone and recorded, its batch-mates fire.
import type { AutomationRule } from '@warden/domain';
import type { KyselyPlugin } from 'kysely';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Db } from '../db/database.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { type HelpdeskFixture, helpdeskFixture } from '../tickets/testing/helpdesk-fixture.ts';
import type { TicketChange } from '../tickets/ticket-events.ts';
import { engineFire } from './fire-batch.ts';
import { findRule } from './rule-queries.ts';
import { sweepBatches } from './sweep-batches.ts';
import { createTicket, saveRule } from './testing/rule-client.ts';
import { type FireFn, type SweepDeps, sweepTimeRules } from './time-sweep.ts';

const t: TestApp = await createTestApp();
let f: HelpdeskFixture;
beforeAll(async () => {
  await t.app.background.stop();
  f = await helpdeskFixture(t);
});
afterAll(async () => t.close());
beforeEach(async () => {
  await t.app.db.kysely
    .updateTable('automation_rules')
    .set({ enabled: 0, updated_at: new Date().toISOString() })
    .execute();
});

const later = (minutes: number) => new Date(Date.now() + minutes * 60_000);

/** The engine's fire, counting the batches it fired set at a time. */
function countingFire(): { fire: FireFn; batches: number[] } {
  const engine = engineFire({ publicUrl: t.app.config.publicUrl });
  const batches: number[] = [];
  const fire: FireFn = Object.assign((...args: Parameters<FireFn>) => engine(...args), {
    batch: async (...args: Parameters<NonNullable<FireFn['batch']>>) => {
      const made = await engine.batch!(...args);
      if (made) batches.push(args[2].length);
      return made;
    },
  });
  return { fire, batches };
}

/** The engine's fire without its batch form: every ticket one at a time, as before batching. */
const oneAtATime = (): FireFn => {
  const engine = engineFire({ publicUrl: t.app.config.publicUrl });
  return (...args) => engine(...args);
};

const deps = (fire: FireFn, db: Db = t.app.db): SweepDeps => ({ db, events: t.app.ticketEvents, fire });

async function fireNow(d: SweepDeps, rule: AutomationRule, ticketIds: number[], at: string) {
  const batches = sweepBatches(d, at, 200);
  await batches.fire(
    rule,
    ticketIds.map((ticketId) => ({ ticketId, again: false })),
  );
  return batches.finish();
}

/** Everything the firing left on each ticket, with ids made relative so two sets of tickets compare. */
async function footprint(ticketIds: number[], mailsAfter: number) {
  const db = t.app.db.kysely;
  const comments = await db
    .selectFrom('ticket_comments')
    .selectAll()
    .where('ticket_id', 'in', ticketIds)
    .orderBy('id')
    .execute();
  const commentNo = new Map(comments.map((c) => [c.id, `c${ticketIds.indexOf(c.ticket_id)}`]));
  const plain = (text: string | null) =>
    (text ?? '')
      .replace(/comment (\d+)/g, (_, id) => `comment ${commentNo.get(Number(id))}`)
      .replace(/"id":(\d+)/g, (_, id) => `"id":"${commentNo.get(Number(id)) ?? id}"`)
      .replace(/(#|\/ticket\/)(\d+)/g, (_, at, id) => `${at}t${ticketIds.indexOf(Number(id))}`);
  const history = await db
    .selectFrom('ticket_history')
    .selectAll()
    .where('ticket_id', 'in', ticketIds)
    .execute();
  const firings = await db
    .selectFrom('rule_firings')
    .selectAll()
    .where('ticket_id', 'in', ticketIds)
    .execute();
  const state = await db
    .selectFrom('rule_ticket_state')
    .selectAll()
    .where('ticket_id', 'in', ticketIds)
    .execute();
  const mails = await db
    .selectFrom('deliveries')
    .selectAll()
    .where('ticket_id', 'in', ticketIds)
    .where('id', '>', mailsAfter)
    .execute();
  const tickets = await db.selectFrom('tickets').selectAll().where('id', 'in', ticketIds).execute();
  return ticketIds.map((id) => ({
    comments: comments
      .filter((c) => c.ticket_id === id)
      .map((c) => ({ ...c, id: undefined, ticket_id: undefined, created_at: undefined })),
    history: history
      .filter((h) => h.ticket_id === id)
      .sort((a, b) => a.id - b.id)
      .map((h) => [h.field, plain(h.old_value), plain(h.new_value), h.actor_kind, h.actor_name, h.rule_id]),
    firings: firings
      .filter((r) => r.ticket_id === id)
      .sort((a, b) => a.id - b.id)
      .map((r) => [r.rule_id, r.event, r.depth, r.status, plain(r.actions), r.error]),
    state: state.filter((s) => s.ticket_id === id).map((s) => [s.rule_id, s.fired_at, s.armed_at]),
    mails: mails
      .filter((m) => m.ticket_id === id)
      .map((m) => {
        const payload = JSON.parse(m.payload) as { to: string[]; subject: string; text: string };
        return [m.kind, m.firing_id === null, payload.to, plain(payload.subject), plain(payload.text)];
      }),
    ticket: tickets
      .filter((r) => r.id === id)
      .map((r) => [r.assigned_user_id, r.last_updated_by, r.allow_response, r.priority]),
  }));
}

describe('firing a time rule on a batch of tickets', () => {
  it('leaves the same rows as firing each ticket alone, notifications of the event rules included', async () => {
    const ruleId = await saveRule(t, {
      name: 'Chase the requester',
      automationType: 'TIME_BASED',
      conditions: {
        all: [{ field: 'summary', operator: 'contains', value: 'Parity' }],
        any: [],
      },
      actions: [
        {
          type: 'ADD_TICKET_COMMENT',
          body: '<p>Still waiting on {{requester.name}} ({{organization.name}}) about <b>{{ticket.subject}}</b> [{{ticket.tags}}]</p>',
          public: true,
        },
      ],
    });
    const rule = (await findRule(t.app.db, ruleId))!;
    const make = async () => {
      const ids: number[] = [];
      for (let i = 0; i < 4; i++) {
        ids.push(
          await createTicket(t, {
            summary: `Parity ${i}`,
            organizationId: i % 2 ? f.orgA : f.orgB,
            requesterUid: i === 3 ? null : f.endUserUid,
            tagIds: i === 1 ? [f.tags.vip, f.tags.urgent] : [],
          }),
        );
      }
      return ids;
    };
    const alone = await make();
    const together = await make();
    // An event rule on the rule's own comments assigns the ticket, which tells the assignee by mail.
    await saveRule(t, {
      name: 'Take commented tickets',
      automationType: 'EVENT_BASED',
      conditions: { all: [{ field: 'summary', operator: 'contains', value: 'Parity' }], any: [] },
      actions: [
        {
          type: 'TICKET_CHANGE_VALUE',
          changes: [{ field: 'ticket', properties: { assignedAppUserId: t.admin.userId, priority: 'HIGH' } }],
        },
      ],
    });
    const at = later(5).toISOString();
    // The mail the tickets' creation queued is not the firing's.
    const last = await t.app.db.kysely
      .selectFrom('deliveries')
      .select((eb) => eb.fn.max('id').as('id'))
      .executeTakeFirst();
    const mark = Number(last?.id ?? 0);

    expect(await fireNow(deps(oneAtATime()), rule, alone, at)).toEqual({ fired: 4, failed: 0 });
    const counting = countingFire();
    expect(await fireNow(deps(counting.fire), rule, together, at)).toEqual({ fired: 4, failed: 0 });
    expect(counting.batches).toEqual([4]);

    const expected = await footprint(alone, mark);
    expect(expected[0]!.comments).toHaveLength(1);
    expect(expected[0]!.mails).toHaveLength(1);
    expect(await footprint(together, mark)).toEqual(expected);
  });

  it('undoes a ticket whose firing fails alone, records the failure, and fires its batch-mates', async () => {
    const ruleId = await saveRule(t, {
      name: 'Batch with a bad ticket',
      automationType: 'TIME_BASED',
      conditions: {
        all: [
          { field: 'ticket_created', operator: 'greater_or_equal_than', value: '0:15' },
          { field: 'summary', operator: 'contains', value: 'Faulty batch' },
        ],
        any: [],
      },
      actions: [{ type: 'ADD_TICKET_COMMENT', body: 'Nudge', public: false }],
    });
    const ids: number[] = [];
    for (let i = 0; i < 5; i++) ids.push(await createTicket(t, { summary: `Faulty batch ${i}` }));
    const failing = ids[2]!;
    // A listener refusing the comment on one ticket fails its firing after its rows were written.
    let refuse: number | null = failing;
    t.app.ticketEvents.on(async (_tdb, change: TicketChange) => {
      if (change.ticketId === refuse && change.event === 'COMMENT') throw new Error('Listener refused');
    });
    try {
      const counting = countingFire();
      const report = await sweepTimeRules(deps(counting.fire), later(20));
      expect(report).toMatchObject({ fired: 4, failed: 1 });
      const commented = await t.app.db.kysely
        .selectFrom('ticket_comments')
        .select('ticket_id')
        .where('rule_id', '=', ruleId)
        .execute();
      expect(commented.map((c) => c.ticket_id).sort((a, b) => a - b)).toEqual(
        ids.filter((id) => id !== failing),
      );
      const firings = await t.app.db.kysely
        .selectFrom('rule_firings')
        .select(['ticket_id', 'status', 'error'])
        .where('rule_id', '=', ruleId)
        .orderBy('ticket_id')
        .execute();
      expect(firings).toEqual(
        ids.map((id) =>
          id === failing
            ? { ticket_id: id, status: 'FAILED', error: 'Listener refused' }
            : { ticket_id: id, status: 'SUCCEEDED', error: null },
        ),
      );
      const remembered = await t.app.db.kysely
        .selectFrom('rule_ticket_state')
        .select('ticket_id')
        .where('rule_id', '=', ruleId)
        .execute();
      expect(remembered.map((r) => r.ticket_id).sort((a, b) => a - b)).toEqual(
        ids.filter((id) => id !== failing),
      );
      const history = await t.app.db.kysely
        .selectFrom('ticket_history')
        .select('id')
        .where('ticket_id', '=', failing)
        .where('field', '=', 'comment')
        .execute();
      expect(history).toEqual([]);

      // The next run fires it, once the listener lets it through.
      refuse = null;
      expect(await sweepTimeRules(deps(counting.fire), later(21))).toMatchObject({ fired: 1, failed: 0 });
    } finally {
      refuse = null;
    }
  });

  it('fires a batch in a few statements, not a dozen per ticket', async () => {
    await saveRule(t, {
      name: 'Counted',
      automationType: 'TIME_BASED',
      conditions: {
        all: [
          { field: 'ticket_created', operator: 'greater_or_equal_than', value: '0:15' },
          { field: 'summary', operator: 'contains', value: 'Counted' },
        ],
        any: [],
      },
      actions: [{ type: 'ADD_TICKET_COMMENT', body: 'Any news?', public: false }],
    });
    for (let i = 0; i < 30; i++) await createTicket(t, { summary: `Counted ${i}` });
    let statements = 0;
    const counter: KyselyPlugin = {
      transformQuery: (args) => args.node,
      transformResult: async (args) => {
        statements++;
        return args.result;
      },
    };
    const db = { kysely: t.app.db.kysely.withPlugin(counter), dialect: t.app.db.dialect };
    const report = await sweepTimeRules(deps(countingFire().fire, db), later(20));
    expect(report).toMatchObject({ fired: 30, failed: 0 });
    // Per batch: times, comments, history, firings, state, rules version, and on SQLite a savepoint
    // and its release.
    expect(statements).toBeLessThan(60);
  });

  it('takes no savepoint on PostgreSQL, where a batch is its own transaction, nor reads the tickets before updating them', async () => {
    await saveRule(t, {
      name: 'Plain batch',
      automationType: 'TIME_BASED',
      conditions: {
        all: [
          { field: 'ticket_created', operator: 'greater_or_equal_than', value: '0:15' },
          { field: 'summary', operator: 'contains', value: 'Plain batch' },
        ],
        any: [],
      },
      actions: [{ type: 'ADD_TICKET_COMMENT', body: 'Still there?', public: false }],
    });
    for (let i = 0; i < 10; i++) await createTicket(t, { summary: `Plain batch ${i}` });
    const seen: string[] = [];
    const recorder: KyselyPlugin = {
      transformQuery: (args) => {
        const node = JSON.stringify(args.node);
        if (node.includes('savepoint')) seen.push('savepoint');
        else if (args.node.kind === 'SelectQueryNode' && node.includes('"requester_uid"')) seen.push('read');
        return args.node;
      },
      transformResult: async (args) => args.result,
    };
    const db = { kysely: t.app.db.kysely.withPlugin(recorder), dialect: t.app.db.dialect };
    const report = await sweepTimeRules(deps(countingFire().fire, db), later(20));
    expect(report).toMatchObject({ fired: 10, failed: 0 });
    // SQLite's batch spans rules in one transaction, so it still undoes a batch to its savepoint.
    expect(seen).toEqual(t.app.db.dialect === 'postgres' ? [] : ['savepoint', 'savepoint']);
  });

  it("splits a rule's tickets evenly over PostgreSQL's connections, none below the set-at-a-time size", async () => {
    const rule = await findRule(
      t.app.db,
      await saveRule(t, {
        name: 'Even lanes',
        automationType: 'TIME_BASED',
        conditions: {
          all: [{ field: 'summary', operator: 'contains', value: 'Even lanes' }],
          any: [],
        },
        actions: [{ type: 'ADD_TICKET_COMMENT', body: 'Evenly', public: false }],
      }),
    );
    const ids: number[] = [];
    for (let i = 0; i < 67; i++) ids.push(await createTicket(t, { summary: `Even lanes ${i}` }));
    const counting = countingFire();
    expect(await fireNow(deps(counting.fire), rule!, ids, new Date().toISOString())).toEqual({
      fired: 67,
      failed: 0,
    });
    // The rule's next one waits for the slowest lane: 34 and 33, not 50 and 17.
    expect(counting.batches.sort((a, b) => a - b)).toEqual(t.app.db.dialect === 'postgres' ? [33, 34] : [67]);
  });
});
