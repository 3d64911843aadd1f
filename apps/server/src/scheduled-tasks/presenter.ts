// Scheduled task rows to API shapes: targets named as they are now and sorted by type DESC, scripts
// named from the library, and the schedule in the spec's wording for the list.
import {
  describeSchedule,
  type ScheduledTask,
  type ScheduledTaskSummary,
  type ScheduledTaskTarget,
  scheduledTaskActionSchema,
  scheduledTaskScheduleSchema,
  sortTargets,
} from '@warden/domain';
import { z } from 'zod';
import { bool, type Db } from '../db/database.ts';
import type { ScheduledTaskRow, TargetRow } from './task-queries.ts';

const storedActionsSchema = z.array(scheduledTaskActionSchema.omit({ scriptName: true }));

export function storedActions(row: Pick<ScheduledTaskRow, 'action_list'>) {
  return storedActionsSchema.parse(JSON.parse(row.action_list));
}

export function storedSchedule(row: Pick<ScheduledTaskRow, 'schedule'>) {
  return scheduledTaskScheduleSchema.parse(JSON.parse(row.schedule));
}

async function namesOf(
  db: Db,
  table: 'devices' | 'device_groups' | 'organizations' | 'scripts',
  ids: number[],
) {
  if (ids.length === 0) return new Map<number, string>();
  const rows =
    table === 'devices'
      ? await db.kysely
          .selectFrom('devices')
          .select(['id', 'display_name as name'])
          .where('id', 'in', ids)
          .execute()
      : await db.kysely.selectFrom(table).select(['id', 'name']).where('id', 'in', ids).execute();
  return new Map(rows.map((r) => [r.id, r.name]));
}

const tableOf = { DEVICE: 'devices', GROUP: 'device_groups', ORGANIZATION: 'organizations' } as const;

/** Targets with their names; a target whose group, device or organisation is gone keeps an empty name. */
export async function presentTargets(
  db: Db,
  taskId: number | null,
  targets: readonly TargetRow[],
): Promise<ScheduledTaskTarget[]> {
  const names = new Map<string, Map<number, string>>();
  for (const type of ['DEVICE', 'GROUP', 'ORGANIZATION'] as const) {
    const ids = targets.filter((t) => t.target_type === type).map((t) => t.target_id);
    names.set(type, await namesOf(db, tableOf[type], ids));
  }
  return sortTargets(
    targets.map((t) => ({
      scheduledTaskId: taskId,
      targetType: t.target_type,
      targetId: t.target_id,
      name: names.get(t.target_type)?.get(t.target_id) ?? '',
    })),
  );
}

export async function presentScheduledTask(
  db: Db,
  row: ScheduledTaskRow,
  targets: readonly TargetRow[],
): Promise<ScheduledTask> {
  const actions = storedActions(row);
  const scriptNames = await namesOf(
    db,
    'scripts',
    actions.map((a) => a.scriptId),
  );
  return {
    ...summaryFields(row),
    scripts: { actionList: actions.map((a) => ({ ...a, scriptName: scriptNames.get(a.scriptId) ?? '' })) },
    targets: await presentTargets(db, row.id, targets),
  };
}

function summaryFields(row: ScheduledTaskRow) {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    enabled: bool(row.enabled),
    runsOnNodeScheduledTask: bool(row.runs_on_node),
    schedule: storedSchedule(row),
    nextOccurrenceAt: row.next_occurrence_at,
    lastOccurrenceAt: row.last_occurrence_at,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

export function presentScheduledTaskSummary(
  row: ScheduledTaskRow,
  targetCount: number,
): ScheduledTaskSummary {
  const fields = summaryFields(row);
  return {
    ...fields,
    scriptCount: storedActions(row).length,
    targetCount,
    scheduleText: describeSchedule(fields.schedule),
  };
}
