// Organisation scoping: a role may see all organisations or a chosen list. Queries filter by it and
// single reads answer 404 outside it, so a technician cannot learn what exists elsewhere.
import type { SelectQueryBuilder } from 'kysely';
import type { Database } from '../db/schema.ts';
import { notFound } from '../http/api-error.ts';
import type { AuthContext } from './auth-context.ts';

export function visibleOrganizationIds(auth: AuthContext): number[] | null {
  if (!auth.role) return [];
  return auth.role.organizationIds;
}

export function canSeeOrganization(auth: AuthContext, organizationId: number): boolean {
  const ids = visibleOrganizationIds(auth);
  return ids === null || ids.includes(organizationId);
}

export function assertOrganizationVisible(auth: AuthContext, organizationId: number, what: string): void {
  if (!canSeeOrganization(auth, organizationId)) throw notFound(what);
}

export function scopeToOrganizations<DB extends Database, TB extends keyof DB, O>(
  query: SelectQueryBuilder<DB, TB, O>,
  column: string,
  auth: AuthContext,
): SelectQueryBuilder<DB, TB, O> {
  const ids = visibleOrganizationIds(auth);
  if (ids === null) return query;
  if (ids.length === 0) return query.where((eb) => eb.val(1), '=', 0);
  // biome-ignore lint/suspicious/noExplicitAny: column names are checked by the callers' tests
  return query.where(column as any, 'in', ids);
}
