// The "Last updated" sort keys live in their own table (migration 0018): no index on tickets holds a
// time every change writes, so PostgreSQL updates a ticket's times in place, and the keys follow every
// way a ticket is written, so the list keeps sorting by the times shown.
import { ticketCommentInputSchema } from '@warden/domain';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertTicketRow } from '../automations/testing/ticket-rows.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { writeCommentsAtOnce } from './comment-batch.ts';
import { type HelpdeskFixture, helpdeskFixture } from './testing/helpdesk-fixture.ts';

const t: TestApp = await createTestApp();
let f: HelpdeskFixture;
beforeAll(async () => {
  await t.app.background.stop();
  f = await helpdeskFixture(t);
});
afterAll(async () => t.close());

const ruleActor = { kind: 'AUTOMATION' as const, uid: null, name: 'Nudge rule' };
const privateNote = ticketCommentInputSchema.parse({ body: 'Still there?', isPublic: false });

const make = async (summary: string) => {
  const res = await t.admin.post('/api/ticketing/tickets', { summary, organizationId: f.orgA });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id as number;
};

/** The tickets whose keys differ from their own times, or that have none. */
const outOfStep = async () =>
  t.app.db.kysely
    .selectFrom('tickets')
    .leftJoin('ticket_update_keys as k', 'k.ticket_id', 'tickets.id')
    .select(['tickets.id', 'k.last_updated', 'k.last_updated_by'])
    .where((eb) =>
      eb.or([
        eb('k.ticket_id', 'is', null),
        eb('k.last_updated', '!=', eb.ref('tickets.last_updated')),
        eb(sql`coalesce(k.last_updated_by, '')`, '!=', sql`coalesce(tickets.last_updated_by, '')`),
      ]),
    )
    .execute();

describe('the update sort keys', () => {
  it('are in no index on tickets, which every change would otherwise write anew', async () => {
    const definitions =
      t.app.db.dialect === 'postgres'
        ? await sql<{
            def: string;
          }>`SELECT indexdef AS def FROM pg_indexes WHERE tablename = 'tickets'`.execute(t.app.db.kysely)
        : await sql<{ def: string }>`SELECT sql AS def FROM sqlite_master
            WHERE type = 'index' AND tbl_name = 'tickets' AND sql IS NOT NULL`.execute(t.app.db.kysely);
    expect(definitions.rows.length).toBeGreaterThan(10);
    expect(definitions.rows.map((r) => r.def).filter((d) => /\blast_updated(_by)?\b/.test(d))).toEqual([]);
  });

  it.skipIf(t.dialect !== 'postgres')(
    "lets PostgreSQL update the tickets' times in place (HOT)",
    async () => {
      const ids = [await make('In place 1'), await make('In place 2'), await make('In place 3')];
      const changes = await t.app.db.kysely.transaction().execute(async (trx) => {
        // The backend's counts not yet reported, this transaction's among them: read before and after.
        const counts = async () => {
          const { rows } = await sql<{
            upd: string;
            hot: string;
          }>`SELECT n_tup_upd AS upd, n_tup_hot_upd AS hot
          FROM pg_stat_xact_user_tables WHERE relid = 'tickets'::regclass`.execute(trx);
          return { updated: Number(rows[0]!.upd), hot: Number(rows[0]!.hot) };
        };
        const before = await counts();
        await writeCommentsAtOnce(
          { kysely: trx, dialect: t.app.db.dialect },
          ruleActor,
          ids.map((ticketId) => ({ ticketId, input: privateNote })),
          new Date(Date.now() + 60_000).toISOString(),
        );
        const after = await counts();
        return { updated: after.updated - before.updated, hot: after.hot - before.hot };
      });
      expect(changes).toEqual({ updated: 3, hot: 3 });
    },
  );

  it("follow a ticket's creation, change, comment, a rule's batch of comments, a direct insert and a removal", async () => {
    const a = await make('Keys a');
    const b = await make('Keys b');
    expect((await t.admin.put(`/api/ticketing/tickets/${a}`, { priority: 'HIGH' })).statusCode).toBe(200);
    const comment = await t.admin.post(`/api/ticketing/tickets/${b}/comments`, {
      body: 'Hello',
      isPublic: true,
    });
    expect(comment.statusCode, comment.body).toBe(201);
    await t.app.db.kysely.transaction().execute(async (trx) => {
      await writeCommentsAtOnce(
        { kysely: trx, dialect: t.app.db.dialect },
        ruleActor,
        [a, b].map((ticketId) => ({ ticketId, input: privateNote })),
        new Date(Date.now() + 120_000).toISOString(),
      );
    });
    const direct = await insertTicketRow(t.app.db, { summary: 'Keys direct', last_updated_by: 'Importer' });
    expect(await outOfStep()).toEqual([]);
    const keys = await t.app.db.kysely
      .selectFrom('ticket_update_keys')
      .selectAll()
      .where('ticket_id', 'in', [a, b, direct])
      .orderBy('ticket_id')
      .execute();
    expect(keys.map((k) => k.last_updated_by)).toEqual(['Nudge rule', 'Nudge rule', 'Importer']);

    await t.app.db.kysely.deleteFrom('tickets').where('id', '=', direct).execute();
    const left = await t.app.db.kysely
      .selectFrom('ticket_update_keys')
      .select('ticket_id')
      .where('ticket_id', '=', direct)
      .execute();
    expect(left).toEqual([]);
  });
});
