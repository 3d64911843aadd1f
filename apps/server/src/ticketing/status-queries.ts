// Queries of ticket statuses, shared by the status routes, the tickets and the rule engine.
import type { Db } from '../db/database.ts';

/** Added statuses count on from here, clear of the defaults' fixed ids (docs/helpdesk.md). */
export const FIRST_ADDED_STATUS_ID = 101;

export function statusQuery(db: Db) {
  return db.kysely.selectFrom('ticket_statuses').selectAll();
}

/** Every status, inactive ones included, in the order pickers show them. */
export function listStatuses(db: Db) {
  return statusQuery(db).orderBy('position').orderBy('id').execute();
}

export function statusById(db: Db, id: number) {
  return statusQuery(db).where('id', '=', id).executeTakeFirst();
}

/** The id the next added status takes: PostgreSQL's sequence starts there; SQLite needs telling. */
export async function nextStatusId(db: Db): Promise<number | undefined> {
  if (db.dialect === 'postgres') return undefined;
  const row = await db.kysely
    .selectFrom('ticket_statuses')
    .select((eb) => eb.fn.max('id').as('max'))
    .executeTakeFirst();
  return Math.max(Number(row?.max ?? 0) + 1, FIRST_ADDED_STATUS_ID);
}

export async function nextStatusPosition(db: Db): Promise<number> {
  const row = await db.kysely
    .selectFrom('ticket_statuses')
    .select((eb) => eb.fn.max('position').as('max'))
    .executeTakeFirst();
  return Number(row?.max ?? 0) + 1;
}
