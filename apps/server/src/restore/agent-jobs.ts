// The destination agent's side of a restore job: progress reports (answered with whether to stop),
// its unfinished jobs, and handing those jobs to it again whenever it connects.
import type { agentApi } from '@warden/domain';
import type { z } from 'zod';
import { restoreFinished } from '../activities/job-activities.ts';
import type { AgentHub } from '../agents/agent-hub.ts';
import type { DeviceContext } from '../agents/device-credential.ts';
import type { Db } from '../db/database.ts';
import { nowIso } from '../db/database.ts';
import { agentRestoreJob } from './agent-job-lookup.ts';

type ProgressBody = z.output<NonNullable<(typeof agentApi.restoreProgress)['body']>>;

export async function recordRestoreProgress(
  db: Db,
  device: DeviceContext,
  jobUID: string,
  body: ProgressBody,
) {
  const job = await agentRestoreJob(db, device, jobUID);
  // A finished job (canceled while the agent was away, or failed here) is never reopened by a report.
  if (job.status !== 'processing') return { cancel: true };
  const now = nowIso();
  await db.kysely.transaction().execute(async (trx) => {
    const ended = await trx
      .updateTable('restore_jobs')
      .set((eb) => ({
        // The first report starts the clock the throughput is measured by, not the job's creation:
        // an agent that was offline may start long after.
        started_at: eb.fn.coalesce('started_at', eb.val(now)),
        status: body.status,
        files_processed: body.jobFilesProcessed,
        total_files: body.jobTotalFiles,
        processed_bytes: body.jobProcessedBytes,
        total_bytes: body.jobTotalBytes,
        files_failed: body.jobFilesFailed,
        failures: JSON.stringify(body.failures),
        error: body.error,
        updated_at: now,
      }))
      .where('id', '=', job.id)
      .where('status', '=', 'processing')
      .executeTakeFirst();
    if (body.status !== 'processing' && Number(ended.numUpdatedRows) > 0)
      await restoreFinished({ ...db, kysely: trx }, job.uid, body.status);
  });
  return { cancel: body.status === 'processing' && job.cancel_requested === 1 };
}

function unfinishedJobs(db: Db, deviceId: number) {
  return db.kysely
    .selectFrom('restore_jobs')
    .select(['id', 'uid', 'cancel_requested'])
    .where('destination_device_id', '=', deviceId)
    .where('status', '=', 'processing')
    .orderBy('id')
    .execute();
}

export async function pendingRestores(db: Db, device: DeviceContext) {
  const jobs = await unfinishedJobs(db, device.id);
  return { jobs: jobs.filter((j) => !j.cancel_requested).map((j) => ({ jobUID: j.uid })) };
}

/** On (re)connection: a job canceled meanwhile ends; the others are started (again). */
export async function resumeRestores(db: Db, hub: AgentHub, deviceId: number) {
  for (const job of await unfinishedJobs(db, deviceId)) {
    if (job.cancel_requested) {
      await db.kysely.transaction().execute(async (trx) => {
        const ended = await trx
          .updateTable('restore_jobs')
          .set({ status: 'canceled', updated_at: nowIso() })
          .where('id', '=', job.id)
          .where('status', '=', 'processing')
          .executeTakeFirst();
        if (Number(ended.numUpdatedRows) > 0)
          await restoreFinished({ ...db, kysely: trx }, job.uid, 'canceled');
      });
      continue;
    }
    hub.send(deviceId, { type: 'startRestore', jobUID: job.uid });
  }
}
