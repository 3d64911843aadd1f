// Activities of backup and restore jobs, named by their plan or path, for the ingest and restore
// services to record where a job starts and where it ends.
import type { ActivityResult, RestoreJobStatus } from '@warden/domain';
import type { Db } from '../db/database.ts';
import { recordActivity } from './record-activity.ts';

export async function backupStarted(tdb: Db, jobId: number): Promise<void> {
  await backupActivity(tdb, jobId, 'BACKUP_STARTED', 'IN_PROGRESS');
}

/** error: why it failed; none when it completed. */
export async function backupFinished(tdb: Db, jobId: number, error?: string): Promise<void> {
  await backupActivity(tdb, jobId, 'BACKUP_FINISHED', error === undefined ? 'SUCCESS' : 'FAILURE', error);
}

async function backupActivity(
  tdb: Db,
  jobId: number,
  action: 'BACKUP_STARTED' | 'BACKUP_FINISHED',
  result: ActivityResult,
  error?: string,
) {
  const job = await tdb.kysely
    .selectFrom('backup_jobs as j')
    .innerJoin('backup_plans as p', 'p.id', 'j.plan_id')
    .select(['j.device_id', 'p.name'])
    .where('j.id', '=', jobId)
    .executeTakeFirstOrThrow();
  await recordActivity(tdb, {
    action,
    result,
    message: error ? `${job.name}: ${error}` : job.name,
    subjectId: jobId,
    deviceId: job.device_id,
  });
}

const restoreResults: Record<Exclude<RestoreJobStatus, 'processing'>, ActivityResult> = {
  completed: 'SUCCESS',
  failed: 'FAILURE',
  canceled: 'CANCELLED',
};

/** A restore job starts when a technician creates it; it runs on its destination device. */
export async function restoreStarted(tdb: Db, jobUid: string, technicianId: number): Promise<void> {
  await restoreActivity(tdb, jobUid, 'RESTORE_STARTED', 'IN_PROGRESS', technicianId);
}

export async function restoreFinished(
  tdb: Db,
  jobUid: string,
  status: Exclude<RestoreJobStatus, 'processing'>,
): Promise<void> {
  await restoreActivity(tdb, jobUid, 'RESTORE_FINISHED', restoreResults[status], null);
}

async function restoreActivity(
  tdb: Db,
  jobUid: string,
  action: 'RESTORE_STARTED' | 'RESTORE_FINISHED',
  result: ActivityResult,
  technicianId: number | null,
) {
  const job = await tdb.kysely
    .selectFrom('restore_jobs')
    .select(['id', 'destination_device_id', 'source_path', 'error'])
    .where('uid', '=', jobUid)
    .executeTakeFirstOrThrow();
  await recordActivity(tdb, {
    action,
    result,
    message: result === 'FAILURE' && job.error ? `${job.source_path}: ${job.error}` : job.source_path,
    subjectId: job.id,
    deviceId: job.destination_device_id,
    technicianId,
  });
}
