// Queries of the activities table: one page of a list, filtered, searched and sorted the same way on
// both databases.
import { type ActivityQuery, type ActivityType, deviceActivityTypes, pageOf } from '@warden/domain';
import { sql } from 'kysely';
import { countRows } from '../db/count-rows.ts';
import type { Db } from '../db/database.ts';
import { containsPattern, matchesPattern } from '../db/text-search.ts';
import { presentActivity } from './presenter.ts';

/** Which rows a list may show before the caller's filters: its types, and where they happened. */
export interface ActivityScope {
  types: readonly ActivityType[];
  /**
   * null: every organisation, and the rows of none (a role, a technician, a setting), which a
   * technician limited to some organisations does not see.
   */
  organizationIds: number[] | null;
  organizationId?: number;
  deviceId?: number;
}

export const operationalScope = (organizationIds: number[] | null): ActivityScope => ({
  types: deviceActivityTypes,
  organizationIds,
});

// Text columns may be null; both databases then order '' the same way.
const sortColumns = {
  createdAt: sql`a.created_at`,
  type: sql`a.type`,
  result: sql`a.result`,
  deviceName: sql`lower(coalesce(a.device_name, ''))`,
  technicianName: sql`lower(coalesce(a.technician_name, ''))`,
} as const;

export async function activityPage(db: Db, scope: ActivityScope, q: ActivityQuery) {
  const types = q.type ? scope.types.filter((t) => t === q.type) : scope.types;
  if (types.length === 0) return pageOf([], 0, q.size);
  let query = db.kysely
    .selectFrom('activities as a')
    .selectAll('a')
    .where('a.type', 'in', [...types]);
  const ids = scope.organizationIds;
  if (ids !== null && ids.length === 0) return pageOf([], 0, q.size);
  if (ids !== null) query = query.where('a.organization_id', 'in', ids);
  if (scope.organizationId !== undefined) query = query.where('a.organization_id', '=', scope.organizationId);
  if (scope.deviceId !== undefined) query = query.where('a.device_id', '=', scope.deviceId);
  if (q.deviceId !== undefined) query = query.where('a.device_id', '=', q.deviceId);
  if (q.technicianId !== undefined) query = query.where('a.technician_id', '=', q.technicianId);
  if (q.result) query = query.where('a.result', '=', q.result);
  if (q.from) query = query.where('a.created_at', '>=', q.from);
  if (q.to) query = query.where('a.created_at', '<=', q.to);
  const like = containsPattern(q.search);
  if (like) {
    query = query.where((eb) =>
      eb.or([
        matchesPattern('a.message', like),
        matchesPattern('a.device_name', like),
        matchesPattern('a.technician_name', like),
      ]),
    );
  }
  const total = await countRows(query);
  const direction = q.sortDirection === 'ASC' ? sql`asc` : sql`desc`;
  const rows = await query
    .orderBy(sql`${sortColumns[q.sortBy]} ${direction}`)
    .orderBy('a.id', q.sortDirection === 'ASC' ? 'asc' : 'desc')
    .limit(q.size)
    .offset(q.page * q.size)
    .execute();
  return pageOf(rows.map(presentActivity), total, q.size);
}
