// Queries of scheduled tasks shared by their routes, the scope guard and the sweep: a task with its
// targets, the organisations its targets belong to (and the list's filter by them), and the devices a
// target stands for now.
import type { ScheduledTaskTargetType } from '@warden/domain';
import type { ExpressionBuilder, Selectable, SelectQueryBuilder } from 'kysely';
import type { AuthContext } from '../auth/auth-context.ts';
import { visibleOrganizationIds } from '../auth/org-scope.ts';
import type { Db } from '../db/database.ts';
import type { Database } from '../db/schema.ts';
import type { ScheduledTaskTable, ScheduledTaskTargetTable } from '../db/schema-scheduled-tasks.ts';
import { resolveGroupDeviceIds } from '../device-groups/device-group-queries.ts';

export type ScheduledTaskRow = Selectable<ScheduledTaskTable>;
export type TargetRow = Pick<ScheduledTaskTargetTable, 'target_type' | 'target_id'>;

export interface ScheduledTaskWithTargets extends ScheduledTaskRow {
  targets: TargetRow[];
  /** Whom the task belongs to: every organisation its targets are in; null when one spans all. */
  organizationIds: number[] | null;
}

export async function targetsOf(db: Db, taskIds: number[]): Promise<Map<number, TargetRow[]>> {
  const byTask = new Map<number, TargetRow[]>(taskIds.map((id) => [id, []]));
  if (taskIds.length === 0) return byTask;
  const rows = await db.kysely
    .selectFrom('scheduled_task_targets')
    .select(['scheduled_task_id', 'target_type', 'target_id'])
    .where('scheduled_task_id', 'in', taskIds)
    .execute();
  for (const r of rows) byTask.get(r.scheduled_task_id)?.push(r);
  return byTask;
}

/** The organisation each target belongs to; null for a group across every organisation. */
export async function targetOrganizations(db: Db, targets: readonly TargetRow[]) {
  const ids = (type: ScheduledTaskTargetType) =>
    targets.filter((t) => t.target_type === type).map((t) => t.target_id);
  const [devices, groups] = await Promise.all([
    ids('DEVICE').length
      ? db.kysely
          .selectFrom('devices')
          .select(['id', 'organization_id'])
          .where('id', 'in', ids('DEVICE'))
          .execute()
      : [],
    ids('GROUP').length
      ? db.kysely
          .selectFrom('device_groups')
          .select(['id', 'organization_id'])
          .where('id', 'in', ids('GROUP'))
          .execute()
      : [],
  ]);
  const orgs = new Set<number>(ids('ORGANIZATION'));
  for (const d of devices) orgs.add(d.organization_id);
  for (const g of groups) {
    if (g.organization_id === null) return null;
    orgs.add(g.organization_id);
  }
  return [...orgs].sort((a, b) => a - b);
}

type TargetScope = ExpressionBuilder<
  Database & { t: Database['scheduled_task_targets']; d: Database['devices']; g: Database['device_groups'] },
  't' | 'd' | 'g'
>;

/**
 * Keeps the tasks the caller reaches: every organisation a task's targets are in (see
 * targetOrganizations, the scope guard's rule) is one of the caller's, and no target is a group across
 * every organisation unless the caller sees them all. In SQL, so paging and the total count only those.
 */
export function reachableTasks<O>(
  query: SelectQueryBuilder<Database, 'scheduled_tasks', O>,
  auth: AuthContext,
): SelectQueryBuilder<Database, 'scheduled_tasks', O> {
  if (!auth.role) return query.where((eb) => eb.val(1), '=', 0);
  const visible = visibleOrganizationIds(auth);
  if (visible === null) return query;
  const outside = (eb: TargetScope, column: 't.target_id' | 'd.organization_id' | 'g.organization_id') =>
    visible.length ? eb(column, 'not in', visible) : eb(eb.lit(1), '=', eb.lit(1));
  return query.where((eb) =>
    eb.not(
      eb.exists(
        eb
          .selectFrom('scheduled_task_targets as t')
          .leftJoin('devices as d', (j) =>
            j.onRef('d.id', '=', 't.target_id').on('t.target_type', '=', 'DEVICE'),
          )
          .leftJoin('device_groups as g', (j) =>
            j.onRef('g.id', '=', 't.target_id').on('t.target_type', '=', 'GROUP'),
          )
          .select('t.target_id')
          .whereRef('t.scheduled_task_id', '=', 'scheduled_tasks.id')
          .where((w) =>
            w.or([
              w.and([w('t.target_type', '=', 'ORGANIZATION'), outside(w, 't.target_id')]),
              w.and([w('d.id', 'is not', null), outside(w, 'd.organization_id')]),
              w.and([
                w('g.id', 'is not', null),
                w.or([w('g.organization_id', 'is', null), outside(w, 'g.organization_id')]),
              ]),
            ]),
          ),
      ),
    ),
  );
}

export async function scheduledTaskById(db: Db, id: number): Promise<ScheduledTaskWithTargets | undefined> {
  const row = await db.kysely
    .selectFrom('scheduled_tasks')
    .selectAll()
    .where('id', '=', id)
    .executeTakeFirst();
  if (!row) return undefined;
  const targets = (await targetsOf(db, [id])).get(id) ?? [];
  return { ...row, targets, organizationIds: await targetOrganizations(db, targets) };
}

/** The devices a target stands for at this moment; removed devices never count. */
export async function devicesOfTarget(db: Db, target: TargetRow): Promise<number[]> {
  switch (target.target_type) {
    case 'GROUP':
      return resolveGroupDeviceIds(db, target.target_id);
    case 'DEVICE':
    case 'ORGANIZATION': {
      const column = target.target_type === 'DEVICE' ? 'id' : 'organization_id';
      const rows = await db.kysely
        .selectFrom('devices')
        .select('id')
        .where(column, '=', target.target_id)
        .where('removed_at', 'is', null)
        .orderBy('id')
        .execute();
      return rows.map((r) => r.id);
    }
  }
}
