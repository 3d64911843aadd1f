// The editor's rules of a scheduled task (spec 001 section 4), shared by the console and the server:
// the blank task, the node-specific default schedule, and targets sorted by target type DESC.
import type { ScheduledTask, ScheduledTaskSchedule, ScheduledTaskTarget } from './scheduled-task-schemas.ts';

/** A task run by the server: daily at 09:00, repeating. */
export const DEFAULT_TASK_SCHEDULE: ScheduledTaskSchedule = {
  scheduleType: 'DAILY',
  scheduleHour: 9,
  scheduleMinute: 0,
  interval: 1,
  weekDays: [],
  dayOfMonth: 1,
  weekOfMonth: 1,
  repeats: true,
};

/** A task run as each node's own scheduled task: every day at 00:00, repeating. */
export const NODE_TASK_SCHEDULE: ScheduledTaskSchedule = { ...DEFAULT_TASK_SCHEDULE, scheduleHour: 0 };

/** The editor's draft: what the form holds before it is saved. */
export type ScheduledTaskDraft = Omit<
  ScheduledTask,
  'id' | 'nextOccurrenceAt' | 'lastOccurrenceAt' | 'createdAt' | 'updatedAt'
>;

/** Reset: a blank task, enabled by default. */
export function blankScheduledTask(): ScheduledTaskDraft {
  return {
    name: '',
    description: '',
    enabled: true,
    runsOnNodeScheduledTask: false,
    scripts: { actionList: [] },
    schedule: { ...DEFAULT_TASK_SCHEDULE, weekDays: [] },
    targets: [],
  };
}

/**
 * Toggling runsOnNodeScheduledTask switches the schedule to that mode's default, and clears the
 * targets if a group target existed (a node scheduled task cannot target a group).
 */
export function toggleRunsOnNode<
  T extends Pick<ScheduledTaskDraft, 'runsOnNodeScheduledTask' | 'schedule' | 'targets'>,
>(task: T, runsOnNode: boolean): T {
  if (task.runsOnNodeScheduledTask === runsOnNode) return task;
  const hadGroup = task.targets.some((t) => t.targetType === 'GROUP');
  return {
    ...task,
    runsOnNodeScheduledTask: runsOnNode,
    schedule: { ...(runsOnNode ? NODE_TASK_SCHEDULE : DEFAULT_TASK_SCHEDULE), weekDays: [] },
    targets: hadGroup ? [] : task.targets,
  };
}

/** Target type DESC (spec 001 section 9), then name, so the list reads the same everywhere. */
export function sortTargets<T extends Pick<ScheduledTaskTarget, 'targetType' | 'name'>>(
  targets: readonly T[],
): T[] {
  return [...targets].sort(
    (a, b) =>
      (a.targetType < b.targetType ? 1 : a.targetType > b.targetType ? -1 : 0) ||
      a.name.localeCompare(b.name, 'en', { sensitivity: 'base' }),
  );
}
