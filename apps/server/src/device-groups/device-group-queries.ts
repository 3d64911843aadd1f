// Queries of device groups shared by the group routes, the scope guard and scheduled tasks: a group
// row with its organisation's name, and the devices that match a group now.
import { deviceGroupCriteriaSchema } from '@warden/domain';
import type { Db } from '../db/database.ts';
import { type DeviceRowsQuery, whereDeviceMatches } from '../devices/device-filter.ts';
import { deviceRows } from '../devices/device-queries.ts';

export function deviceGroupQuery(db: Db) {
  return db.kysely
    .selectFrom('device_groups as g')
    .leftJoin('organizations as o', 'o.id', 'g.organization_id')
    .selectAll('g')
    .select('o.name as organization_name');
}

export type DeviceGroupRow = NonNullable<Awaited<ReturnType<typeof deviceGroupById>>>;

export function deviceGroupById(db: Db, id: number) {
  return deviceGroupQuery(db).where('g.id', '=', id).executeTakeFirst();
}

/**
 * Narrows device rows to a group's members: the group's organisation (if it has one) and its saved
 * criteria, through device search's own filter compiler, so membership is always today's.
 */
export function whereMemberOf(
  query: DeviceRowsQuery,
  group: Pick<DeviceGroupRow, 'organization_id' | 'criteria'>,
) {
  const criteria = deviceGroupCriteriaSchema.parse(JSON.parse(group.criteria));
  return whereDeviceMatches(query, { ...criteria, organizationId: group.organization_id ?? undefined });
}

/**
 * The ids of the devices a group holds now, whoever asks: for scheduled tasks that target a group.
 * Empty when the group does not exist.
 */
export async function resolveGroupDeviceIds(db: Db, groupId: number): Promise<number[]> {
  const group = await deviceGroupById(db, groupId);
  if (!group) return [];
  const rows = await whereMemberOf(deviceRows(db), group)
    .clearSelect()
    .select('d.id')
    .orderBy('d.id')
    .execute();
  return rows.map((row) => row.id);
}
