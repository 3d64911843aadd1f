// Restore jobs for the console: list a device's jobs, read one, cancel a processing job, clear a
// finished one. The scope guard has already checked the caller sees the job's devices.
import { canCancel, canClear, pageOf } from '@warden/domain';
import { restoreFinished } from '../activities/job-activities.ts';
import type { AgentHub } from '../agents/agent-hub.ts';
import { countRows } from '../db/count-rows.ts';
import type { Db } from '../db/database.ts';
import { nowIso } from '../db/database.ts';
import { conflict } from '../http/api-error.ts';
import { presentRestoreJob, type RestoreJobRow, restoreJobByUid, restoreJobQuery } from './presenter.ts';

export async function listRestoreJobs(
  db: Db,
  q: { nodeId: number; includeCleared: 'true' | 'false'; page: number; size: number },
) {
  let query = restoreJobQuery(db).where((eb) =>
    eb.or([eb('j.destination_device_id', '=', q.nodeId), eb('j.source_device_id', '=', q.nodeId)]),
  );
  if (q.includeCleared !== 'true') query = query.where('j.cleared', '=', 0);
  const total = await countRows(query);
  const rows = await query
    .orderBy('j.id', 'desc')
    .limit(q.size)
    .offset(q.page * q.size)
    .execute();
  return pageOf(rows.map(presentRestoreJob), total, q.size);
}

const progressOf = (row: RestoreJobRow) => ({
  status: row.status,
  jobTotalFiles: row.total_files,
  jobFilesProcessed: row.files_processed,
});

const reread = async (db: Db, row: RestoreJobRow) => presentRestoreJob((await restoreJobByUid(db, row.uid))!);

export async function cancelRestoreJob(db: Db, hub: AgentHub, row: RestoreJobRow) {
  if (!canCancel(progressOf(row))) throw conflict(`The restore job is already ${row.status}`);
  // An agent that is connected stops and reports 'canceled' itself; for one that is away nothing
  // runs, so the job ends now (its next report is answered with cancel).
  const connected = hub.send(row.destination_device_id, { type: 'cancelRestore', jobUID: row.uid });
  await db.kysely.transaction().execute(async (trx) => {
    const ended = await trx
      .updateTable('restore_jobs')
      .set({ cancel_requested: 1, updated_at: nowIso(), ...(connected ? {} : { status: 'canceled' }) })
      .where('id', '=', row.id)
      .where('status', '=', 'processing')
      .executeTakeFirst();
    if (!connected && Number(ended.numUpdatedRows) > 0)
      await restoreFinished({ ...db, kysely: trx }, row.uid, 'canceled');
  });
  return reread(db, row);
}

export async function clearRestoreJob(db: Db, row: RestoreJobRow) {
  if (!canClear(progressOf(row))) throw conflict('Only a finished restore job can be cleared');
  await db.kysely
    .updateTable('restore_jobs')
    .set({ cleared: 1, updated_at: nowIso() })
    .where('id', '=', row.id)
    .execute();
  return reread(db, row);
}
