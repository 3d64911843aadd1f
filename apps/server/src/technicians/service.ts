// Technician accounts: listing, creating, editing and disabling, with their rules.
import { randomUUID } from 'node:crypto';
import type { TechnicianCreate, TechnicianUpdate } from '@warden/domain';
import { pageOf } from '@warden/domain';
import { recordActivity } from '../activities/record-activity.ts';
import type { AuthContext } from '../auth/auth-context.ts';
import { hashPassword } from '../auth/password.ts';
import { deleteUserSessions } from '../auth/session-store.ts';
import { countRows } from '../db/count-rows.ts';
import type { Db } from '../db/database.ts';
import { nowIso } from '../db/database.ts';
import { containsPattern, matchesPattern } from '../db/text-search.ts';
import { badRequest, conflict, notFound } from '../http/api-error.ts';
import { assertAccountWithin, assertRoleAssignable } from '../roles/grant-guard.ts';
import { listRoles } from '../roles/service.ts';
import { personRenamed } from '../tickets/ticket-sort-keys.ts';
import { presentTechnician } from './presenter.ts';

function technicianQuery(db: Db) {
  return db.kysely
    .selectFrom('users')
    .leftJoin('technician_roles as r', 'r.id', 'users.role_id')
    .selectAll('users')
    .select('r.name as role_name')
    .where('users.user_type', '=', 'TECHNICIAN');
}

/** Accounts whose role reaches only organisations the caller sees; all of them for a caller who sees all. */
function withinCaller(query: ReturnType<typeof technicianQuery>, auth: AuthContext) {
  const visible = auth.role ? auth.role.organizationIds : [];
  if (visible === null) return query;
  return query.where((eb) =>
    eb.or([
      eb('users.role_id', 'is', null),
      eb.and([
        eb('r.all_organizations', '=', 0),
        eb.not(
          eb.exists(
            eb
              .selectFrom('role_organizations as ro')
              .select('ro.role_id')
              .whereRef('ro.role_id', '=', 'users.role_id')
              .$if(visible.length > 0, (qb) => qb.where('ro.organization_id', 'not in', visible)),
          ),
        ),
      ]),
    ]),
  );
}

export async function listTechnicians(
  db: Db,
  auth: AuthContext,
  q: { search?: string; page: number; size: number },
) {
  let query = withinCaller(technicianQuery(db), auth);
  const like = containsPattern(q.search);
  if (like) {
    query = query.where((eb) =>
      eb.or([
        matchesPattern('users.email', like),
        matchesPattern('users.first_name', like),
        matchesPattern('users.last_name', like),
      ]),
    );
  }
  const total = await countRows(query);
  const rows = await query
    .orderBy('users.first_name')
    .orderBy('users.last_name')
    .orderBy('users.id')
    .limit(q.size)
    .offset(q.page * q.size)
    .execute();
  return pageOf(rows.map(presentTechnician), total, q.size);
}

export async function getTechnician(db: Db, id: number) {
  const row = await technicianQuery(db).where('users.id', '=', id).executeTakeFirst();
  if (!row) throw notFound('Technician');
  return presentTechnician(row);
}

async function findRole(db: Db, roleId: number | null) {
  return roleId === null ? null : ((await listRoles(db)).find((r) => r.id === roleId) ?? null);
}

/** The role a technician is to be given: an existing technician role within the caller's grants. */
async function assertRoleGivable(db: Db, roleId: number, auth: AuthContext) {
  const role = await findRole(db, roleId);
  if (!role) throw badRequest('The role does not exist', { roleId: 'Unknown role' });
  if (role.roleType !== 'technician')
    throw badRequest('Technicians hold technician roles only', { roleId: 'Not a technician role' });
  assertRoleAssignable(auth, role);
}

export async function createTechnician(db: Db, input: TechnicianCreate, auth: AuthContext) {
  await assertRoleGivable(db, input.roleId, auth);
  const existing = await db.kysely
    .selectFrom('users')
    .select('id')
    .where('email', '=', input.email)
    .executeTakeFirst();
  if (existing) throw conflict('A user with this e-mail address already exists', { email: 'Already in use' });
  const now = nowIso();
  const { id } = await db.kysely
    .insertInto('users')
    .values({
      uid: randomUUID(),
      email: input.email,
      first_name: input.firstName,
      last_name: input.lastName,
      phone: input.phone ?? null,
      user_type: 'TECHNICIAN',
      status: 'ACTIVE',
      role_id: input.roleId,
      password_hash: await hashPassword(input.password),
      hide_help_tooltip: 0,
      last_login_at: null,
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await recordActivity(db, {
    action: 'TECHNICIAN_CREATED',
    result: 'SUCCESS',
    message: `${input.firstName} ${input.lastName} <${input.email}>`,
    subjectId: id,
    technicianId: auth.user.id,
  });
  return getTechnician(db, id);
}

export async function updateTechnician(db: Db, id: number, input: TechnicianUpdate, auth: AuthContext) {
  const actingUserId = auth.user.id;
  const current = await getTechnician(db, id);
  assertAccountWithin(auth, await findRole(db, current.roleId));
  // Keeping the role one already has is no grant; a new one must be within the caller's own.
  if (input.roleId !== current.roleId) await assertRoleGivable(db, input.roleId, auth);
  if (id === actingUserId && input.status === 'DISABLED') {
    throw badRequest('You cannot disable your own account', { status: 'You cannot disable yourself' });
  }
  const passwordHash = input.password ? await hashPassword(input.password) : undefined;
  await db.kysely.transaction().execute(async (trx) => {
    const updated = await trx
      .updateTable('users')
      .set({
        first_name: input.firstName,
        last_name: input.lastName,
        phone: input.phone ?? null,
        role_id: input.roleId,
        status: input.status,
        ...(passwordHash ? { password_hash: passwordHash } : {}),
        updated_at: nowIso(),
      })
      .where('id', '=', id)
      .returning('uid')
      .executeTakeFirstOrThrow();
    // Tickets sort by the technician's name as assignee and as requester.
    await personRenamed({ ...db, kysely: trx }, updated.uid, id);
    await recordActivity(
      { ...db, kysely: trx },
      {
        action: 'TECHNICIAN_UPDATED',
        result: 'SUCCESS',
        message: `${input.firstName} ${input.lastName} <${current.email}>`,
        subjectId: id,
        technicianId: actingUserId,
      },
    );
  });
  // A disabled account or a changed password ends the technician's other sessions at once.
  if (input.status === 'DISABLED' || (input.password && id !== actingUserId))
    await deleteUserSessions(db, id);
  return getTechnician(db, id);
}
