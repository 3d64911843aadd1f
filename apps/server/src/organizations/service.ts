// Organisations and locations: pickers, detail, create and edit, all within the caller's scope.
import { type LocationInput, type OrganizationInput, pageOf } from '@warden/domain';
import { recordActivity } from '../activities/record-activity.ts';
import type { AuthContext } from '../auth/auth-context.ts';
import { scopeToOrganizations } from '../auth/org-scope.ts';
import { countRows } from '../db/count-rows.ts';
import type { Db } from '../db/database.ts';
import { nowIso } from '../db/database.ts';
import { containsPattern, lowerCased, matchesPattern } from '../db/text-search.ts';
import { notFound } from '../http/api-error.ts';
import { renamed } from '../tickets/ticket-sort-keys.ts';
import { locationQuery, organizationById, organizationQuery } from './organization-queries.ts';
import { presentLocation, presentOrganization } from './presenter.ts';

export async function queryOrganizations(
  db: Db,
  auth: AuthContext,
  q: { name?: string; page: number; size: number },
) {
  let query = scopeToOrganizations(organizationQuery(db).where('o.deleted', '=', 0), 'o.id', auth);
  const like = containsPattern(q.name);
  if (like) query = query.where(matchesPattern('o.name', like));
  const total = await countRows(query);
  const rows = await query
    .orderBy(lowerCased('o.name'))
    .orderBy('o.id')
    .limit(q.size)
    .offset(q.page * q.size)
    .execute();
  return pageOf(rows.map(presentOrganization), total, q.size);
}

export async function queryLocations(
  db: Db,
  auth: AuthContext,
  q: { name?: string; organizationId?: number; page: number; size: number },
) {
  let query = scopeToOrganizations(locationQuery(db).where('l.deleted', '=', 0), 'l.organization_id', auth);
  const like = containsPattern(q.name);
  if (like) query = query.where(matchesPattern('l.name', like));
  if (q.organizationId) query = query.where('l.organization_id', '=', q.organizationId);
  const total = await countRows(query);
  const rows = await query
    .orderBy(lowerCased('l.name'))
    .orderBy('l.id')
    .limit(q.size)
    .offset(q.page * q.size)
    .execute();
  return pageOf(rows.map(presentLocation), total, q.size);
}

/** The organisation with its locations; callers reach it through the scope guard or just made it. */
export async function organizationDetail(db: Db, id: number) {
  const row = await organizationById(db, id);
  if (!row) throw notFound('Organization');
  const locations = await locationQuery(db).where('l.organization_id', '=', id).orderBy('l.name').execute();
  return { ...presentOrganization(row), locations: locations.map(presentLocation) };
}

export async function createOrganization(db: Db, auth: AuthContext, input: OrganizationInput) {
  const now = nowIso();
  const { id } = await db.kysely
    .insertInto('organizations')
    .values({
      name: input.name,
      description: input.description,
      deleted: 0,
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await recordActivity(db, {
    action: 'ORGANIZATION_CREATED',
    result: 'SUCCESS',
    message: input.name,
    subjectId: id,
    organizationId: id,
    technicianId: auth.user.id,
  });
  // A technician scoped to a list keeps seeing what they just created.
  if (auth.role && auth.role.organizationIds !== null) {
    await db.kysely
      .insertInto('role_organizations')
      .values({ role_id: auth.role.id, organization_id: id })
      .execute();
    auth.role.organizationIds.push(id);
  }
  return organizationDetail(db, id);
}

export async function updateOrganization(db: Db, auth: AuthContext, id: number, input: OrganizationInput) {
  await db.kysely.transaction().execute(async (trx) => {
    await trx
      .updateTable('organizations')
      .set({ name: input.name, description: input.description, updated_at: nowIso() })
      .where('id', '=', id)
      .execute();
    await renamed({ ...db, kysely: trx }, 'organization_id', id);
    await recordActivity(
      { ...db, kysely: trx },
      {
        action: 'ORGANIZATION_UPDATED',
        result: 'SUCCESS',
        message: input.name,
        subjectId: id,
        organizationId: id,
        technicianId: auth.user.id,
      },
    );
  });
  return organizationDetail(db, id);
}

export async function createLocation(
  db: Db,
  auth: AuthContext,
  organizationId: number,
  input: LocationInput,
) {
  const now = nowIso();
  const { id } = await db.kysely
    .insertInto('locations')
    .values({ organization_id: organizationId, ...input, deleted: 0, created_at: now, updated_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  await recordActivity(db, {
    action: 'LOCATION_CREATED',
    result: 'SUCCESS',
    message: input.name,
    subjectId: id,
    organizationId,
    technicianId: auth.user.id,
  });
  return presentLocation(await locationQuery(db).where('l.id', '=', id).executeTakeFirstOrThrow());
}

export async function updateLocation(
  db: Db,
  auth: AuthContext,
  ids: { organizationId: number; locationId: number },
  input: LocationInput,
) {
  const { locationId } = ids;
  await db.kysely.transaction().execute(async (trx) => {
    await trx
      .updateTable('locations')
      .set({ ...input, updated_at: nowIso() })
      .where('id', '=', locationId)
      .execute();
    await renamed({ ...db, kysely: trx }, 'location_id', locationId);
    await recordActivity(
      { ...db, kysely: trx },
      {
        action: 'LOCATION_UPDATED',
        result: 'SUCCESS',
        message: input.name,
        subjectId: locationId,
        organizationId: ids.organizationId,
        technicianId: auth.user.id,
      },
    );
  });
  return presentLocation(await locationQuery(db).where('l.id', '=', locationId).executeTakeFirstOrThrow());
}
