// Fills SQLite's name index of backup entries after backups commit, on the background runner: a
// commit that indexed its own entries kept the agent waiting for it (docs/performance.md). A slice of
// entries at a time, each slice a transaction of its own, so that the write lock is never held long;
// search finds the entries not yet indexed directly until then (browse-service.ts).
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';

export const SEARCH_INDEX_TASK = 'backup.search-index';
const INTERVAL_MS = 15_000;
/** Entries indexed per transaction: about 50 ms of work, short enough not to hold up a commit. */
const SLICE = 5_000;

/** Indexes the entries committed since the last fill; answers how many. Nothing to do on PostgreSQL. */
export async function fillSearchIndex(db: Db, slice = SLICE): Promise<number> {
  if (db.dialect !== 'sqlite') return 0;
  let filled = 0;
  for (;;) {
    const added = await db.kysely.transaction().execute(async (trx) => {
      const { indexed_through: from } = await trx
        .selectFrom('backup_entries_fts_state')
        .select('indexed_through')
        .executeTakeFirstOrThrow();
      const last = await sql<{ through: number | null; count: number }>`
        select max(id) as through, count(*) as count
        from (select id from backup_entries where id > ${from} order by id limit ${slice})`.execute(trx);
      const { through, count } = last.rows[0]!;
      if (through === null) return 0;
      await sql`insert into backup_entries_fts (rowid, name_lower)
        select id, name_lower from backup_entries where id > ${from} and id <= ${through}`.execute(trx);
      await trx.updateTable('backup_entries_fts_state').set({ indexed_through: through }).execute();
      return Number(count);
    });
    filled += added;
    if (added < slice) return filled;
  }
}

/** Schedules the fill on the app's background runner (SQLite only). */
export function scheduleSearchIndexFill(app: FastifyInstance): void {
  if (app.db.dialect !== 'sqlite') return;
  app.background.schedule({
    name: SEARCH_INDEX_TASK,
    intervalMs: INTERVAL_MS,
    run: async () => ({ indexed: await fillSearchIndex(app.db) }),
  });
}
