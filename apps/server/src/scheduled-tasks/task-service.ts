// Scheduled tasks: the list, create, edit and delete. Each script's values are checked with that
// script's own schema and each target against the caller's organisations before anything is saved.
import {
  nextOccurrence,
  pageOf,
  type ScheduledTaskInputParsed,
  type ScheduledTaskListQuery,
  scheduledTaskListQuerySchema,
  scriptVariableValuesSchema,
} from '@warden/domain';
import type { AuthContext } from '../auth/auth-context.ts';
import { type Db, nowIso } from '../db/database.ts';
import { containsPattern, lowerCased, matchesPattern } from '../db/text-search.ts';
import { badRequest, notFound } from '../http/api-error.ts';
import { reach } from '../http/scope/scope-guard.ts';
import { callerMayReach } from '../http/scope/scope-kinds.ts';
import { findScript } from '../scripts/script-queries.ts';
import { presentScheduledTask, presentScheduledTaskSummary } from './presenter.ts';
import { scheduledTaskById, targetOrganizations, targetsOf } from './task-queries.ts';
import { taskTimeZone } from './task-time-zone.ts';

const targetKind = { DEVICE: 'device', GROUP: 'deviceGroup', ORGANIZATION: 'organization' } as const;

/** Tasks whose targets the caller sees in full, sorted by name. */
export async function listScheduledTasks(db: Db, auth: AuthContext, q: ScheduledTaskListQuery) {
  const p = scheduledTaskListQuerySchema.parse(q);
  let query = db.kysely.selectFrom('scheduled_tasks').selectAll();
  const like = containsPattern(p.name);
  if (like) query = query.where(matchesPattern('name', like));
  const rows = await query.orderBy(lowerCased('name')).orderBy('id').execute();
  const targets = await targetsOf(
    db,
    rows.map((r) => r.id),
  );
  // A task's owners come from its targets, which SQL cannot scope by one column; tasks are few.
  const visible = [];
  for (const row of rows) {
    const own = targets.get(row.id) ?? [];
    if (callerMayReach({ auth }, { organizationIds: await targetOrganizations(db, own) })) {
      visible.push(presentScheduledTaskSummary(row, own.length));
    }
  }
  const page = visible.slice(p.page * p.size, (p.page + 1) * p.size);
  return pageOf(page, visible.length, p.size);
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

async function nextOccurrenceOf(db: Db, input: ScheduledTaskInputParsed, now: Date) {
  if (!input.enabled) return null;
  return nextOccurrence(input.schedule, now, await taskTimeZone(db)).toISOString();
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
  const next = await nextOccurrenceOf(db, input, new Date());
  await db.kysely.transaction().execute(async (trx) => {
    await trx
      .updateTable('scheduled_tasks')
      .set({ ...rowValues(input), next_occurrence_at: next, created_by: auth.user.id, updated_at: nowIso() })
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
