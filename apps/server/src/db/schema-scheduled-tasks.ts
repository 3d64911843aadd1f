// Table types of scheduled tasks (migration 0017); booleans are 0/1 and times ISO-8601 UTC text, as
// in schema.ts, so both databases return the same values.
import type { ScheduledTaskTargetType } from '@warden/domain';
import type { Generated } from 'kysely';

export interface ScheduledTaskTable {
  id: Generated<number>;
  name: string;
  description: string;
  enabled: number;
  runs_on_node: number;
  /** JSON: [{scriptId, variables}] in run order. */
  action_list: string;
  /** JSON of the domain's scheduledTaskScheduleSchema. */
  schedule: string;
  next_occurrence_at: string | null;
  last_occurrence_at: string | null;
  /** Occurrences after this instant are still to fire, in each target device's zone (migration 0019). */
  occurrences_after: string;
  created_by: number | null;
  created_at: string;
  updated_at: string;
}

export interface ScheduledTaskTargetTable {
  scheduled_task_id: number;
  target_type: ScheduledTaskTargetType;
  target_id: number;
}

/** One row per task, device and occurrence started: the guard against firing twice. */
export interface ScheduledTaskFiringTable {
  scheduled_task_id: number;
  device_id: number;
  occurrence_at: string;
  created_at: string;
}

export interface ScheduledTaskTables {
  scheduled_tasks: ScheduledTaskTable;
  scheduled_task_targets: ScheduledTaskTargetTable;
  scheduled_task_firings: ScheduledTaskFiringTable;
}
