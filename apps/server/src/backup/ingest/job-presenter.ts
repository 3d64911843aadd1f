// Backup job rows to the API's backup job shape, with the live figures of a running job.
import { type BackupJob, elapsedBetween, jobProgress } from '@warden/domain';
import type { Selectable } from 'kysely';
import type { BackupJobTable } from '../../db/schema.ts';

export function presentBackupJob(j: Selectable<BackupJobTable>): BackupJob {
  return {
    id: j.id,
    planId: j.plan_id,
    status: j.status,
    started: j.started_at,
    completed: j.completed_at,
    filesNew: j.files_new,
    filesChanged: j.files_changed,
    filesDeleted: j.files_deleted,
    bytesUploaded: Number(j.bytes_uploaded),
    error: j.error,
    progress:
      j.status === 'RUNNING'
        ? jobProgress({
            filesDone: j.progress_files,
            filesTotal: j.progress_files_total,
            bytesDone: Number(j.progress_bytes),
            bytesTotal: j.progress_bytes_total === null ? null : Number(j.progress_bytes_total),
            // Timed by the server's clock at each report, so the agent's clock does not matter.
            elapsedMs: j.progress_at ? elapsedBetween(j.started_at, j.progress_at) : 0,
          })
        : null,
  };
}
