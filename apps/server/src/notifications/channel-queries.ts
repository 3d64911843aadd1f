// The notification_channels table's queries; every module reads and writes channels through these.
import type { Insertable, Kysely, Selectable, Updateable } from 'kysely';
import type { Db } from '../db/database.ts';
import type { Database, NotificationChannelTable } from '../db/schema.ts';

export type ChannelRow = Selectable<NotificationChannelTable>;

/** A database handle or a transaction (the rule engine enqueues inside its own). */
export type Executor = Db | Kysely<Database>;
export const kyselyOf = (db: Executor): Kysely<Database> => ('kysely' in db ? db.kysely : db);

/** A channel that has not been deleted. */
export async function findChannel(db: Executor, id: number): Promise<ChannelRow | undefined> {
  return kyselyOf(db)
    .selectFrom('notification_channels')
    .selectAll()
    .where('id', '=', id)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
}

export async function listChannelRows(db: Executor): Promise<ChannelRow[]> {
  return kyselyOf(db)
    .selectFrom('notification_channels')
    .selectAll()
    .where('deleted_at', 'is', null)
    .orderBy('name')
    .orderBy('id')
    .execute();
}

/** Names of channels by id, deleted ones included, for delivery lists. */
export async function channelNames(db: Executor, ids: number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await kyselyOf(db)
    .selectFrom('notification_channels')
    .select(['id', 'name'])
    .where('id', 'in', ids)
    .execute();
  return new Map(rows.map((r) => [r.id, r.name]));
}

export async function insertChannel(
  db: Executor,
  values: Insertable<NotificationChannelTable>,
): Promise<ChannelRow> {
  return kyselyOf(db)
    .insertInto('notification_channels')
    .values(values)
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function updateChannelRow(
  db: Executor,
  id: number,
  values: Updateable<NotificationChannelTable>,
): Promise<ChannelRow | undefined> {
  return kyselyOf(db)
    .updateTable('notification_channels')
    .set(values)
    .where('id', '=', id)
    .where('deleted_at', 'is', null)
    .returningAll()
    .executeTakeFirst();
}
