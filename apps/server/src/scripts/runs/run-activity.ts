// A script run that has ended is an activity: who asked for it, which script, which device, and how it
// ended. Written in the transaction that ends the run, so a run never ends without its activity.
import type { ActivityResult, ScriptRunStatus } from '@warden/domain';
import { recordActivity } from '../../activities/record-activity.ts';
import type { Db } from '../../db/database.ts';

const RESULTS: Partial<Record<ScriptRunStatus, ActivityResult>> = {
  SUCCEEDED: 'SUCCESS',
  FAILED: 'FAILURE',
  EXPIRED: 'FAILURE',
  CANCELED: 'CANCELLED',
};

export async function recordRunEnded(tdb: Db, runId: number): Promise<void> {
  const run = await tdb.kysely
    .selectFrom('script_runs')
    .select(['id', 'device_id', 'script_name', 'status', 'created_by', 'finished_at'])
    .where('id', '=', runId)
    .executeTakeFirst();
  const result = run && RESULTS[run.status as ScriptRunStatus];
  if (!run || !result) return;
  await recordActivity(tdb, {
    action: 'SCRIPT_RUN_FINISHED',
    result,
    message: run.script_name,
    subjectId: run.id,
    deviceId: run.device_id,
    technicianId: run.created_by,
    at: run.finished_at ?? undefined,
  });
}

/** Runs `end` (which ends the run, or finds it already ended) and records the activity with it. */
export async function endRun(db: Db, runId: number, end: (tdb: Db) => Promise<boolean>): Promise<boolean> {
  return db.kysely.transaction().execute(async (trx) => {
    const tdb: Db = { ...db, kysely: trx };
    const ended = await end(tdb);
    if (ended) await recordRunEnded(tdb, runId);
    return ended;
  });
}
