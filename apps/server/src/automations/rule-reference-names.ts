// The names of the organisations, locations and people a saved rule names, for the editor to show
// instead of ids: one query per kind, deleted ones flagged, and only what the caller may see, so a
// rule never tells a scoped technician what exists in another organisation.
import type { AutomationRule, RuleReferenceNames } from '@warden/domain';
import type { AuthContext } from '../auth/auth-context.ts';
import { scopeToOrganizations, visibleOrganizationIds } from '../auth/org-scope.ts';
import type { Db } from '../db/database.ts';
import { technicianWithinCaller } from '../ticketing/requester-queries.ts';
import { referencesOf } from './rule-references.ts';

type Users = RuleReferenceNames['users'];

const fullName = (u: { first_name: string; last_name: string; email: string }) =>
  `${u.first_name} ${u.last_name}`.trim() || u.email;

function idsOf(rule: AutomationRule) {
  const refs = referencesOf(rule);
  const of = (...kinds: string[]) => [
    ...new Set(refs.filter((r) => kinds.includes(r.kind)).map((r) => r.id)),
  ];
  const numbers = (ids: (string | number)[]) => ids.map(Number).filter(Number.isSafeInteger);
  return {
    organizations: numbers(of('organization')),
    locations: numbers(of('location')),
    uids: of('person', 'technician').map(String),
    userIds: numbers(of('userId')),
  };
}

async function organizations(db: Db, auth: AuthContext, ids: number[]) {
  if (ids.length === 0) return [];
  const query = db.kysely
    .selectFrom('organizations')
    .select(['id', 'name', 'deleted'])
    .where('id', 'in', ids);
  const rows = await scopeToOrganizations(query, 'id', auth).orderBy('id').execute();
  return rows.map((o) => ({ id: o.id, name: o.name, deleted: o.deleted === 1 }));
}

async function locations(db: Db, auth: AuthContext, ids: number[]) {
  if (ids.length === 0) return [];
  const query = db.kysely
    .selectFrom('locations as l')
    .innerJoin('organizations as o', 'o.id', 'l.organization_id')
    .select(['l.id', 'l.name', 'l.deleted', 'o.name as organizationName'])
    .where('l.id', 'in', ids);
  const rows = await scopeToOrganizations(query, 'l.organization_id', auth).orderBy('l.id').execute();
  return rows.map((l) => ({
    id: l.id,
    name: l.name,
    organizationName: l.organizationName,
    deleted: l.deleted === 1,
  }));
}

/** End users and contacts by uid, within the caller's organisations (as the requester picker). */
async function endUsers(db: Db, auth: AuthContext, uids: string[]): Promise<Users> {
  if (uids.length === 0) return [];
  const query = db.kysely
    .selectFrom('end_users as e')
    .select(['e.uid', 'e.id', 'e.name', 'e.kind', 'e.deleted'])
    .where('e.uid', 'in', uids);
  const rows = await scopeToOrganizations(query, 'e.organization_id', auth).orderBy('e.id').execute();
  return rows.map((e) => ({ uid: e.uid, id: e.id, name: e.name, kind: e.kind, deleted: e.deleted === 1 }));
}

/** User accounts by uid or id; technicians only when the caller could reach their account. */
async function accounts(db: Db, auth: AuthContext, uids: string[], ids: number[]): Promise<Users> {
  if (uids.length === 0 && ids.length === 0) return [];
  const visible = visibleOrganizationIds(auth);
  const rows = await db.kysely
    .selectFrom('users')
    .leftJoin('technician_roles as r', 'r.id', 'users.role_id')
    .select([
      'users.uid',
      'users.id',
      'users.first_name',
      'users.last_name',
      'users.email',
      'users.user_type',
      'users.status',
    ])
    .where((eb) =>
      eb.or([
        ...(uids.length ? [eb('users.uid', 'in', uids)] : []),
        ...(ids.length ? [eb('users.id', 'in', ids)] : []),
      ]),
    )
    .$if(visible !== null, (qb) => qb.where((eb) => technicianWithinCaller(eb, visible ?? [])))
    .orderBy('users.id')
    .execute();
  return rows.map((u) => ({
    uid: u.uid,
    id: u.id,
    name: fullName(u),
    kind: u.user_type === 'TECHNICIAN' ? 'TECHNICIAN' : 'END_USER',
    deleted: u.status !== 'ACTIVE',
  }));
}

export async function ruleReferenceNames(
  db: Db,
  auth: AuthContext,
  rule: AutomationRule,
): Promise<RuleReferenceNames> {
  const ids = idsOf(rule);
  const people = await endUsers(db, auth, ids.uids);
  // A uid names an end user or contact before an account, as tickets resolve requesters.
  const taken = new Set(people.map((p) => p.uid));
  const users = await accounts(
    db,
    auth,
    ids.uids.filter((uid) => !taken.has(uid)),
    ids.userIds,
  );
  return {
    organizations: await organizations(db, auth, ids.organizations),
    locations: await locations(db, auth, ids.locations),
    users: [...people, ...users],
  };
}
