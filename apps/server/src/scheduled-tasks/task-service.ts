// Scheduled tasks: the list, create, edit and delete. Each script's values are checked with that
// script's own schema and each target against the caller's organisations before anything is saved.
import {
  pageOf,
  type ScheduledTaskInputParsed,
  type ScheduledTaskListQuery,
  scheduledTaskListQuerySchema,
  scriptVariableValuesSchema,
} from '@warden/domain';
import type { AuthContext } from '../auth/auth-context.ts';
import { countRows } from '../db/count-rows.ts';
import type { Db } from '../db/database.ts';
import { containsPattern, lowerCased, matchesPattern } from '../db/text-search.ts';
import { badRequest, notFound } from '../http/api-error.ts';
import { reach } from '../http/scope/scope-guard.ts';
import { findScript } from '../scripts/script-queries.ts';
import { presentScheduledTask, presentScheduledTaskSummary } from './presenter.ts';
import { reachableTasks, scheduledTaskById, targetsOf } from './task-queries.ts';
import { installationTimeZone } from './task-time-zone.ts';
import { devicesByZone, firstOccurrence, zonesOf } from './task-zones.ts';

const targetKind = { DEVICE: 'device', GROUP: 'deviceGroup', ORGANIZATION: 'organization' } as const;

/** Tasks whose targets the caller sees in full, sorted by name. */
export async function listScheduledTasks(db: Db, auth: AuthContext, q: ScheduledTaskListQuery) {
  const p = scheduledTaskListQuerySchema.parse(q);
  let query = reachableTasks(db.kysely.selectFrom('scheduled_tasks').selectAll(), auth);
  const like = containsPattern(p.name);
  if (like) query = query.where(matchesPattern('name', like));
  const [rows, total] = await Promise.all([
    query
      .orderBy(lowerCased('name'))
      .orderBy('id')
      .limit(p.size)
      .offset(p.page * p.size)
      .execute(),
    countRows(query),
  ]);
  const targets = await targetsOf(
    db,
    rows.map((r) => r.id),
  );
  const page = rows.map((row) => presentScheduledTaskSummary(row, targets.get(row.id)?.length ?? 0));
  return pageOf(page, total, p.size);
}

export async function getScheduledTask(db: Db, id: number) {
  const task = await scheduledTaskById(db, id);
  if (!task) throw notFound('Scheduled task');
  return presentScheduledTask(db, task, task.targets);
}

/** Each script exists and its values pass its own variable schema; errors name the variable. */
async function checkActions(db: Db, input: ScheduledTaskInputParsed) {
  const fields: Record<string, string> = {};
  for (const [i, action] of input.scripts.actionList.entries()) {
    const at = `scripts.actionList.${i}`;
    const script = await findScript(db, action.scriptId);
    if (!script) {
      fields[`${at}.scriptId`] = 'Script not found';
      continue;
    }
    const parsed = scriptVariableValuesSchema(script.variables).safeParse(action.variables);
    for (const issue of parsed.success ? [] : parsed.error.issues) {
      fields[[`${at}.variables`, ...issue.path].join('.')] ??= `${script.name}: ${issue.message}`;
    }
  }
  if (Object.keys(fields).length > 0) throw badRequest(Object.values(fields).join('; '), fields);
}

async function checkTargets(db: Db, auth: AuthContext, input: ScheduledTaskInputParsed) {
  for (const t of input.targets) await reach(db, { auth }, targetKind[t.targetType], t.targetId);
}

/** The first occurrence after `now` in the zones of the devices the targets hold now. */
async function nextOccurrenceOf(db: Db, input: ScheduledTaskInputParsed, now: Date) {
  if (!input.enabled) return null;
  const fallbackZone = await installationTimeZone(db);
  const targets = input.targets.map((t) => ({ target_type: t.targetType, target_id: t.targetId }));
  const byZone = await devicesByZone(db, targets, fallbackZone);
  return firstOccurrence(input.schedule, now, zonesOf(byZone, fallbackZone));
}

function rowValues(input: ScheduledTaskInputParsed) {
  return {
    name: input.name,
    description: input.description,
    enabled: input.enabled ? 1 : 0,
    runs_on_node: input.runsOnNodeScheduledTask ? 1 : 0,
    action_list: JSON.stringify(input.scripts.actionList),
    schedule: JSON.stringify(input.schedule),
  };
}

const targetRows = (taskId: number, input: ScheduledTaskInputParsed) =>
  input.targets.map((t) => ({ scheduled_task_id: taskId, target_type: t.targetType, target_id: t.targetId }));

export async function createScheduledTask(db: Db, auth: AuthContext, input: ScheduledTaskInputParsed) {
  await checkTargets(db, auth, input);
  await checkActions(db, input);
  const now = new Date();
  const next = await nextOccurrenceOf(db, input, now);
  const id = await db.kysely.transaction().execute(async (trx) => {
    const row = await trx
      .insertInto('scheduled_tasks')
      .values({
        ...rowValues(input),
        next_occurrence_at: next,
        last_occurrence_at: null,
        occurrences_after: now.toISOString(),
        created_by: auth.user.id,
        created_at: now.toISOString(),
        updated_at: now.toISOString(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const targets = targetRows(row.id, input);
    if (targets.length) await trx.insertInto('scheduled_task_targets').values(targets).execute();
    return row.id;
  });
  return getScheduledTask(db, id);
}

/** The editor saves the whole task; its runs start under the technician who saved it last. */
export async function updateScheduledTask(
  db: Db,
  auth: AuthContext,
  id: number,
  input: ScheduledTaskInputParsed,
) {
  await checkTargets(db, auth, input);
  await checkActions(db, input);
  const now = new Date();
  const next = await nextOccurrenceOf(db, input, now);
  await db.kysely.transaction().execute(async (trx) => {
    await trx
      .updateTable('scheduled_tasks')
      .set({
        ...rowValues(input),
        next_occurrence_at: next,
        occurrences_after: now.toISOString(),
        created_by: auth.user.id,
        updated_at: now.toISOString(),
      })
      .where('id', '=', id)
      .execute();
    await trx.deleteFrom('scheduled_task_targets').where('scheduled_task_id', '=', id).execute();
    const targets = targetRows(id, input);
    if (targets.length) await trx.insertInto('scheduled_task_targets').values(targets).execute();
  });
  return getScheduledTask(db, id);
}

export async function deleteScheduledTask(db: Db, id: number) {
  await db.kysely.transaction().execute(async (trx) => {
    await trx.deleteFrom('scheduled_task_targets').where('scheduled_task_id', '=', id).execute();
    await trx.deleteFrom('scheduled_task_firings').where('scheduled_task_id', '=', id).execute();
    await trx.deleteFrom('scheduled_tasks').where('id', '=', id).execute();
  });
  return { ok: true as const };
}
