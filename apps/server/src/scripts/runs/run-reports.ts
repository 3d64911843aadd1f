// What an agent reports on a run: started (or still running, after a reconnection), a piece of
// output, the end. A report about another device's run, or about a run already ended, changes nothing.
import { isRunFinished, type ScriptRunStatus } from '@warden/domain';
import type { AgentReport } from '../../agents/agent-hub.ts';
import { nowIso } from '../../db/database.ts';
import { KeyedQueue } from './keyed-queue.ts';
import { endRun } from './run-activity.ts';
import type { RunContext } from './run-context.ts';
import { appendOutput } from './run-output.ts';

/** The reports about script runs; the agent link carries other reports too (condition results). */
type ScriptReport = Extract<AgentReport, { runId: number }>;
type Finished = Extract<ScriptReport, { type: 'scriptFinished' }>;

export function finalStatus(report: Finished, cancelRequested: boolean): ScriptRunStatus {
  if (report.outcome === 'CANCELED') return cancelRequested ? 'CANCELED' : 'FAILED';
  if (report.outcome === 'EXITED') return report.exitCode === 0 ? 'SUCCEEDED' : 'FAILED';
  return 'FAILED';
}

function defaultReason(report: Finished, cancelRequested: boolean): string | null {
  if (report.reason) return report.reason;
  if (report.outcome === 'CANCELED' && !cancelRequested)
    return 'The agent stopped the script as it was stopping';
  if (report.outcome === 'EXITED')
    return report.exitCode === 0 ? null : `The script exited with code ${report.exitCode}`;
  if (report.outcome === 'CANCELED') return null;
  return 'The agent could not run the script';
}

export class RunReports {
  private queue = new KeyedQueue<number>();

  constructor(private ctx: RunContext) {}

  receive(deviceId: number, report: ScriptReport): Promise<void> {
    return this.queue.run(report.runId, () => this.apply(deviceId, report));
  }

  private async apply(deviceId: number, report: ScriptReport): Promise<void> {
    const { db, hub, output } = this.ctx;
    const run = await db.kysely
      .selectFrom('script_runs')
      .select(['id', 'device_id', 'status', 'cancel_requested', 'disconnected_at'])
      .where('id', '=', report.runId)
      .executeTakeFirst();
    if (!run || run.device_id !== deviceId) return;
    const now = nowIso();
    const alive = { disconnected_at: null, updated_at: now };
    if (isRunFinished(run.status)) {
      // Still running on the device although it ended here (cancelled or failed while away): stop it.
      if (report.type !== 'scriptFinished') hub.send(deviceId, { type: 'cancelScript', runId: run.id });
      return;
    }
    if (report.type === 'scriptStarted') {
      await db.kysely
        .updateTable('script_runs')
        .set(run.status === 'RUNNING' ? alive : { ...alive, status: 'RUNNING', started_at: now })
        .where('id', '=', run.id)
        .execute();
      if (run.cancel_requested) hub.send(deviceId, { type: 'cancelScript', runId: run.id });
    } else if (report.type === 'scriptOutput') {
      await appendOutput(db, run.id, report);
      if (run.status === 'RUNNING' && run.disconnected_at === null) {
        output.notify(run.id);
        return;
      }
      await db.kysely
        .updateTable('script_runs')
        .set(run.status === 'RUNNING' ? alive : { ...alive, status: 'RUNNING', started_at: now })
        .where('id', '=', run.id)
        .execute();
    } else {
      await endRun(db, run.id, async (tdb) => {
        await tdb.kysely
          .updateTable('script_runs')
          .set((eb) => ({
            ...alive,
            status: finalStatus(report, run.cancel_requested === 1),
            exit_code: report.exitCode,
            failure_reason: defaultReason(report, run.cancel_requested === 1),
            dropped_bytes: eb('dropped_bytes', '+', report.droppedBytes),
            started_at: eb.fn.coalesce('started_at', eb.val(now)),
            finished_at: now,
          }))
          .where('id', '=', run.id)
          .execute();
        return true;
      });
    }
    output.notify(run.id);
  }
}
