// Removes a plan's entries that hold nothing any more (no revision, no entry below them), leaves first,
// until none is left: hidden ones at a purge, or the new ones of a job that will never commit.
import type { Db } from '../../db/database.ts';

/** Entries hidden up to a time (a purge's), or marked with hidden_at = the pending mark (a dead job's). */
export type EmptyEntries = { hiddenBy: string } | { pendingMark: string };

export async function deleteEmptyEntries(db: Db, planId: number, which: EmptyEntries): Promise<number> {
  let total = 0;
  for (;;) {
    const plan = db.kysely.deleteFrom('backup_entries').where('plan_id', '=', planId);
    const chosen =
      'pendingMark' in which
        ? plan.where('hidden_at', '=', which.pendingMark)
        : plan.where('hidden_at', 'is not', null).where('hidden_at', '<=', which.hiddenBy);
    const result = await chosen
      .where(({ not, exists, selectFrom }) =>
        not(
          exists(
            selectFrom('file_revisions as r').select('r.id').whereRef('r.entry_id', '=', 'backup_entries.id'),
          ),
        ),
      )
      .where(({ not, exists, selectFrom }) =>
        not(
          exists(
            selectFrom('backup_entries as c')
              .select('c.id')
              .whereRef('c.parent_id', '=', 'backup_entries.id'),
          ),
        ),
      )
      .executeTakeFirst();
    const deleted = Number(result.numDeletedRows);
    if (deleted === 0) return total;
    total += deleted;
  }
}
