// The manifest a destination agent restores from: each selected file with its destination path
// (computed for the destination's OS and kept inside the destination folder), chunks in order, hash,
// size, permissions and mtime, and where the chunks are when the data is on LOCAL storage only.
import type { agentApi } from '@warden/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import type { DeviceContext } from '../agents/device-credential.ts';
import type { Db } from '../db/database.ts';
import { inBatches } from '../db/in-batches.ts';
import { ApiError, conflict } from '../http/api-error.ts';
import { agentRestoreJob, failRestoreJob } from './agent-job-lookup.ts';
import { deviceFamily } from './restore-devices.ts';
import { destinationFor, relativeSegments, restoreBase } from './restore-paths.ts';
import { type SelectedItem, selectRestoreItems } from './restore-selection.ts';

type Manifest = z.input<(typeof agentApi.restoreManifest)['response']>;
type ManifestFile = Manifest['files'][number];

export const LOCAL_ONLY_ELSEWHERE =
  'A LOCAL-only revision restores only on a device that can reach that storage';

async function chunksOf(db: Db, revisionIds: number[]) {
  const byRevision = new Map<number, [string, number][]>();
  const rows = await inBatches(revisionIds, (batch) =>
    db.kysely
      .selectFrom('revision_chunks')
      .select(['revision_id', 'chunk_id', 'length'])
      .where('revision_id', 'in', batch)
      .orderBy('revision_id')
      .orderBy('seq')
      .execute(),
  );
  for (const row of rows) {
    const list = byRevision.get(row.revision_id) ?? [];
    list.push([row.chunk_id, row.length]);
    byRevision.set(row.revision_id, list);
  }
  return byRevision;
}

export async function buildManifest(db: Db, log: FastifyBaseLogger, device: DeviceContext, jobUID: string) {
  const job = await agentRestoreJob(db, device, jobUID);
  if (job.status !== 'processing') throw conflict(`The restore job is already ${job.status}`);
  const fail = async (message: string) => {
    await failRestoreJob(db, job.id, message);
    return new ApiError(409, 'CONFLICT', message);
  };
  const items = await selectRestoreItems(db, {
    planId: job.source_plan_id,
    sourcePath: job.source_path,
    revisionId: job.revision_id,
    backupJobId: job.backup_job_id,
    restoreDeleted: job.restore_deleted === 1,
  });
  if (!items) throw await fail('The backed-up data of this restore was deleted');

  let localRepository: string | null = null;
  if (items.some((item) => item.revision && !item.revision.on_cloud)) {
    if (job.source_device_id !== job.destination_device_id) throw await fail(LOCAL_ONLY_ELSEWHERE);
    const plan = await db.kysely
      .selectFrom('backup_plans')
      .select('local_path')
      .where('id', '=', job.source_plan_id)
      .executeTakeFirstOrThrow();
    if (!plan.local_path) throw await fail('The plan no longer names its local backup folder');
    localRepository = plan.local_path;
  }

  const family = await deviceFamily(db, device.id);
  const base = restoreBase(job.source_path);
  const revisionIds = items.flatMap((i) => (i.revision ? [i.revision.id] : []));
  const chunks = await chunksOf(db, revisionIds);
  const files: ManifestFile[] = [];
  for (const item of items) {
    const segments = relativeSegments(base, item.path);
    const destinationPath = segments && destinationFor(job.destination_path, segments, family);
    if (!destinationPath) {
      // Only a tampered backup holds such a path; it is left out rather than written anywhere.
      log.warn({ jobUID, path: item.path }, 'left an unsafe path out of a restore');
      continue;
    }
    files.push(manifestFile(item, destinationPath, chunks));
  }
  return {
    jobUID,
    collisionHandling: job.collision_handling,
    restorePermissions: job.restore_permissions === 1,
    localRepository,
    destinationRoot: job.destination_path,
    files,
  };
}

function manifestFile(
  item: SelectedItem,
  destinationPath: string,
  chunks: Map<number, [string, number][]>,
): ManifestFile {
  const r = item.revision;
  return {
    sourcePath: item.path,
    destinationPath,
    type: item.type,
    size: r ? Number(r.size) : 0,
    hash: r?.hash ?? null,
    mode: r?.mode ?? null,
    uid: r?.uid ?? null,
    gid: r?.gid ?? null,
    mtime: r?.mtime ?? null,
    chunks: r ? (chunks.get(r.id) ?? []) : [],
  };
}
