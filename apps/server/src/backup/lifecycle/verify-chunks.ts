// The integrity check of backup storage: every chunk a cloud revision references is read and decoded
// (which checks its tag and that it hashes to its id), one at a time.
import type { VerifyReport } from '@warden/domain';
import { BlobNotFoundError } from '@warden/store';
import type { Db } from '../../db/database.ts';
import type { BackupStorage } from '../storage/backup-storage.ts';

const PAGE = 1000;

function referencedChunks(db: Db, organizationId: number) {
  return db.kysely
    .selectFrom('revision_chunks as rc')
    .innerJoin('file_revisions as r', 'r.id', 'rc.revision_id')
    .innerJoin('backup_plans as p', 'p.id', 'r.plan_id')
    .innerJoin('devices as d', 'd.id', 'p.device_id')
    .where('d.organization_id', '=', organizationId)
    .where('r.on_cloud', '=', 1);
}

async function organizationsWithCloudData(db: Db): Promise<number[]> {
  const rows = await db.kysely
    .selectFrom('file_revisions as r')
    .innerJoin('backup_plans as p', 'p.id', 'r.plan_id')
    .innerJoin('devices as d', 'd.id', 'p.device_id')
    .select('d.organization_id')
    .where('r.on_cloud', '=', 1)
    .distinct()
    .execute();
  return rows.map((r) => r.organization_id);
}

/** organizationIds null: every organisation. */
export async function verifyChunks(
  db: Db,
  storage: BackupStorage,
  organizationIds: number[] | null,
): Promise<VerifyReport> {
  const report: VerifyReport = { chunksChecked: 0, missing: [], corrupt: [], revisionsAffected: 0 };
  const affected = new Set<number>();
  for (const organizationId of organizationIds ?? (await organizationsWithCloudData(db))) {
    let after = '';
    for (;;) {
      const page = await referencedChunks(db, organizationId)
        .select('rc.chunk_id')
        .distinct()
        .where('rc.chunk_id', '>', after)
        .orderBy('rc.chunk_id')
        .limit(PAGE)
        .execute();
      if (page.length === 0) break;
      after = page.at(-1)!.chunk_id;
      const bad: string[] = [];
      for (const { chunk_id: chunkId } of page) {
        report.chunksChecked++;
        try {
          await storage.readChunk(organizationId, chunkId);
        } catch (err) {
          (err instanceof BlobNotFoundError ? report.missing : report.corrupt).push({
            organizationId,
            chunkId,
          });
          bad.push(chunkId);
        }
      }
      if (bad.length === 0) continue;
      const revisions = await referencedChunks(db, organizationId)
        .select('rc.revision_id')
        .distinct()
        .where('rc.chunk_id', 'in', bad)
        .execute();
      for (const r of revisions) affected.add(r.revision_id);
    }
  }
  report.revisionsAffected = affected.size;
  return report;
}
