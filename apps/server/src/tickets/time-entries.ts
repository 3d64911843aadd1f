// Time logged on a ticket, by a technician or a rule's TICKET_LOG_ENTRY_TIME_TRACKER action. The
// ticket's total_time_tracked moves in the same transaction, so the list's column and its sort agree
// with the entries.
import { type TimeEntry, type TimeEntryInput, timeEntryInputSchema } from '@warden/domain';
import { sql } from 'kysely';
import type { z } from 'zod';
import { type Db, nowIso } from '../db/database.ts';

type CheckedInput = z.output<typeof timeEntryInputSchema>;

/** Writes one entry inside the caller's transaction and adds it to the ticket's total. */
export async function insertTimeEntry(
  tdb: Db,
  ticketId: number,
  entry: CheckedInput & { userId: number | null; ruleId?: number },
  now: string,
): Promise<number> {
  const { id } = await tdb.kysely
    .insertInto('ticket_time_entries')
    .values({
      ticket_id: ticketId,
      user_id: entry.userId,
      seconds: entry.seconds,
      remote: entry.remote ? 1 : 0,
      start_date: entry.startDate ?? now,
      description: entry.description,
      rule_id: entry.ruleId ?? null,
      created_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await tdb.kysely
    .updateTable('tickets')
    .set({ total_time_tracked: sql`total_time_tracked + ${entry.seconds}` })
    .where('id', '=', ticketId)
    .execute();
  return id;
}

export async function timeEntries(db: Db, ticketId: number, onlyId?: number): Promise<TimeEntry[]> {
  let query = db.kysely
    .selectFrom('ticket_time_entries as e')
    .leftJoin('users as u', 'u.id', 'e.user_id')
    .selectAll('e')
    .select(['u.first_name', 'u.last_name', 'u.email'])
    .where('e.ticket_id', '=', ticketId);
  if (onlyId !== undefined) query = query.where('e.id', '=', onlyId);
  const rows = await query.orderBy('e.start_date').orderBy('e.id').execute();
  return rows.map((r) => ({
    id: r.id,
    ticketId: r.ticket_id,
    technician:
      r.user_id === null
        ? null
        : { id: r.user_id, name: `${r.first_name ?? ''} ${r.last_name ?? ''}`.trim() || (r.email ?? '') },
    seconds: r.seconds,
    remote: r.remote === 1,
    startDate: r.start_date,
    description: r.description,
    ruleId: r.rule_id,
    createdAt: r.created_at,
  }));
}

export async function addTimeEntry(
  db: Db,
  userId: number,
  ticketId: number,
  input: TimeEntryInput,
): Promise<TimeEntry> {
  const checked = timeEntryInputSchema.parse(input);
  const id = await db.kysely
    .transaction()
    .execute((trx) =>
      insertTimeEntry({ kysely: trx, dialect: db.dialect }, ticketId, { ...checked, userId }, nowIso()),
    );
  const [entry] = await timeEntries(db, ticketId, id);
  return entry!;
}
