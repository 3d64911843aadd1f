// The organisations a role reaches, and through it a technician account: what the scope guard
// compares with the caller's own organisations before a role or an account may be touched.
import type { AuthContext } from '../auth/auth-context.ts';
import type { Db } from '../db/database.ts';
import { callerMayReach } from '../http/scope/scope-kinds.ts';

async function organizationsOfRole(db: Db, roleId: number, allOrganizations: number) {
  if (allOrganizations) return null;
  const rows = await db.kysely
    .selectFrom('role_organizations')
    .select('organization_id')
    .where('role_id', '=', roleId)
    .execute();
  return rows.map((r) => r.organization_id);
}

/** A role with the organisations it reaches (null: every one). */
export async function roleScopeById(db: Db, id: number) {
  const role = await db.kysely
    .selectFrom('technician_roles')
    .select(['id', 'system', 'all_organizations'])
    .where('id', '=', id)
    .executeTakeFirst();
  if (!role) return undefined;
  return {
    id: role.id,
    system: role.system === 1,
    organizationIds: await organizationsOfRole(db, role.id, role.all_organizations),
  };
}

/**
 * A technician account with the organisations its role reaches. An account without a role reaches
 * nothing, so any technician who may manage accounts may see it.
 */
export async function technicianScopeById(db: Db, id: number) {
  const user = await db.kysely
    .selectFrom('users')
    .leftJoin('technician_roles as r', 'r.id', 'users.role_id')
    .select(['users.id', 'users.role_id', 'r.all_organizations'])
    .where('users.id', '=', id)
    .where('users.user_type', '=', 'TECHNICIAN')
    .executeTakeFirst();
  if (!user) return undefined;
  const organizationIds =
    user.role_id === null ? [] : await organizationsOfRole(db, user.role_id, user.all_organizations ?? 0);
  return { id: user.id, roleId: user.role_id, organizationIds };
}

/** The roles of a list that reach only organisations the caller sees (all of them for a caller who sees all). */
export function rolesWithinCaller<R extends { allOrganizations: boolean; organizationIds: number[] }>(
  auth: AuthContext,
  roles: R[],
): R[] {
  return roles.filter((r) =>
    callerMayReach({ auth }, { organizationIds: r.allOrganizations ? null : r.organizationIds }),
  );
}
