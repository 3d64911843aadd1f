// Packs after garbage collection: a pack none of whose chunks is recorded any more is removed, and a
// pack that lost some is rewritten with only the chunks still recorded, so collected (and purged) data
// leaves the disk, not only the database. A pack abandoned half written (its row still 'writing' after
// the grace period) is removed too; no chunk ever pointed at it.
import { buildPackParts, chunkOfPack, type PackParts } from '@warden/store';
import type { Db } from '../../db/database.ts';
import { nowIso } from '../../db/database.ts';
import type { BackupStorage } from '../storage/backup-storage.ts';

export interface PackReport {
  /** Packs removed: emptied by the collection, or abandoned while being written. */
  removed: number;
  /** Packs rewritten without their collected chunks. */
  rewritten: number;
}

async function removePack(db: Db, storage: BackupStorage, organizationId: number, packId: string) {
  // The row goes last: while it exists the object can always be found again.
  await storage.blobs.delete(storage.packKey(organizationId, packId));
  await db.kysely
    .deleteFrom('packs')
    .where('organization_id', '=', organizationId)
    .where('id', '=', packId)
    .execute();
}

/**
 * Moves the chunks still recorded in the pack into a new one. The new pack is stored and its rows
 * point there before the old object is removed, so a reader that looked up the old place retries.
 */
async function rewritePack(
  db: Db,
  storage: BackupStorage,
  organizationId: number,
  packId: string,
  live: { id: string; pack_offset: number | null; stored_size: number }[],
): Promise<boolean> {
  let old: Buffer;
  try {
    old = await storage.blobs.get(storage.packKey(organizationId, packId));
  } catch {
    // A lost pack is for verify to report; there is nothing to copy.
    return false;
  }
  const chunks = live.map((c) => ({
    id: c.id,
    data: chunkOfPack(old, { offset: Number(c.pack_offset), length: Number(c.stored_size) }),
  }));
  let pack: PackParts;
  try {
    pack = buildPackParts(chunks);
  } catch {
    // A damaged chunk is left where it is, for verify to report.
    return false;
  }
  await db.kysely
    .insertInto('packs')
    .values({
      organization_id: organizationId,
      id: pack.id,
      status: 'writing',
      size: pack.size,
      chunk_count: pack.entries.length,
      created_at: nowIso(),
    })
    .execute();
  await storage.blobs.put(storage.packKey(organizationId, pack.id), pack.parts);
  await db.kysely.transaction().execute(async (trx) => {
    for (const entry of pack.entries) {
      await trx
        .updateTable('chunks')
        .set({ pack_id: pack.id, pack_offset: entry.offset })
        .where('organization_id', '=', organizationId)
        .where('id', '=', entry.id)
        .where('pack_id', '=', packId)
        .execute();
    }
    await trx
      .updateTable('packs')
      .set({ status: 'ready' })
      .where('organization_id', '=', organizationId)
      .where('id', '=', pack.id)
      .execute();
  });
  await removePack(db, storage, organizationId, packId);
  return true;
}

/** Removes or rewrites each of the packs, as the chunks still recorded in them require. */
export async function compactPacks(
  db: Db,
  storage: BackupStorage,
  organizationId: number,
  packIds: Iterable<string>,
  report: PackReport,
): Promise<void> {
  for (const packId of new Set(packIds)) {
    const pack = await db.kysely
      .selectFrom('packs')
      .select(['chunk_count'])
      .where('organization_id', '=', organizationId)
      .where('id', '=', packId)
      .where('status', '=', 'ready')
      .executeTakeFirst();
    if (!pack) continue;
    const live = await db.kysely
      .selectFrom('chunks')
      .select(['id', 'pack_offset', 'stored_size'])
      .where('organization_id', '=', organizationId)
      .where('pack_id', '=', packId)
      .orderBy('pack_offset')
      .execute();
    if (live.length === 0) {
      await removePack(db, storage, organizationId, packId);
      report.removed++;
    } else if (
      live.length < pack.chunk_count &&
      (await rewritePack(db, storage, organizationId, packId, live))
    ) {
      report.rewritten++;
    }
  }
}

/**
 * The organisation's ready packs holding fewer recorded chunks than they were written with: emptied or
 * thinned by a collection (this one, or one interrupted before its compaction), or holding copies of
 * chunks another upload recorded first. One index walk over the chunks, as the collection itself does.
 */
export async function packsWithDeadChunks(db: Db, organizationId: number): Promise<string[]> {
  const rows = await db.kysely
    .selectFrom('packs as p')
    .select('p.id')
    .where('p.organization_id', '=', organizationId)
    .where('p.status', '=', 'ready')
    .where((eb) =>
      eb(
        'p.chunk_count',
        '>',
        eb
          .selectFrom('chunks as c')
          .select((s) => s.fn.countAll<number>().as('n'))
          .where('c.organization_id', '=', organizationId)
          .whereRef('c.pack_id', '=', 'p.id'),
      ),
    )
    .execute();
  return rows.map((r) => r.id);
}

/** Removes the organisation's packs left 'writing' since before `olderThan` (a crash mid-upload). */
export async function removeAbandonedPacks(
  db: Db,
  storage: BackupStorage,
  organizationId: number,
  olderThan: string,
  report: PackReport,
): Promise<void> {
  const abandoned = await db.kysely
    .selectFrom('packs')
    .select('id')
    .where('organization_id', '=', organizationId)
    .where('status', '=', 'writing')
    .where('created_at', '<', olderThan)
    .execute();
  for (const { id } of abandoned) {
    await removePack(db, storage, organizationId, id);
    report.removed++;
  }
}
