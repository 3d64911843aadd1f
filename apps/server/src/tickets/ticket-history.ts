// A ticket's change history: one row per changed field with its old and new values as JSON, who made
// the change and the rule when a rule made it; read back newest first, a page at a time.
import { pageOf, type TicketHistoryEntry } from '@warden/domain';
import { countRows } from '../db/count-rows.ts';
import type { Db } from '../db/database.ts';
import type { TicketActor, TicketChange } from './ticket-events.ts';

const json = (v: unknown) => (v === null || v === undefined ? null : JSON.stringify(v));

export interface HistoryEntry {
  ticketId: number;
  actor: TicketActor;
  now: string;
  diff: TicketChange['diff'];
}

/** The history rows of several changes (of one ticket or many) in one insert, in the order given. */
export async function recordHistoryRows(tdb: Db, entries: HistoryEntry[]): Promise<void> {
  const rows = entries.flatMap(({ ticketId, actor, now, diff }) =>
    Object.entries(diff).map(([field, { old, new: value }]) => ({
      ticket_id: ticketId,
      field,
      old_value: json(old),
      new_value: json(value),
      actor_kind: actor.kind,
      actor_uid: actor.uid,
      actor_name: actor.name,
      rule_id: actor.ruleId ?? null,
      created_at: now,
    })),
  );
  if (rows.length) await tdb.kysely.insertInto('ticket_history').values(rows).execute();
}

export function recordHistory(
  tdb: Db,
  ticketId: number,
  actor: TicketActor,
  now: string,
  diff: TicketChange['diff'],
): Promise<void> {
  return recordHistoryRows(tdb, [{ ticketId, actor, now, diff }]);
}

export async function ticketHistory(db: Db, ticketId: number, page: { page: number; size: number }) {
  const query = db.kysely.selectFrom('ticket_history').where('ticket_id', '=', ticketId);
  const total = await countRows(query.select('id'));
  const rows = await query
    .selectAll()
    .orderBy('id', 'desc')
    .limit(page.size)
    .offset(page.page * page.size)
    .execute();
  const parse = (v: string | null) => (v === null ? null : JSON.parse(v));
  const entries: TicketHistoryEntry[] = rows.map((r) => ({
    id: r.id,
    field: r.field,
    oldValue: parse(r.old_value),
    newValue: parse(r.new_value),
    actor: { kind: r.actor_kind as TicketActor['kind'], uid: r.actor_uid, name: r.actor_name },
    ruleId: r.rule_id,
    createdAt: r.created_at,
  }));
  return pageOf(entries, total, page.size);
}
