// Device groups: the list, create, edit and delete, and a group's members as device search rows.
import {
  type DeviceGroupInput,
  deviceGroupInputSchema,
  deviceGroupListQuerySchema,
  type deviceGroupMembersQuerySchema,
  pageOf,
} from '@warden/domain';
import type { z } from 'zod';
import type { AuthContext } from '../auth/auth-context.ts';
import { scopeToOrganizations, visibleOrganizationIds } from '../auth/org-scope.ts';
import { countRows } from '../db/count-rows.ts';
import { type Db, nowIso } from '../db/database.ts';
import { containsPattern, lowerCased, matchesPattern } from '../db/text-search.ts';
import { devicePage, whereDeviceMatches } from '../devices/device-filter.ts';
import { deviceRows } from '../devices/device-queries.ts';
import { badRequest, notFound } from '../http/api-error.ts';
import {
  type DeviceGroupRow,
  deviceGroupById,
  deviceGroupQuery,
  whereMemberOf,
} from './device-group-queries.ts';
import { presentDeviceGroup } from './presenter.ts';

export async function listDeviceGroups(
  db: Db,
  auth: AuthContext,
  q: z.input<typeof deviceGroupListQuerySchema>,
) {
  const p = deviceGroupListQuerySchema.parse(q);
  // A group across every organisation has no organisation id, so a role limited to a list never sees it.
  let query = scopeToOrganizations(deviceGroupQuery(db), 'g.organization_id', auth);
  const like = containsPattern(p.name);
  if (like) query = query.where(matchesPattern('g.name', like));
  if (p.organizationId) query = query.where('g.organization_id', '=', p.organizationId);
  const total = await countRows(query);
  const rows = await query
    .orderBy(lowerCased('g.name'))
    .orderBy('g.id')
    .limit(p.size)
    .offset(p.page * p.size)
    .execute();
  return pageOf(rows.map(presentDeviceGroup), total, p.size);
}

/** Only a role that sees every organisation may save a group across all of them. */
function checkOrganization(auth: AuthContext, organizationId: number | null) {
  if (organizationId === null && visibleOrganizationIds(auth) !== null) {
    throw badRequest('Choose an organization: your role does not see every organization', {
      organizationId: 'Required',
    });
  }
}

async function presentById(db: Db, id: number) {
  const row = await deviceGroupById(db, id);
  if (!row) throw notFound('Device group');
  return presentDeviceGroup(row);
}

export async function createDeviceGroup(db: Db, auth: AuthContext, input: DeviceGroupInput) {
  const p = deviceGroupInputSchema.parse(input);
  checkOrganization(auth, p.organizationId);
  const now = nowIso();
  const { id } = await db.kysely
    .insertInto('device_groups')
    .values({
      name: p.name,
      description: p.description,
      organization_id: p.organizationId,
      criteria: JSON.stringify(p.criteria),
      created_by: auth.user.id,
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return presentById(db, id);
}

export async function updateDeviceGroup(db: Db, auth: AuthContext, id: number, input: DeviceGroupInput) {
  const p = deviceGroupInputSchema.parse(input);
  checkOrganization(auth, p.organizationId);
  await db.kysely
    .updateTable('device_groups')
    .set({
      name: p.name,
      description: p.description,
      organization_id: p.organizationId,
      criteria: JSON.stringify(p.criteria),
      updated_at: nowIso(),
    })
    .where('id', '=', id)
    .execute();
  return presentById(db, id);
}

export async function deleteDeviceGroup(db: Db, id: number) {
  await db.kysely.deleteFrom('device_groups').where('id', '=', id).execute();
  return { ok: true as const };
}

/** A page of the group's members the caller sees, searched within them as device search is. */
export function groupMembers(
  db: Db,
  auth: AuthContext,
  group: DeviceGroupRow,
  q: z.output<typeof deviceGroupMembersQuerySchema>,
) {
  const members = whereMemberOf(scopeToOrganizations(deviceRows(db), 'd.organization_id', auth), group);
  return devicePage(whereDeviceMatches(members, { name: q.search }), q);
}
