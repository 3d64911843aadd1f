// Starts scheduled scripts on devices through the script runs' own createRuns, for nobody's request:
// the runs are named after what scheduled them (a task, or a policy) and each one is an activity.
// Devices whose system a script does not support, or whose policy does not allow scripts, are
// skipped for it.
import { type NodeClass, scriptOperatingSystemOf } from '@warden/domain';
import { recordActivity } from '../activities/record-activity.ts';
import { inBatches } from '../db/in-batches.ts';
import { devicesAllowing } from '../policies/allowed-actions.ts';
import { createRuns, type RunCreator } from '../scripts/runs/create-runs.ts';
import type { RunContext } from '../scripts/runs/run-context.ts';
import { findScript } from '../scripts/script-queries.ts';
import { storedActions } from './presenter.ts';
import type { ScheduledTaskRow } from './task-queries.ts';

/**
 * What scheduled the runs: the creator each run stores (the technician who saved a task last, or null
 * when no user did; its name e.g. 'Scheduled task: Nightly') and the activity message per script.
 */
export interface RunOrigin extends RunCreator {
  activityMessage: (scriptName: string) => string;
}

export const taskOrigin = (task: ScheduledTaskRow): RunOrigin => ({
  creatorId: task.created_by,
  creatorName: `Scheduled task: ${task.name}`,
  activityMessage: (scriptName) => `${task.name}: ${scriptName}`,
});

export interface StartedRuns {
  runIds: number[];
  /** Scripts that could not start (deleted, or their variables changed), with why. */
  failures: string[];
}

export const startTaskRuns = (ctx: RunContext, task: ScheduledTaskRow, deviceIds: number[]) =>
  startScriptRuns(ctx, taskOrigin(task), storedActions(task), deviceIds);

/** Starts each script, in order, on the devices that support it; a script that cannot start is reported. */
export async function startScriptRuns(
  ctx: RunContext,
  origin: RunOrigin,
  actions: readonly { scriptId: number; variables: Record<string, unknown> }[],
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
  // Devices whose policy does not allow scripts are skipped, like those of another system.
  const allowed = new Set(
    await devicesAllowing(
      ctx.db,
      classes.map((d) => d.id),
      'RUN_SCRIPT',
    ),
  );
  // In the given order, so each device receives its scripts in that order.
  for (const action of actions) {
    const script = await findScript(ctx.db, action.scriptId);
    if (!script) {
      started.failures.push(`Script ${action.scriptId} no longer exists`);
      continue;
    }
    const supported = classes
      .filter((d) => allowed.has(d.id))
      .filter((d) => script.operatingSystems.includes(scriptOperatingSystemOf(d.node_class as NodeClass)))
      .map((d) => d.id);
    if (supported.length === 0) continue;
    try {
      const runIds = await createRuns(ctx, origin, {
        scriptId: script.id,
        deviceIds: supported,
        variables: action.variables,
      });
      started.runIds.push(...runIds);
      await recordRuns(ctx, origin.activityMessage(script.name), runIds);
    } catch (error) {
      started.failures.push(`${script.name}: ${(error as Error).message}`);
    }
  }
  return started;
}

async function recordRuns(ctx: RunContext, message: string, runIds: number[]) {
  const runs = await inBatches(runIds, (ids) =>
    ctx.db.kysely.selectFrom('script_runs').select(['id', 'device_id']).where('id', 'in', ids).execute(),
  );
  for (const run of runs) {
    await recordActivity(ctx.db, {
      action: 'SCHEDULED_TASK_RUN',
      result: 'IN_PROGRESS',
      message,
      subjectId: run.id,
      deviceId: run.device_id,
    });
  }
}
