// A restore job as its destination agent may see it, and ending one as failed.
import { restoreFinished } from '../activities/job-activities.ts';
import type { DeviceContext } from '../agents/device-credential.ts';
import type { Db } from '../db/database.ts';
import { nowIso } from '../db/database.ts';
import { notFound } from '../http/api-error.ts';

/** Only the destination device may read or report on a job; for any other it does not exist. */
export async function agentRestoreJob(db: Db, device: DeviceContext, jobUID: string) {
  const job = await db.kysely
    .selectFrom('restore_jobs')
    .selectAll()
    .where('uid', '=', jobUID)
    .where('destination_device_id', '=', device.id)
    .executeTakeFirst();
  if (!job) throw notFound('Restore job');
  return job;
}

export async function failRestoreJob(db: Db, jobId: number, error: string) {
  await db.kysely.transaction().execute(async (trx) => {
    const ended = await trx
      .updateTable('restore_jobs')
      .set({ status: 'failed', error, updated_at: nowIso() })
      .where('id', '=', jobId)
      .where('status', '=', 'processing')
      .returning('uid')
      .executeTakeFirst();
    if (ended) await restoreFinished({ ...db, kysely: trx }, ended.uid, 'failed');
  });
}
