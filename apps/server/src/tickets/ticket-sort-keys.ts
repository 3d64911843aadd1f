// The sort keys kept on each ticket row (migration 0011): the lower-cased name of what the ticket
// names and its status's position, so the list orders by one indexed column. Each key is read
// from its source in SQL, so the writer, the renames and the backfill agree on one definition.
import { type Expression, type ExpressionBuilder, type RawBuilder, type SqlBool, sql } from 'kysely';
import type { Db } from '../db/database.ts';
import type { Database } from '../db/schema.ts';

export type SortKey =
  | 'status_position'
  | 'organization_name'
  | 'location_name'
  | 'device_name'
  | 'requester_name'
  | 'assignee_name'
  | 'form_name';

const ref = (column: string) => sql.ref(`tickets.${column}`);

/** Each key as the value its source gives for the ticket row being written. */
const sources: Record<SortKey, () => RawBuilder<unknown>> = {
  status_position: () => sql`(select position from ticket_statuses s where s.id = ${ref('status_id')})`,
  organization_name: () =>
    sql`(select lower(name) from organizations o where o.id = ${ref('organization_id')})`,
  location_name: () => sql`(select lower(name) from locations l where l.id = ${ref('location_id')})`,
  device_name: () => sql`(select lower(display_name) from devices d where d.id = ${ref('device_id')})`,
  requester_name: () =>
    sql`lower(coalesce((select name from end_users e where e.uid = ${ref('requester_uid')}),
      (select first_name || ' ' || last_name from users u where u.uid = ${ref('requester_uid')})))`,
  assignee_name: () =>
    sql`(select lower(first_name || ' ' || last_name) from users u where u.id = ${ref('assigned_user_id')})`,
  form_name: () => sql`(select lower(name) from ticket_forms f where f.id = ${ref('ticket_form_id')})`,
};

export const allSortKeys = Object.keys(sources) as SortKey[];

/** Which keys follow a change of each ticket column. */
export const sortKeyOfColumn: Partial<Record<string, SortKey>> = {
  status_id: 'status_position',
  organization_id: 'organization_name',
  location_id: 'location_name',
  device_id: 'device_name',
  requester_uid: 'requester_name',
  assigned_user_id: 'assignee_name',
  ticket_form_id: 'form_name',
};

/** Recomputes `keys` on the tickets `where` selects; inside the caller's transaction. */
export async function refreshSortKeys(
  db: Db,
  keys: readonly SortKey[],
  where: (eb: ExpressionBuilder<Database, 'tickets'>) => Expression<SqlBool>,
): Promise<void> {
  if (keys.length === 0) return;
  await db.kysely
    .updateTable('tickets')
    .set(Object.fromEntries(keys.map((k) => [k, sources[k]()])))
    .where(where)
    .execute();
}

/** After a rename: the one key that names it, on every ticket that refers to it. */
export function renamed(
  db: Db,
  column:
    | 'organization_id'
    | 'location_id'
    | 'device_id'
    | 'assigned_user_id'
    | 'ticket_form_id'
    | 'status_id',
  id: number,
): Promise<void> {
  return refreshSortKeys(db, [sortKeyOfColumn[column]!], (eb) => eb(`tickets.${column}`, '=', id));
}

/** After a person's name changes: as requester (by uid) and, for a technician, as assignee. */
export async function personRenamed(db: Db, uid: string, userId?: number): Promise<void> {
  await refreshSortKeys(db, ['requester_name'], (eb) => eb('tickets.requester_uid', '=', uid));
  if (userId !== undefined) await renamed(db, 'assigned_user_id', userId);
}
