// The requester picker: technicians, end users and contacts in one list, searched by name or e-mail,
// sorted by name and paged in SQL across both tables. Each side keeps to the caller's organisations.
import { pageOf, type TicketPerson } from '@warden/domain';
import { type ExpressionBuilder, sql } from 'kysely';
import type { AuthContext } from '../auth/auth-context.ts';
import { scopeToOrganizations, visibleOrganizationIds } from '../auth/org-scope.ts';
import { countRows } from '../db/count-rows.ts';
import type { Db } from '../db/database.ts';
import type { Database } from '../db/schema.ts';
import { containsPattern, matchesPattern } from '../db/text-search.ts';

type UsersWithRole = ExpressionBuilder<Database & { r: Database['technician_roles'] }, 'users' | 'r'>;

/**
 * A technician is listed to a caller who could reach their account (the `technician` scope kind):
 * every organisation their role reaches is one the caller sees.
 */
export function technicianWithinCaller(eb: UsersWithRole, visible: number[]) {
  return eb.or([
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
  ]);
}

function technicians(db: Db, auth: AuthContext, like: string | null) {
  const visible = visibleOrganizationIds(auth);
  const name = sql<string>`trim(users.first_name || ' ' || users.last_name)`;
  return db.kysely
    .selectFrom('users')
    .leftJoin('technician_roles as r', 'r.id', 'users.role_id')
    .select([
      'users.uid as uid',
      'users.id as id',
      name.as('name'),
      sql<string | null>`users.email`.as('email'),
      sql<TicketPerson['kind']>`'TECHNICIAN'`.as('kind'),
    ])
    .where('users.user_type', '=', 'TECHNICIAN')
    .where('users.status', '=', 'ACTIVE')
    .$if(visible !== null, (qb) => qb.where((eb) => technicianWithinCaller(eb, visible ?? [])))
    .$if(like !== null, (qb) =>
      qb.where((eb) =>
        eb.or([
          matchesPattern('users.email', like!),
          sql<boolean>`lower(${name}) like lower(${like}) escape '\\'`,
        ]),
      ),
    );
}

function people(db: Db, auth: AuthContext, like: string | null, organizationId?: number) {
  const query = db.kysely
    .selectFrom('end_users as e')
    .select([
      'e.uid as uid',
      'e.id as id',
      'e.name as name',
      'e.email as email',
      sql<TicketPerson['kind']>`e.kind`.as('kind'),
    ])
    .where('e.deleted', '=', 0)
    .$if(organizationId !== undefined, (qb) => qb.where('e.organization_id', '=', organizationId!))
    .$if(like !== null, (qb) =>
      qb.where((eb) => eb.or([matchesPattern('e.name', like!), matchesPattern('e.email', like!)])),
    );
  return scopeToOrganizations(query, 'e.organization_id', auth);
}

export async function queryRequesters(
  db: Db,
  auth: AuthContext,
  q: { name?: string; organizationId?: number; page: number; size: number },
) {
  const like = containsPattern(q.name);
  const union = technicians(db, auth, like).unionAll(people(db, auth, like, q.organizationId));
  const query = db.kysely.selectFrom(union.as('p')).selectAll();
  const total = await countRows(query);
  const rows = await query
    .orderBy(sql`lower(p.name)`)
    .orderBy('p.uid')
    .limit(q.size)
    .offset(q.page * q.size)
    .execute();
  return pageOf(
    rows.map((r): TicketPerson => ({ ...r, id: Number(r.id), deleted: false })),
    total,
    q.size,
  );
}
