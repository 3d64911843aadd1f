// The scheduled tasks' background sweep, each minute: a task whose next occurrence has come is
// moved on to the following one, then fired on the devices its targets hold now. A device's run for
// an occurrence is claimed by inserting (task, device, occurrence), which only one insert wins, so
// each target runs at most once per occurrence even with several instances on one database.
import { nextOccurrence } from '@warden/domain';
import { inBatches } from '../db/in-batches.ts';
import type { RunContext } from '../scripts/runs/run-context.ts';
import { storedSchedule } from './presenter.ts';
import { type StartedRuns, startTaskRuns } from './start-task-runs.ts';
import { devicesOfTarget, type ScheduledTaskRow, targetsOf } from './task-queries.ts';
import { taskTimeZone } from './task-time-zone.ts';

export const TASK_SWEEP_TASK = 'scheduled-tasks.fire';
export const TASK_SWEEP_INTERVAL_MS = 60_000;
/** How long the record of a fired occurrence is kept: well past any instance still working on it. */
const FIRINGS_KEPT_MS = 7 * 24 * 3600_000;

/** The devices a task's targets hold now, each once. */
export async function taskDevices(ctx: RunContext, taskId: number): Promise<number[]> {
  const targets = (await targetsOf(ctx.db, [taskId])).get(taskId) ?? [];
  const lists = await Promise.all(targets.map((t) => devicesOfTarget(ctx.db, t)));
  return [...new Set(lists.flat())].sort((a, b) => a - b);
}

/** Starts the task's runs for one occurrence on the devices not yet claimed for it. */
export async function fireOccurrence(
  ctx: RunContext,
  task: ScheduledTaskRow,
  occurrenceAt: string,
  now = new Date(),
): Promise<StartedRuns> {
  const deviceIds = await taskDevices(ctx, task.id);
  const claimed = await inBatches(
    deviceIds,
    (ids) =>
      ctx.db.kysely
        .insertInto('scheduled_task_firings')
        .values(
          ids.map((device_id) => ({
            scheduled_task_id: task.id,
            device_id,
            occurrence_at: occurrenceAt,
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
    claimed.map((r) => r.device_id),
  );
}

/**
 * Moves a task past the occurrence it is firing. An occurrence missed while no server ran fires
 * once, late; the next is the first after now. A task that does not repeat turns itself off.
 * Answers false when another instance moved it first.
 */
async function advance(ctx: RunContext, task: ScheduledTaskRow, now: Date, timeZone: string) {
  const occurrenceAt = task.next_occurrence_at!;
  const schedule = storedSchedule(task);
  const from = new Date(Math.max(now.getTime(), Date.parse(occurrenceAt)));
  const next = schedule.repeats ? nextOccurrence(schedule, from, timeZone).toISOString() : null;
  const moved = await ctx.db.kysely
    .updateTable('scheduled_tasks')
    .set({ last_occurrence_at: occurrenceAt, next_occurrence_at: next, enabled: next === null ? 0 : 1 })
    .where('id', '=', task.id)
    .where('next_occurrence_at', '=', occurrenceAt)
    .executeTakeFirst();
  return moved.numUpdatedRows > 0n;
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
  const timeZone = due.length ? await taskTimeZone(ctx.db) : 'UTC';
  let runs = 0;
  for (const task of due) {
    if (!(await advance(ctx, task, now, timeZone))) continue;
    const started = await fireOccurrence(ctx, task, task.next_occurrence_at!, now);
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
