// Organisations and locations: pickers, detail, create and edit, all within the caller's scope.
import { type LocationInput, OFFLINE_AFTER_MS, type OrganizationInput, totalPages } from '@warden/domain';
import type { AuthContext } from '../auth/auth-context.ts';
import { assertOrganizationVisible, scopeToOrganizations } from '../auth/org-scope.ts';
import type { Db } from '../db/database.ts';
import { nowIso } from '../db/database.ts';
import { containsPattern, lowerCased, matchesPattern } from '../db/text-search.ts';
import { notFound } from '../http/api-error.ts';
import { presentLocation, presentOrganization } from './presenter.ts';

const onlineCutoff = () => new Date(Date.now() - OFFLINE_AFTER_MS).toISOString();

function organizationQuery(db: Db) {
  const cutoff = onlineCutoff();
  return db.kysely
    .selectFrom('organizations as o')
    .selectAll('o')
    .select((eb) => [
      eb
        .selectFrom('devices as d')
        .select(eb.fn.countAll<number>().as('c'))
        .whereRef('d.organization_id', '=', 'o.id')
        .as('device_count'),
      eb
        .selectFrom('devices as d')
        .select(eb.fn.countAll<number>().as('c'))
        .whereRef('d.organization_id', '=', 'o.id')
        .where('d.last_contact', '>=', cutoff)
        .as('online_count'),
    ]);
}

function locationQuery(db: Db) {
  return db.kysely
    .selectFrom('locations as l')
    .innerJoin('organizations as o', 'o.id', 'l.organization_id')
    .selectAll('l')
    .select('o.name as organization_name')
    .select((eb) =>
      eb
        .selectFrom('devices as d')
        .select(eb.fn.countAll<number>().as('c'))
        .whereRef('d.location_id', '=', 'l.id')
        .as('device_count'),
    );
}

export async function queryOrganizations(
  db: Db,
  auth: AuthContext,
  q: { name?: string; page: number; size: number },
) {
  let query = scopeToOrganizations(organizationQuery(db).where('o.deleted', '=', 0), 'o.id', auth);
  const like = containsPattern(q.name);
  if (like) query = query.where(matchesPattern('o.name', like));
  const { count } = await query
    .clearSelect()
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow();
  const rows = await query
    .orderBy(lowerCased('o.name'))
    .orderBy('o.id')
    .limit(q.size)
    .offset(q.page * q.size)
    .execute();
  return {
    results: rows.map(presentOrganization),
    totalElements: Number(count),
    totalPages: totalPages(Number(count), q.size),
  };
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
  const { count } = await query
    .clearSelect()
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow();
  const rows = await query
    .orderBy(lowerCased('l.name'))
    .orderBy('l.id')
    .limit(q.size)
    .offset(q.page * q.size)
    .execute();
  return {
    results: rows.map(presentLocation),
    totalElements: Number(count),
    totalPages: totalPages(Number(count), q.size),
  };
}

export async function getOrganization(db: Db, auth: AuthContext, id: number) {
  assertOrganizationVisible(auth, id, 'Organization');
  const row = await organizationQuery(db).where('o.id', '=', id).executeTakeFirst();
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
  // A technician scoped to a list keeps seeing what they just created.
  if (auth.role && auth.role.organizationIds !== null) {
    await db.kysely
      .insertInto('role_organizations')
      .values({ role_id: auth.role.id, organization_id: id })
      .execute();
    auth.role.organizationIds.push(id);
  }
  return getOrganization(db, auth, id);
}

export async function updateOrganization(db: Db, auth: AuthContext, id: number, input: OrganizationInput) {
  await getOrganization(db, auth, id);
  await db.kysely
    .updateTable('organizations')
    .set({ name: input.name, description: input.description, updated_at: nowIso() })
    .where('id', '=', id)
    .execute();
  return getOrganization(db, auth, id);
}

export async function createLocation(
  db: Db,
  auth: AuthContext,
  organizationId: number,
  input: LocationInput,
) {
  await getOrganization(db, auth, organizationId);
  const now = nowIso();
  const { id } = await db.kysely
    .insertInto('locations')
    .values({ organization_id: organizationId, ...input, deleted: 0, created_at: now, updated_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  return presentLocation(await locationQuery(db).where('l.id', '=', id).executeTakeFirstOrThrow());
}

export async function updateLocation(
  db: Db,
  auth: AuthContext,
  organizationId: number,
  locationId: number,
  input: LocationInput,
) {
  assertOrganizationVisible(auth, organizationId, 'Organization');
  const result = await db.kysely
    .updateTable('locations')
    .set({ ...input, updated_at: nowIso() })
    .where('id', '=', locationId)
    .where('organization_id', '=', organizationId)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) === 0) throw notFound('Location');
  return presentLocation(await locationQuery(db).where('l.id', '=', locationId).executeTakeFirstOrThrow());
}
