// End users and contacts: requesters who never sign in. They belong to an organisation (or to none
// until a technician gives them one); the scope guard checks the organisation of the person named in
// the path and of the one in the body, and lists filter by the caller's organisations.
import { randomUUID } from 'node:crypto';
import { type endUserInputSchema, pageOf, type RequesterKind } from '@warden/domain';
import type { z } from 'zod';
import type { AuthContext } from '../auth/auth-context.ts';
import { scopeToOrganizations, visibleOrganizationIds } from '../auth/org-scope.ts';
import { countRows } from '../db/count-rows.ts';
import type { Db } from '../db/database.ts';
import { nowIso } from '../db/database.ts';
import { containsPattern, lowerCased, matchesPattern } from '../db/text-search.ts';
import { ApiError, badRequest, notFound } from '../http/api-error.ts';
import { personRenamed } from '../tickets/ticket-sort-keys.ts';
import { endUserByEmail, endUserById, endUserQuery } from './end-user-queries.ts';
import { presentEndUser } from './presenter.ts';

type Input = z.output<typeof endUserInputSchema>;

export async function listEndUsers(
  db: Db,
  auth: AuthContext,
  q: { kind: RequesterKind; organizationId?: number; name?: string; page: number; size: number },
) {
  let query = scopeToOrganizations(
    endUserQuery(db).where('e.deleted', '=', 0).where('e.kind', '=', q.kind),
    'e.organization_id',
    auth,
  );
  if (q.organizationId) query = query.where('e.organization_id', '=', q.organizationId);
  const like = containsPattern(q.name);
  if (like)
    query = query.where((eb) => eb.or([matchesPattern('e.name', like), matchesPattern('e.email', like)]));
  const total = await countRows(query);
  const rows = await query
    .orderBy(lowerCased('e.name'))
    .orderBy('e.id')
    .limit(q.size)
    .offset(q.page * q.size)
    .execute();
  return pageOf(rows.map(presentEndUser), total, q.size);
}

/** People without an organisation are reachable only by roles that see every organisation. */
function assertMayHaveNoOrganization(auth: AuthContext, input: Input) {
  if (input.organizationId === null && visibleOrganizationIds(auth) !== null) {
    throw new ApiError(403, 'FORBIDDEN', 'Only a technician who sees every organization may leave it empty', {
      organizationId: 'Choose an organization',
    });
  }
}

async function checkInput(db: Db, input: Input, selfId?: number) {
  const fields: Record<string, string> = {};
  if (!input.firstName && !input.lastName && !input.email)
    fields.firstName = 'Enter a name or an email address';
  if (input.email) {
    const clash = await endUserByEmail(db, input.kind, input.email);
    if (clash && clash.id !== selfId) {
      fields.email =
        input.kind === 'CONTACT' ? 'A contact has this email address' : 'An end user has this email address';
    }
  }
  if (Object.keys(fields).length) throw badRequest('The person cannot be saved', fields);
}

function columns(input: Input) {
  const email = input.email || null;
  return {
    kind: input.kind,
    organization_id: input.organizationId,
    first_name: input.firstName,
    last_name: input.lastName,
    name: [input.firstName, input.lastName].filter(Boolean).join(' ') || email || '',
    email,
    email_lower: email?.toLowerCase() ?? null,
    phone: input.phone || null,
    job_title: input.jobTitle,
  };
}

export async function createEndUser(db: Db, auth: AuthContext, input: Input) {
  assertMayHaveNoOrganization(auth, input);
  await checkInput(db, input);
  const now = nowIso();
  const { id } = await db.kysely
    .insertInto('end_users')
    .values({ uid: randomUUID(), ...columns(input), deleted: 0, created_at: now, updated_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  return presentEndUser((await endUserById(db, id))!);
}

export async function updateEndUser(db: Db, auth: AuthContext, id: number, input: Input) {
  assertMayHaveNoOrganization(auth, input);
  await checkInput(db, input, id);
  const row = await db.kysely.transaction().execute(async (trx) => {
    const tdb = { ...db, kysely: trx };
    await trx
      .updateTable('end_users')
      .set({ ...columns(input), updated_at: nowIso() })
      .where('id', '=', id)
      .where('deleted', '=', 0)
      .execute();
    const updated = await endUserById(tdb, id);
    if (updated) await personRenamed(tdb, updated.uid);
    return updated;
  });
  if (!row) throw notFound('End user');
  return presentEndUser(row);
}

/** Soft: tickets keep their requester, shown as deleted. */
export async function deleteEndUser(db: Db, id: number) {
  await db.kysely
    .updateTable('end_users')
    .set({ deleted: 1, updated_at: nowIso() })
    .where('id', '=', id)
    .execute();
  return { ok: true as const };
}
