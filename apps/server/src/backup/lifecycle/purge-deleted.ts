// The purge of deleted data: once a deletion request is DELETED_DATA_PURGE_HOURS old, the revisions and
// entries it hid are removed for good (their chunk lists and image indexes go with them by cascade).
// Chunks are left to the garbage collection that follows.
import type { Db } from '../../db/database.ts';
import { deleteEmptyEntries } from './empty-entries.ts';

const BATCH = 500;

export interface PurgeReport {
  requests: number;
  revisions: number;
  entries: number;
}

async function deleteHiddenRevisions(db: Db, planId: number, cutoff: string): Promise<number> {
  let total = 0;
  for (;;) {
    const ids = await db.kysely
      .selectFrom('file_revisions')
      .select('id')
      .where('plan_id', '=', planId)
      .where('hidden_at', 'is not', null)
      .where('hidden_at', '<=', cutoff)
      .limit(BATCH)
      .execute();
    if (ids.length === 0) return total;
    await db.kysely
      .deleteFrom('file_revisions')
      .where(
        'id',
        'in',
        ids.map((r) => r.id),
      )
      .execute();
    total += ids.length;
  }
}

/**
 * A hidden entry that a later backup gave a new revision (or a new child) stays: it is shown again with
 * what was backed up after the deletion, and so are the folders above it.
 */
async function showEntriesWithNewerData(db: Db, planId: number, cutoff: string): Promise<void> {
  for (;;) {
    const shown = await db.kysely
      .updateTable('backup_entries')
      .set((eb) => ({
        hidden_at: null,
        backup_size: eb.fn.coalesce(
          eb
            .selectFrom('file_revisions as r')
            .select((s) => s.fn.sum<number>('r.stored_size').as('bytes'))
            .whereRef('r.entry_id', '=', 'backup_entries.id'),
          eb.lit(0),
        ),
      }))
      .where('plan_id', '=', planId)
      .where('hidden_at', 'is not', null)
      .where('hidden_at', '<=', cutoff)
      .where(({ or, exists, selectFrom }) =>
        or([
          exists(
            selectFrom('file_revisions as r')
              .select('r.id')
              .whereRef('r.entry_id', '=', 'backup_entries.id')
              .where('r.hidden_at', 'is', null),
          ),
          exists(
            selectFrom('backup_entries as c')
              .select('c.id')
              .whereRef('c.parent_id', '=', 'backup_entries.id')
              .where('c.hidden_at', 'is', null),
          ),
        ]),
      )
      .executeTakeFirst();
    if (Number(shown.numUpdatedRows) === 0) return;
  }
}

export async function purgeDeletedData(db: Db, now: Date): Promise<PurgeReport> {
  const due = await db.kysely
    .selectFrom('deletion_requests')
    .selectAll()
    .where('purged_at', 'is', null)
    .where('purge_after', '<=', now.toISOString())
    .orderBy('id')
    .execute();
  const report: PurgeReport = { requests: 0, revisions: 0, entries: 0 };
  for (const request of due) {
    // Everything of the plan hidden up to this request's time was hidden by it or an earlier one.
    report.revisions += await deleteHiddenRevisions(db, request.plan_id, request.requested_at);
    report.entries += await deleteEmptyEntries(db, request.plan_id, { hiddenBy: request.requested_at });
    await showEntriesWithNewerData(db, request.plan_id, request.requested_at);
    await db.kysely
      .updateTable('deletion_requests')
      .set({ purged_at: now.toISOString() })
      .where('id', '=', request.id)
      .execute();
    report.requests++;
  }
  return report;
}
