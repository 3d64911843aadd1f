// Restore job rows (with their device and plan names) to the API's restore job shape.
import path from 'node:path';
import { elapsedBetween, jobProgress, percentage, type RestoreJob } from '@warden/domain';
import { bool, type Db } from '../db/database.ts';

/** Restore jobs joined with the names the presenter shows; devices come from the database, not input. */
export function restoreJobQuery(db: Db) {
  return db.kysely
    .selectFrom('restore_jobs as j')
    .innerJoin('devices as d', 'd.id', 'j.destination_device_id')
    .innerJoin('devices as s', 's.id', 'j.source_device_id')
    .innerJoin('backup_plans as p', 'p.id', 'j.source_plan_id')
    .selectAll('j')
    .select((eb) => [
      eb.fn.coalesce('d.friendly_name', 'd.display_name').as('destination_name'),
      eb.fn.coalesce('s.friendly_name', 's.display_name').as('source_name'),
      'p.name as plan_name',
      'd.organization_id as organization_id',
      's.organization_id as source_organization_id',
    ]);
}

export function restoreJobByUid(db: Db, uid: string) {
  return restoreJobQuery(db).where('j.uid', '=', uid).executeTakeFirst();
}

export type RestoreJobRow = NonNullable<
  Awaited<ReturnType<ReturnType<typeof restoreJobQuery>['executeTakeFirst']>>
>;

export function presentRestoreJob(row: RestoreJobRow): RestoreJob {
  const totalBytes = row.total_bytes === null ? null : Number(row.total_bytes);
  const processedBytes = Number(row.processed_bytes);
  return {
    jobUID: row.uid,
    nodeId: row.destination_device_id,
    nodeName: row.destination_name,
    jobFilesProcessed: row.files_processed,
    jobTotalFiles: row.total_files,
    jobProcessedBytes: processedBytes,
    jobTotalBytes: totalBytes,
    jobFilesFailed: row.files_failed,
    status: row.status,
    // A finished job with nothing to copy (only folders, or skipped files of no size) shows as done.
    percentage: row.status === 'completed' && !totalBytes ? 100 : percentage(processedBytes, totalBytes),
    progress:
      row.status === 'processing'
        ? jobProgress({
            filesDone: row.files_processed,
            filesTotal: row.total_files,
            bytesDone: processedBytes,
            bytesTotal: totalBytes,
            // From the agent's first report to its latest, both timed by the server's clock.
            elapsedMs: row.started_at ? elapsedBetween(row.started_at, row.updated_at) : 0,
          })
        : null,
    error: row.error,
    cleared: bool(row.cleared),
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    content: {
      actionType: 'RESTORE',
      type: row.kind,
      sourcePath: row.source_path,
      file: path.posix.basename(row.source_path) || row.source_path,
      destinationPath: row.destination_path,
      sourcePlanId: row.source_plan_id,
      sourcePlanName: row.plan_name,
      sourceNodeId: row.source_device_id,
      sourceNodeName: row.source_name,
      collisionHandling: row.collision_handling,
    },
  };
}
