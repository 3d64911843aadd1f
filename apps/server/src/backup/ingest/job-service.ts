// Opening, staging, progress and failing of backup jobs for the device's agent.
import type { agentApi, BackupRoot } from '@warden/domain';
import type { z } from 'zod';
import { backupFinished, backupStarted } from '../../activities/job-activities.ts';
import type { DeviceContext } from '../../agents/device-credential.ts';
import type { Db } from '../../db/database.ts';
import { nowIso } from '../../db/database.ts';
import { notFound } from '../../http/api-error.ts';
import { runningJob } from './commit-job.ts';
import { EntryTree } from './entry-tree.ts';
import { discardPending } from './pending-rows.ts';

/**
 * Ends a job that will not commit: its row first (on PostgreSQL that waits for a batch being written to
 * it), then its staged entries and pending rows.
 */
async function closeJob(tx: Db, jobId: number, planId: number, error: string) {
  await tx.kysely
    .updateTable('backup_jobs')
    .set({ status: 'FAILED', completed_at: nowIso(), error })
    .where('id', '=', jobId)
    .execute();
  await tx.kysely.deleteFrom('backup_staging').where('job_id', '=', jobId).execute();
  await discardPending(tx, jobId, planId);
}

export async function startBackupJob(db: Db, device: DeviceContext, planId: number, roots?: BackupRoot[]) {
  const plan = await db.kysely
    .selectFrom('backup_plans')
    .select(['id', 'deleted'])
    .where('id', '=', planId)
    .where('device_id', '=', device.id)
    .executeTakeFirst();
  if (!plan || plan.deleted) throw notFound('Backup plan');
  return db.kysely.transaction().execute(async (trx) => {
    const tx = { ...db, kysely: trx };
    // A run that died without a word (agent killed, power lost) is closed now; its staged entries go.
    const stale = await trx
      .selectFrom('backup_jobs')
      .select('id')
      .where('plan_id', '=', planId)
      .where('status', '=', 'RUNNING')
      .execute();
    for (const { id } of stale) {
      await closeJob(tx, id, planId, 'Interrupted before it finished');
      await backupFinished(tx, id, 'Interrupted before it finished');
    }
    const { id } = await trx
      .insertInto('backup_jobs')
      .values({
        plan_id: planId,
        device_id: device.id,
        status: 'RUNNING',
        started_at: nowIso(),
        completed_at: null,
        files_scanned: 0,
        bytes_scanned: 0,
        files_new: 0,
        files_changed: 0,
        files_deleted: 0,
        bytes_uploaded: 0,
        on_local: 0,
        on_cloud: 0,
        error: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await backupStarted(tx, id);
    // The roots are written pending now, so that the entries below them can be as they arrive.
    if (roots?.length) {
      const tree = await EntryTree.loadPending(
        tx,
        planId,
        roots.map((r) => r.path),
      );
      for (const root of roots) await tree.ensureRoot(root);
    }
    return { jobId: id };
  });
}

export async function failBackupJob(db: Db, device: DeviceContext, jobId: number, error: string) {
  const job = await runningJob(db, device, jobId);
  await db.kysely.transaction().execute(async (trx) => {
    const tx = { ...db, kysely: trx };
    await closeJob(tx, jobId, job.plan_id, error);
    await backupFinished(tx, jobId, error);
  });
  return { ok: true as const };
}

type ProgressBody = z.output<NonNullable<(typeof agentApi.backupProgress)['body']>>;

/** Keeps the latest figures on a running job; a report that arrives after the job ended changes nothing. */
export async function recordBackupProgress(db: Db, jobId: number, body: ProgressBody) {
  await db.kysely
    .updateTable('backup_jobs')
    .set({
      progress_files: body.filesDone,
      progress_files_total: body.filesTotal,
      progress_bytes: body.bytesDone,
      progress_bytes_total: body.bytesTotal,
      progress_at: nowIso(),
    })
    .where('id', '=', jobId)
    .where('status', '=', 'RUNNING')
    .execute();
  return { ok: true as const };
}
