// Transactions whose commit is on the disk before they answer, on SQLite as on PostgreSQL.
// The server's SQLite runs in WAL mode with synchronous NORMAL: a commit reaches the disk with the next
// checkpoint, so a power cut or a crash of the machine may roll back the last few commits (never
// corrupting the database), and the event loop does not wait for a sync on every write. That suits
// writes a person sees fail and repeats. A backup's commit is not one: the agent, told the job is
// complete, records its files as backed up and does not send them again, so a commit lost to a power
// cut would leave them out of every later revision until they change. PostgreSQL's commits are durable
// already (synchronous_commit is on).
import { sql, type Transaction } from 'kysely';
import type { Db } from './database.ts';
import type { Database } from './schema.ts';

/** Durable transactions running on one SQLite connection, and the switch to FULL they wait for. */
const durableWork = new WeakMap<Db['kysely'], { running: number; full: Promise<unknown> }>();

/**
 * Runs work in a transaction whose commit is synced to the disk before this resolves. On SQLite the
 * connection's synchronous setting is FULL from before the first of any overlapping durable
 * transactions begins until the last has committed, then NORMAL again.
 */
export async function durableTransaction<T>(
  db: Db,
  work: (trx: Transaction<Database>) => Promise<T>,
): Promise<T> {
  if (db.dialect !== 'sqlite') return db.kysely.transaction().execute(work);
  let state = durableWork.get(db.kysely);
  if (!state) {
    state = { running: 0, full: Promise.resolve() };
    durableWork.set(db.kysely, state);
  }
  if (state.running++ === 0) state.full = sql`PRAGMA synchronous = FULL`.execute(db.kysely);
  try {
    await state.full;
    return await db.kysely.transaction().execute(work);
  } finally {
    if (--state.running === 0) await sql`PRAGMA synchronous = NORMAL`.execute(db.kysely);
  }
}
