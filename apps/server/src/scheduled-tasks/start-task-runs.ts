// Starts a task's scripts on devices through the script runs' own createRuns, for nobody's request:
// the runs are made under the technician who saved the task last and are named after the task, and
// each one is an activity. Devices whose system a script does not support are skipped for it.
import { type NodeClass, scriptOperatingSystemOf } from '@warden/domain';
import { recordActivity } from '../activities/record-activity.ts';
import type { AuthContext } from '../auth/auth-context.ts';
import { inBatches } from '../db/in-batches.ts';
import { createRuns } from '../scripts/runs/create-runs.ts';
import type { RunContext } from '../scripts/runs/run-context.ts';
import { findScript } from '../scripts/script-queries.ts';
import { storedActions } from './presenter.ts';
import type { ScheduledTaskRow } from './task-queries.ts';

/** The caller createRuns expects; the name reads 'Scheduled task: <name>' on each run. */
function taskCaller(task: ScheduledTaskRow): AuthContext {
  return {
    sessionId: '',
    csrfToken: '',
    stepUpAt: null,
    user: {
      id: task.created_by ?? 0,
      uid: '',
      email: '',
      firstName: 'Scheduled task:',
      lastName: task.name,
      userType: 'TECHNICIAN',
      hideHelpTooltip: false,
    },
    role: null,
  };
}

export interface StartedRuns {
  runIds: number[];
  /** Scripts that could not start (deleted, or their variables changed), with why. */
  failures: string[];
}

export async function startTaskRuns(
  ctx: RunContext,
  task: ScheduledTaskRow,
  deviceIds: number[],
): Promise<StartedRuns> {
  const started: StartedRuns = { runIds: [], failures: [] };
  if (deviceIds.length === 0) return started;
  const classes = await inBatches(deviceIds, (ids) =>
    ctx.db.kysely
      .selectFrom('devices')
      .select(['id', 'node_class'])
      .where('id', 'in', ids)
      .where('removed_at', 'is', null)
      .execute(),
  );
  const caller = taskCaller(task);
  // In the task's order, so each device receives its scripts in that order.
  for (const action of storedActions(task)) {
    const script = await findScript(ctx.db, action.scriptId);
    if (!script) {
      started.failures.push(`Script ${action.scriptId} no longer exists`);
      continue;
    }
    const supported = classes
      .filter((d) => script.operatingSystems.includes(scriptOperatingSystemOf(d.node_class as NodeClass)))
      .map((d) => d.id);
    if (supported.length === 0) continue;
    try {
      const runIds = await createRuns(ctx, caller, {
        scriptId: script.id,
        deviceIds: supported,
        variables: action.variables,
      });
      started.runIds.push(...runIds);
      await recordRuns(ctx, task, script.name, runIds);
    } catch (error) {
      started.failures.push(`${script.name}: ${(error as Error).message}`);
    }
  }
  return started;
}

async function recordRuns(ctx: RunContext, task: ScheduledTaskRow, scriptName: string, runIds: number[]) {
  const runs = await inBatches(runIds, (ids) =>
    ctx.db.kysely.selectFrom('script_runs').select(['id', 'device_id']).where('id', 'in', ids).execute(),
  );
  for (const run of runs) {
    await recordActivity(ctx.db, {
      action: 'SCHEDULED_TASK_RUN',
      result: 'IN_PROGRESS',
      message: `${task.name}: ${scriptName}`,
      subjectId: run.id,
      deviceId: run.device_id,
    });
  }
}
