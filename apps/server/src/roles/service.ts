// Roles (technician and end-user roles): their permissions and organisation scope. The built-in
// Administrator role keeps every permission, so an installation can never lock itself out, and a
// caller hands out no more than they hold (grant-guard.ts).
import { permissions, type RoleType, type TechnicianRoleInput } from '@warden/domain';
import { recordActivity } from '../activities/record-activity.ts';
import type { AuthContext } from '../auth/auth-context.ts';
import type { Db } from '../db/database.ts';
import { nowIso } from '../db/database.ts';
import { badRequest, conflict, notFound } from '../http/api-error.ts';
import { assertRoleEditable, assertRoleInputWithin } from './grant-guard.ts';
import { presentRole } from './presenter.ts';

export const ADMINISTRATOR_ROLE = 'Administrator';

/** Every role, or those of one type. */
export async function listRoles(db: Db, roleType?: RoleType) {
  let query = db.kysely.selectFrom('technician_roles').selectAll().orderBy('name');
  if (roleType) query = query.where('role_type', '=', roleType);
  const rows = await query.execute();
  const links = await db.kysely.selectFrom('role_organizations').selectAll().execute();
  const counts = await db.kysely
    .selectFrom('users')
    .select(['role_id', (eb) => eb.fn.countAll<number>().as('count')])
    .groupBy('role_id')
    .execute();
  return rows.map((row) =>
    presentRole(
      row,
      links.filter((l) => l.role_id === row.id).map((l) => l.organization_id),
      Number(counts.find((c) => c.role_id === row.id)?.count ?? 0),
    ),
  );
}

/** One role; with a type, a role of another type answers 404 like a missing one. */
export async function getRole(db: Db, id: number, roleType?: RoleType) {
  const role = (await listRoles(db)).find((r) => r.id === id);
  if (!role || (roleType && role.roleType !== roleType)) throw notFound('Role');
  return role;
}

async function assertOrganizationsExist(db: Db, ids: number[]) {
  if (ids.length === 0) return;
  const found = await db.kysely.selectFrom('organizations').select('id').where('id', 'in', ids).execute();
  if (found.length !== new Set(ids).size) {
    throw badRequest('Some organizations do not exist', { organizationIds: 'Unknown organization' });
  }
}

async function assertNameFree(db: Db, name: string, exceptId?: number) {
  const clash = await db.kysely
    .selectFrom('technician_roles')
    .select('id')
    .where((eb) => eb(eb.fn('lower', ['name']), '=', name.toLowerCase()))
    .executeTakeFirst();
  if (clash && clash.id !== exceptId)
    throw conflict('A role with this name already exists', { name: 'Already in use' });
}

export async function createRole(db: Db, input: TechnicianRoleInput, auth: AuthContext) {
  assertRoleInputWithin(auth, input);
  await assertNameFree(db, input.name);
  const orgIds = input.allOrganizations ? [] : [...new Set(input.organizationIds)];
  await assertOrganizationsExist(db, orgIds);
  const id = await db.kysely.transaction().execute(async (trx) => {
    const now = nowIso();
    const { id } = await trx
      .insertInto('technician_roles')
      .values({
        name: input.name,
        description: input.description,
        system: 0,
        role_type: input.roleType ?? 'technician',
        permissions: JSON.stringify([...new Set(input.permissions)]),
        all_organizations: input.allOrganizations ? 1 : 0,
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    if (orgIds.length) {
      await trx
        .insertInto('role_organizations')
        .values(orgIds.map((o) => ({ role_id: id, organization_id: o })))
        .execute();
    }
    await recordActivity({ ...db, kysely: trx }, roleChange('ROLE_CREATED', id, input.name, auth));
    return id;
  });
  return getRole(db, id);
}

export async function updateRole(db: Db, id: number, input: TechnicianRoleInput, auth: AuthContext) {
  const current = await getRole(db, id);
  assertRoleEditable(auth, current);
  assertRoleInputWithin(auth, input);
  if (input.roleType && input.roleType !== current.roleType) {
    throw badRequest("A role's type cannot change", { roleType: `This is a ${current.roleType} role` });
  }
  const granted = new Set(input.permissions);
  if (current.system && (granted.size !== permissions.length || !input.allOrganizations)) {
    throw badRequest('The Administrator role keeps every permission and organization', {
      permissions: 'The Administrator role cannot lose permissions',
    });
  }
  await assertNameFree(db, input.name, id);
  const orgIds = input.allOrganizations ? [] : [...new Set(input.organizationIds)];
  await assertOrganizationsExist(db, orgIds);
  await db.kysely.transaction().execute(async (trx) => {
    await trx
      .updateTable('technician_roles')
      .set({
        name: input.name,
        description: input.description,
        permissions: JSON.stringify([...new Set(input.permissions)]),
        all_organizations: input.allOrganizations ? 1 : 0,
        updated_at: nowIso(),
      })
      .where('id', '=', id)
      .execute();
    await trx.deleteFrom('role_organizations').where('role_id', '=', id).execute();
    if (orgIds.length) {
      await trx
        .insertInto('role_organizations')
        .values(orgIds.map((o) => ({ role_id: id, organization_id: o })))
        .execute();
    }
    await recordActivity({ ...db, kysely: trx }, roleChange('ROLE_UPDATED', id, input.name, auth));
  });
  return getRole(db, id);
}

function roleChange(action: 'ROLE_CREATED' | 'ROLE_UPDATED', id: number, name: string, auth: AuthContext) {
  return { action, result: 'SUCCESS' as const, message: name, subjectId: id, technicianId: auth.user.id };
}

/** The Administrator role, created on first start. */
export async function ensureAdministratorRole(db: Db): Promise<number> {
  const existing = await db.kysely
    .selectFrom('technician_roles')
    .select('id')
    .where('system', '=', 1)
    .executeTakeFirst();
  if (existing) {
    // New permissions added in later versions reach the Administrator role on upgrade.
    await db.kysely
      .updateTable('technician_roles')
      .set({ permissions: JSON.stringify(permissions), all_organizations: 1 })
      .where('id', '=', existing.id)
      .execute();
    return existing.id;
  }
  const now = nowIso();
  const { id } = await db.kysely
    .insertInto('technician_roles')
    .values({
      name: ADMINISTRATOR_ROLE,
      description: 'Full access to every organization and setting',
      system: 1,
      permissions: JSON.stringify(permissions),
      all_organizations: 1,
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}
