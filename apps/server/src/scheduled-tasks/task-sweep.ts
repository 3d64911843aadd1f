// The scheduled tasks' background sweep, each minute: a task whose next time has come fires in each
// zone whose occurrence has come, on the devices its targets hold now in that zone, and is moved on to
// its next time. A device's run for an occurrence is claimed by inserting (task, device, occurrence),
// which only one insert wins, so each target runs at most once per occurrence even with several
// instances on one database.
import { inBatches } from '../db/in-batches.ts';
import type { RunContext } from '../scripts/runs/run-context.ts';
import { storedSchedule } from './presenter.ts';
import { type StartedRuns, startTaskRuns } from './start-task-runs.ts';
import { type ScheduledTaskRow, targetsOf } from './task-queries.ts';
import { installationTimeZone } from './task-time-zone.ts';
import { devicesByZone, type FiringPlan, planFiring, zonesOf } from './task-zones.ts';

export const TASK_SWEEP_TASK = 'scheduled-tasks.fire';
export const TASK_SWEEP_INTERVAL_MS = 60_000;
/** How long the record of a fired occurrence is kept: well past any instance still working on it. */
const FIRINGS_KEPT_MS = 7 * 24 * 3600_000;

/** A device's turn in an occurrence: the occurrence as its own zone reads the schedule. */
export interface Firing {
  deviceId: number;
  occurrenceAt: string;
}

/** Starts the task's runs on the devices not yet claimed for their occurrence. */
export async function fireOccurrences(
  ctx: RunContext,
  task: ScheduledTaskRow,
  firings: readonly Firing[],
  now = new Date(),
): Promise<StartedRuns> {
  const claimed = await inBatches(
    [...firings],
    (batch) =>
      ctx.db.kysely
        .insertInto('scheduled_task_firings')
        .values(
          batch.map((f) => ({
            scheduled_task_id: task.id,
            device_id: f.deviceId,
            occurrence_at: f.occurrenceAt,
            created_at: now.toISOString(),
          })),
        )
        .onConflict((oc) => oc.columns(['scheduled_task_id', 'device_id', 'occurrence_at']).doNothing())
        .returning('device_id')
        .execute(),
    200,
  );
  return startTaskRuns(
    ctx,
    task,
    claimed.map((r) => r.device_id).sort((a, b) => a - b),
  );
}

/**
 * Moves a task on to its next time, recording the occurrences it fires now. A task that does not
 * repeat turns itself off once every zone has fired. Answers false when another instance moved it first.
 */
async function advance(ctx: RunContext, task: ScheduledTaskRow, plan: FiringPlan) {
  const fired = plan.due.map((d) => d.occurrenceAt).sort();
  const moved = await ctx.db.kysely
    .updateTable('scheduled_tasks')
    .set({
      last_occurrence_at: fired.at(-1) ?? task.last_occurrence_at,
      next_occurrence_at: plan.next,
      occurrences_after: plan.occurrencesAfter,
      enabled: plan.next === null ? 0 : 1,
    })
    .where('id', '=', task.id)
    .where('next_occurrence_at', '=', task.next_occurrence_at!)
    .executeTakeFirst();
  return moved.numUpdatedRows > 0n;
}

/** Fires one due task: each device in the zone whose occurrence has come, once. */
async function fireTask(ctx: RunContext, task: ScheduledTaskRow, fallbackZone: string, now: Date) {
  const targets = (await targetsOf(ctx.db, [task.id])).get(task.id) ?? [];
  const byZone = await devicesByZone(ctx.db, targets, fallbackZone);
  const plan = planFiring(
    storedSchedule(task),
    new Date(task.occurrences_after),
    zonesOf(byZone, fallbackZone),
    now,
  );
  if (!(await advance(ctx, task, plan))) return null;
  const firings = plan.due.flatMap(({ zone, occurrenceAt }) =>
    (byZone.get(zone) ?? []).map((deviceId) => ({ deviceId, occurrenceAt })),
  );
  return fireOccurrences(ctx, task, firings, now);
}

export async function sweepScheduledTasks(ctx: RunContext, now = new Date()) {
  const at = now.toISOString();
  const due = await ctx.db.kysely
    .selectFrom('scheduled_tasks')
    .selectAll()
    .where('enabled', '=', 1)
    .where('next_occurrence_at', 'is not', null)
    .where('next_occurrence_at', '<=', at)
    .orderBy('next_occurrence_at')
    .execute();
  const fallbackZone = due.length ? await installationTimeZone(ctx.db) : 'UTC';
  let runs = 0;
  for (const task of due) {
    const started = await fireTask(ctx, task, fallbackZone, now);
    if (!started) continue;
    runs += started.runIds.length;
    for (const failure of started.failures)
      ctx.log.warn({ taskId: task.id, failure }, 'Scheduled task script not started');
  }
  await ctx.db.kysely
    .deleteFrom('scheduled_task_firings')
    .where('occurrence_at', '<', new Date(now.getTime() - FIRINGS_KEPT_MS).toISOString())
    .execute();
  return { tasks: due.length, runs };
}
