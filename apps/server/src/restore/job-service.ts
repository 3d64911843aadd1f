// Restore jobs for the console: list a device's jobs, read one, cancel a processing job, clear a
// finished one. A job is visible to whoever sees its destination device's organisation.
import { canCancel, canClear, totalPages } from '@warden/domain';
import type { AgentHub } from '../agents/agent-hub.ts';
import type { AuthContext } from '../auth/auth-context.ts';
import { canSeeOrganization } from '../auth/org-scope.ts';
import type { Db } from '../db/database.ts';
import { nowIso } from '../db/database.ts';
import { getDevice } from '../devices/service.ts';
import { conflict, notFound } from '../http/api-error.ts';
import { presentRestoreJob, type RestoreJobRow, restoreJobQuery } from './presenter.ts';

export async function listRestoreJobs(
  db: Db,
  auth: AuthContext,
  q: { nodeId: number; includeCleared: 'true' | 'false'; page: number; size: number },
) {
  await getDevice(db, auth, q.nodeId);
  let query = restoreJobQuery(db).where((eb) =>
    eb.or([eb('j.destination_device_id', '=', q.nodeId), eb('j.source_device_id', '=', q.nodeId)]),
  );
  if (q.includeCleared !== 'true') query = query.where('j.cleared', '=', 0);
  const { count } = await query
    .clearSelect()
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow();
  const rows = await query
    .orderBy('j.id', 'desc')
    .limit(q.size)
    .offset(q.page * q.size)
    .execute();
  return {
    results: rows.map(presentRestoreJob),
    totalElements: Number(count),
    totalPages: totalPages(Number(count), q.size),
  };
}

export async function findRestoreJob(db: Db, auth: AuthContext, jobUID: string): Promise<RestoreJobRow> {
  const row = await restoreJobQuery(db).where('j.uid', '=', jobUID).executeTakeFirst();
  if (!row || !canSeeOrganization(auth, row.organization_id)) throw notFound('Restore job');
  return row;
}

const progressOf = (row: RestoreJobRow) => ({
  status: row.status,
  jobTotalFiles: row.total_files,
  jobFilesProcessed: row.files_processed,
});

export async function cancelRestoreJob(db: Db, hub: AgentHub, auth: AuthContext, jobUID: string) {
  const row = await findRestoreJob(db, auth, jobUID);
  if (!canCancel(progressOf(row))) throw conflict(`The restore job is already ${row.status}`);
  // An agent that is connected stops and reports 'canceled' itself; for one that is away nothing
  // runs, so the job ends now (its next report is answered with cancel).
  const connected = hub.send(row.destination_device_id, { type: 'cancelRestore', jobUID });
  await db.kysely
    .updateTable('restore_jobs')
    .set({ cancel_requested: 1, updated_at: nowIso(), ...(connected ? {} : { status: 'canceled' }) })
    .where('id', '=', row.id)
    .where('status', '=', 'processing')
    .execute();
  return presentRestoreJob(await findRestoreJob(db, auth, jobUID));
}

export async function clearRestoreJob(db: Db, auth: AuthContext, jobUID: string) {
  const row = await findRestoreJob(db, auth, jobUID);
  if (!canClear(progressOf(row))) throw conflict('Only a finished restore job can be cleared');
  await db.kysely
    .updateTable('restore_jobs')
    .set({ cleared: 1, updated_at: nowIso() })
    .where('id', '=', row.id)
    .execute();
  return presentRestoreJob(await findRestoreJob(db, auth, jobUID));
}
