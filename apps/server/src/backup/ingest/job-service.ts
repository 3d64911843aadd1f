// Opening, staging, progress and failing of backup jobs for the device's agent.
import type { agentApi, FileEntry } from '@warden/domain';
import type { z } from 'zod';
import { backupFinished, backupStarted } from '../../activities/job-activities.ts';
import type { DeviceContext } from '../../agents/device-credential.ts';
import type { Db } from '../../db/database.ts';
import { nowIso } from '../../db/database.ts';
import { insertRows } from '../../db/insert-rows.ts';
import { notFound } from '../../http/api-error.ts';
import { runningJob } from './commit-job.ts';

export async function startBackupJob(db: Db, device: DeviceContext, planId: number) {
  const plan = await db.kysely
    .selectFrom('backup_plans')
    .select(['id', 'deleted'])
    .where('id', '=', planId)
    .where('device_id', '=', device.id)
    .executeTakeFirst();
  if (!plan || plan.deleted) throw notFound('Backup plan');
  return db.kysely.transaction().execute(async (trx) => {
    // A run that died without a word (agent killed, power lost) is closed now; its staged entries go.
    const stale = await trx
      .selectFrom('backup_jobs')
      .select('id')
      .where('plan_id', '=', planId)
      .where('status', '=', 'RUNNING')
      .execute();
    for (const { id } of stale) {
      await trx.deleteFrom('backup_staging').where('job_id', '=', id).execute();
      await trx
        .updateTable('backup_jobs')
        .set({ status: 'FAILED', completed_at: nowIso(), error: 'Interrupted before it finished' })
        .where('id', '=', id)
        .execute();
      await backupFinished({ ...db, kysely: trx }, id, 'Interrupted before it finished');
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
    await backupStarted({ ...db, kysely: trx }, id);
    return { jobId: id };
  });
}

export async function stageEntries(db: Db, device: DeviceContext, jobId: number, entries: FileEntry[]) {
  await runningJob(db, device, jobId);
  const last = await db.kysely
    .selectFrom('backup_staging')
    .select((eb) => eb.fn.max('seq').as('seq'))
    .where('job_id', '=', jobId)
    .executeTakeFirst();
  const first = last?.seq === null || last?.seq === undefined ? 0 : Number(last.seq) + 1;
  const rows = entries.map((entry, i) => ({ job_id: jobId, seq: first + i, entry: JSON.stringify(entry) }));
  await insertRows(db, 'backup_staging', rows);
  return { ok: true as const };
}

export async function failBackupJob(db: Db, device: DeviceContext, jobId: number, error: string) {
  await runningJob(db, device, jobId);
  await db.kysely.transaction().execute(async (trx) => {
    await trx.deleteFrom('backup_staging').where('job_id', '=', jobId).execute();
    await trx
      .updateTable('backup_jobs')
      .set({ status: 'FAILED', completed_at: nowIso(), error })
      .where('id', '=', jobId)
      .execute();
    await backupFinished({ ...db, kysely: trx }, jobId, error);
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
