// Cancelling a run: a queued run simply ends; a sent or running one is stopped on its device, which
// reports the end; with the device away, the run ends here and the agent is told when it returns.
import { canCancelRun } from '@warden/domain';
import { nowIso } from '../../db/database.ts';
import { conflict } from '../../http/api-error.ts';
import { endRun } from './run-activity.ts';
import type { RunContext } from './run-context.ts';
import type { ScriptRunRow } from './run-queries.ts';

export async function cancelRun(ctx: RunContext, run: ScriptRunRow): Promise<void> {
  const { db, hub, output } = ctx;
  if (!canCancelRun(run.status)) throw conflict('The run has already ended');
  const now = nowIso();
  const ended = { status: 'CANCELED' as const, finished_at: now, updated_at: now };
  if (run.status === 'QUEUED') {
    const canceled = await endRun(db, run.id, async (tdb) => {
      const res = await tdb.kysely
        .updateTable('script_runs')
        .set({ ...ended, cancel_requested: 1 })
        .where('id', '=', run.id)
        .where('status', '=', 'QUEUED')
        .executeTakeFirst();
      return Number(res.numUpdatedRows) === 1;
    });
    // Sent in the meantime: stop it on the device like any other.
    if (canceled) {
      output.notify(run.id);
      return;
    }
  }
  await db.kysely
    .updateTable('script_runs')
    .set({ cancel_requested: 1, updated_at: now })
    .where('id', '=', run.id)
    .execute();
  if (!hub.send(run.device_id, { type: 'cancelScript', runId: run.id })) {
    await endRun(db, run.id, async (tdb) => {
      const res = await tdb.kysely
        .updateTable('script_runs')
        .set({ ...ended, failure_reason: 'Canceled while the device was offline' })
        .where('id', '=', run.id)
        .where('status', 'in', ['SENT', 'RUNNING'])
        .executeTakeFirst();
      return Number(res.numUpdatedRows) === 1;
    });
  }
  output.notify(run.id);
}
