// Garbage collection of CLOUD chunks: a chunk no revision of its organisation references any more loses
// its row, then its bytes: its own object, or its place in a pack, which is rewritten or removed
// (pack-compaction.ts). Usage figures drop with it.
import type { Db } from '../../db/database.ts';
import type { BackupStorage } from '../storage/backup-storage.ts';
import {
  compactPacks,
  type PackReport,
  packsWithDeadChunks,
  removeAbandonedPacks,
} from './pack-compaction.ts';

const BATCH = 500;
/**
 * An agent uploads chunks before the commit that references them, and skips chunks the server already
 * has. So young chunks are never collected, nor chunks of an organisation with a backup running.
 */
export const GC_GRACE_MS = 60 * 60_000;
const RUNNING_JOB_WINDOW_MS = 24 * 60 * 60_000;

export interface GarbageReport {
  chunks: number;
  bytes: number;
  /** Organisations skipped because one of their backups is running. */
  skipped: number[];
  packs: PackReport;
}

async function hasRunningBackup(db: Db, organizationId: number, since: string): Promise<boolean> {
  const row = await db.kysely
    .selectFrom('backup_jobs as j')
    .innerJoin('devices as d', 'd.id', 'j.device_id')
    .select('j.id')
    .where('d.organization_id', '=', organizationId)
    .where('j.status', '=', 'RUNNING')
    .where('j.started_at', '>', since)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

async function collectOrganization(
  db: Db,
  storage: BackupStorage,
  organizationId: number,
  olderThan: string,
  report: GarbageReport,
) {
  let after = '';
  for (;;) {
    const page = await db.kysely
      .selectFrom('chunks')
      .select('id')
      .where('organization_id', '=', organizationId)
      .where('id', '>', after)
      .orderBy('id')
      .limit(BATCH)
      .execute();
    if (page.length === 0) break;
    after = page.at(-1)!.id;
    // The reference check runs inside the DELETE, so a revision committed meanwhile keeps its chunks.
    const removed = await db.kysely
      .deleteFrom('chunks')
      .where('organization_id', '=', organizationId)
      .where(
        'id',
        'in',
        page.map((c) => c.id),
      )
      .where('created_at', '<', olderThan)
      .where(({ not, exists, selectFrom }) =>
        not(
          exists(
            selectFrom('revision_chunks as rc')
              .innerJoin('file_revisions as r', 'r.id', 'rc.revision_id')
              .innerJoin('backup_plans as p', 'p.id', 'r.plan_id')
              .innerJoin('devices as d', 'd.id', 'p.device_id')
              .select('rc.revision_id')
              .whereRef('rc.chunk_id', '=', 'chunks.id')
              .where('d.organization_id', '=', organizationId),
          ),
        ),
      )
      .returning(['id', 'stored_size', 'pack_id'])
      .execute();
    for (const chunk of removed) {
      // A packed chunk's bytes go when its pack is compacted below.
      if (chunk.pack_id === null) await storage.blobs.delete(storage.chunkKey(organizationId, chunk.id));
      report.chunks++;
      report.bytes += Number(chunk.stored_size);
    }
  }
  await compactPacks(
    db,
    storage,
    organizationId,
    await packsWithDeadChunks(db, organizationId),
    report.packs,
  );
  await removeAbandonedPacks(db, storage, organizationId, olderThan, report.packs);
}

export async function collectGarbage(db: Db, storage: BackupStorage, now: Date): Promise<GarbageReport> {
  const olderThan = new Date(now.getTime() - GC_GRACE_MS).toISOString();
  const runningSince = new Date(now.getTime() - RUNNING_JOB_WINDOW_MS).toISOString();
  const organizations = await db.kysely
    .selectFrom('chunks')
    .select('organization_id')
    .union(db.kysely.selectFrom('packs').select('organization_id'))
    .execute();
  const report: GarbageReport = { chunks: 0, bytes: 0, skipped: [], packs: { removed: 0, rewritten: 0 } };
  for (const { organization_id: organizationId } of organizations) {
    if (await hasRunningBackup(db, organizationId, runningSince)) {
      report.skipped.push(organizationId);
      continue;
    }
    await collectOrganization(db, storage, organizationId, olderThan, report);
  }
  return report;
}
