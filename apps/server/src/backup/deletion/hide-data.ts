// Deleting backup data hides it at once (hidden_at on entries and revisions) and records a deletion
// request; the lifecycle sweep purges it after DELETED_DATA_PURGE_HOURS.
import { DELETED_DATA_PURGE_HOURS } from '@warden/domain';
import type { Transaction } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { Database } from '../../db/schema.ts';
import { startsWith } from '../downloads/folder-files.ts';

const BATCH = 500;

export type DeletionScope = { kind: 'PLAN' } | { kind: 'ITEMS'; fileIds: number[]; folderIds: number[] };

/** Hides the revisions of the entries hidden at `at` (those hidden earlier already are). */
async function hideRevisionsOfHiddenEntries(trx: Transaction<Database>, planId: number, at: string) {
  await trx
    .updateTable('file_revisions')
    .set({ hidden_at: at })
    .where('hidden_at', 'is', null)
    .where('entry_id', 'in', (eb) =>
      eb.selectFrom('backup_entries').select('id').where('plan_id', '=', planId).where('hidden_at', '=', at),
    )
    .execute();
}

async function recordRequest(
  trx: Transaction<Database>,
  planId: number,
  userId: number,
  scope: DeletionScope,
  at: string,
) {
  const purgeAfter = new Date(Date.parse(at) + DELETED_DATA_PURGE_HOURS * 3_600_000).toISOString();
  await trx
    .insertInto('deletion_requests')
    .values({
      plan_id: planId,
      requested_by: userId,
      scope: JSON.stringify(scope),
      requested_at: at,
      purge_after: purgeAfter,
      purged_at: null,
    })
    .execute();
}

export async function hidePlanData(db: Db, planIds: number[], userId: number): Promise<void> {
  const at = new Date().toISOString();
  await db.kysely.transaction().execute(async (trx) => {
    for (const planId of planIds) {
      await trx
        .updateTable('backup_entries')
        .set({ hidden_at: at })
        .where('plan_id', '=', planId)
        .where('hidden_at', 'is', null)
        .execute();
      await trx
        .updateTable('file_revisions')
        .set({ hidden_at: at })
        .where('plan_id', '=', planId)
        .where('hidden_at', 'is', null)
        .execute();
      await recordRequest(trx, planId, userId, { kind: 'PLAN' }, at);
    }
  });
}

/** Files are hidden by id; a folder hides itself and everything under its path. */
export async function hideItems(
  db: Db,
  planId: number,
  items: { fileIds: number[]; folders: { id: number; path: string }[] },
  userId: number,
): Promise<void> {
  const at = new Date().toISOString();
  const hide = (trx: Transaction<Database>) =>
    trx
      .updateTable('backup_entries')
      .set({ hidden_at: at })
      .where('plan_id', '=', planId)
      .where('hidden_at', 'is', null);
  await db.kysely.transaction().execute(async (trx) => {
    for (let i = 0; i < items.fileIds.length; i += BATCH) {
      await hide(trx)
        .where('id', 'in', items.fileIds.slice(i, i + BATCH))
        .execute();
    }
    for (const folder of items.folders) {
      const prefix = folder.path.endsWith('/') ? folder.path : `${folder.path}/`;
      await hide(trx)
        .where((eb) => eb.or([eb('id', '=', folder.id), startsWith('path', prefix)]))
        .execute();
    }
    await hideRevisionsOfHiddenEntries(trx, planId, at);
    const scope = {
      kind: 'ITEMS' as const,
      fileIds: items.fileIds,
      folderIds: items.folders.map((f) => f.id),
    };
    await recordRequest(trx, planId, userId, scope, at);
  });
}
