// The device query's filter compiler and paging: the one place that turns device search's text and
// filters into conditions and a sorted page, shared by device search and device groups' members.
import { type DeviceQuery, type deviceSortFields, OFFLINE_AFTER_MS, pageOf } from '@warden/domain';
import { countRows } from '../db/count-rows.ts';
import { containsPattern, lowerCased, matchesPattern } from '../db/text-search.ts';
import type { deviceRows } from './device-queries.ts';
import { presentDevice } from './presenter.ts';

export type DeviceRowsQuery = ReturnType<typeof deviceRows>;
export type DeviceFilter = Pick<
  DeviceQuery,
  'name' | 'organizationId' | 'locationId' | 'nodeId' | 'nodeClass' | 'online' | 'lockhartEnabled'
>;

export const onlineCutoff = () => new Date(Date.now() - OFFLINE_AFTER_MS).toISOString();

/** Narrows device rows to those matching the filter; absent fields match everything. */
export function whereDeviceMatches(query: DeviceRowsQuery, f: DeviceFilter): DeviceRowsQuery {
  let q = query;
  const like = containsPattern(f.name);
  if (like) {
    q = q.where((eb) =>
      eb.or([
        matchesPattern('d.display_name', like),
        matchesPattern('d.friendly_name', like),
        matchesPattern('d.system_name', like),
      ]),
    );
  }
  if (f.organizationId) q = q.where('d.organization_id', '=', f.organizationId);
  if (f.locationId) q = q.where('d.location_id', '=', f.locationId);
  if (f.nodeId) q = q.where('d.id', '=', f.nodeId);
  if (f.nodeClass?.length) q = q.where('d.node_class', 'in', f.nodeClass);
  if (f.lockhartEnabled !== undefined) q = q.where('d.backup_enabled', '=', f.lockhartEnabled ? 1 : 0);
  if (f.online !== undefined) {
    const cutoff = onlineCutoff();
    q = f.online
      ? q.where('d.last_contact', '>=', cutoff)
      : q.where((eb) => eb.or([eb('d.last_contact', 'is', null), eb('d.last_contact', '<', cutoff)]));
  }
  return q;
}

const sortColumns = {
  displayName: lowerCased('d.display_name'),
  organizationName: lowerCased('o.name'),
  nodeClass: 'd.node_class',
  lastContact: 'd.last_contact',
  online: 'd.last_contact',
} as const;

export interface DevicePageRequest {
  sortBy: (typeof deviceSortFields)[number];
  sortDirection: 'ASC' | 'DESC';
  page: number;
  size: number;
}

/** One sorted page of the matching devices in the spec's paging envelope. */
export async function devicePage(query: DeviceRowsQuery, p: DevicePageRequest) {
  const total = await countRows(query);
  const dir = p.sortDirection === 'DESC' ? 'desc' : 'asc';
  // Never-contacted devices sort as the oldest contact on both databases (their NULL defaults differ).
  const rows = await query
    .orderBy(sortColumns[p.sortBy], (ob) => (dir === 'asc' ? ob.asc().nullsFirst() : ob.desc().nullsLast()))
    .orderBy('d.id', dir)
    .limit(p.size)
    .offset(p.page * p.size)
    .execute();
  return pageOf(rows.map(presentDevice), total, p.size);
}
