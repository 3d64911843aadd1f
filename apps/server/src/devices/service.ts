// Device queries: the paged search behind device search and destination pickers, one device, and
// the counts on the dashboards.
import {
  type DeviceQuery,
  deviceQuerySchema,
  type NodeClass,
  OFFLINE_AFTER_MS,
  totalPages,
} from '@warden/domain';
import type { z } from 'zod';
import type { AuthContext } from '../auth/auth-context.ts';
import { scopeToOrganizations } from '../auth/org-scope.ts';
import type { Db } from '../db/database.ts';
import { containsPattern, lowerCased, matchesPattern } from '../db/text-search.ts';
import { notFound } from '../http/api-error.ts';
import { presentDevice } from './presenter.ts';

const onlineCutoff = () => new Date(Date.now() - OFFLINE_AFTER_MS).toISOString();

function deviceQuery(db: Db, auth: AuthContext) {
  const query = db.kysely
    .selectFrom('devices as d')
    .innerJoin('organizations as o', 'o.id', 'd.organization_id')
    .leftJoin('locations as l', 'l.id', 'd.location_id')
    .selectAll('d')
    .select(['o.name as organization_name', 'l.name as location_name']);
  return scopeToOrganizations(query, 'd.organization_id', auth);
}

const sortColumns = {
  displayName: lowerCased('d.display_name'),
  organizationName: lowerCased('o.name'),
  nodeClass: 'd.node_class',
  lastContact: 'd.last_contact',
  online: 'd.last_contact',
} as const;

export async function queryDevices(
  db: Db,
  auth: AuthContext,
  q: z.output<typeof deviceQuerySchema> | DeviceQuery,
) {
  const p = deviceQuerySchema.parse(q);
  let query = deviceQuery(db, auth);
  const like = containsPattern(p.name);
  if (like) {
    query = query.where((eb) =>
      eb.or([
        matchesPattern('d.display_name', like),
        matchesPattern('d.friendly_name', like),
        matchesPattern('d.system_name', like),
      ]),
    );
  }
  if (p.organizationId) query = query.where('d.organization_id', '=', p.organizationId);
  if (p.locationId) query = query.where('d.location_id', '=', p.locationId);
  if (p.nodeId) query = query.where('d.id', '=', p.nodeId);
  if (p.nodeClass?.length) query = query.where('d.node_class', 'in', p.nodeClass);
  if (p.lockhartEnabled !== undefined)
    query = query.where('d.backup_enabled', '=', p.lockhartEnabled ? 1 : 0);
  if (p.online !== undefined) {
    const cutoff = onlineCutoff();
    query = p.online
      ? query.where('d.last_contact', '>=', cutoff)
      : query.where((eb) => eb.or([eb('d.last_contact', 'is', null), eb('d.last_contact', '<', cutoff)]));
  }
  const { count } = await query
    .clearSelect()
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow();
  const dir = p.sortDirection === 'DESC' ? 'desc' : 'asc';
  // Never-contacted devices sort as the oldest contact on both databases (their NULL defaults differ).
  const rows = await query
    .orderBy(sortColumns[p.sortBy], (ob) => (dir === 'asc' ? ob.asc().nullsFirst() : ob.desc().nullsLast()))
    .orderBy('d.id', dir)
    .limit(p.size)
    .offset(p.page * p.size)
    .execute();
  return {
    results: rows.map(presentDevice),
    totalElements: Number(count),
    totalPages: totalPages(Number(count), p.size),
  };
}

export async function getDevice(db: Db, auth: AuthContext, id: number) {
  const row = await deviceQuery(db, auth).where('d.id', '=', id).executeTakeFirst();
  if (!row) throw notFound('Device');
  return presentDevice(row);
}

export async function deviceSummary(db: Db, auth: AuthContext, organizationId?: number) {
  let query = deviceQuery(db, auth);
  if (organizationId) query = query.where('d.organization_id', '=', organizationId);
  const rows = await query
    .clearSelect()
    .select(['d.organization_id', 'o.name', 'd.node_class', 'd.last_contact'])
    .execute();
  const cutoff = onlineCutoff();
  const byOrg = new Map<number, { organizationId: number; name: string; total: number; online: number }>();
  const byClass = new Map<NodeClass, number>();
  let online = 0;
  for (const row of rows) {
    const isOn = row.last_contact !== null && row.last_contact >= cutoff;
    if (isOn) online++;
    const org = byOrg.get(row.organization_id) ?? {
      organizationId: row.organization_id,
      name: row.name,
      total: 0,
      online: 0,
    };
    org.total++;
    if (isOn) org.online++;
    byOrg.set(row.organization_id, org);
    byClass.set(row.node_class as NodeClass, (byClass.get(row.node_class as NodeClass) ?? 0) + 1);
  }
  return {
    total: rows.length,
    online,
    offline: rows.length - online,
    byClass: [...byClass].map(([nodeClass, total]) => ({ nodeClass, total })),
    byOrganization: [...byOrg.values()].sort((a, b) => a.name.localeCompare(b.name)),
  };
}
