// Queries of organisations and their locations, shared by the organisation routes and the scope
// guard that checks every route naming one.
import { OFFLINE_AFTER_MS } from '@warden/domain';
import type { Db } from '../db/database.ts';

const onlineCutoff = () => new Date(Date.now() - OFFLINE_AFTER_MS).toISOString();

export function organizationQuery(db: Db) {
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

export function locationQuery(db: Db) {
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

export function organizationById(db: Db, id: number) {
  return organizationQuery(db).where('o.id', '=', id).executeTakeFirst();
}

export function locationOfOrganization(db: Db, organizationId: number, locationId: number) {
  return locationQuery(db)
    .where('l.id', '=', locationId)
    .where('l.organization_id', '=', organizationId)
    .executeTakeFirst();
}
