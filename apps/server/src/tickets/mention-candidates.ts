// The mention picker's technicians for one ticket: a search by name or e-mail, or a lookup by id for
// mentions already stored. `permitted` is decided exactly as the mention mail decides whom to write
// to, so the picker never offers as reachable someone the comment will not reach.
import { MENTION_CANDIDATES_MAX, type MentionCandidate, mentionApi } from '@warden/domain';
import type { FastifyInstance } from 'fastify';
import { type SqlBool, sql } from 'kysely';
import type { Db } from '../db/database.ts';
import { containsPattern, lowerCased, matchesPattern } from '../db/text-search.ts';
import { route } from '../http/route.ts';
import { mentionableTechnicians } from './mention-mail.ts';
import { ticketsPolicy } from './policy.ts';
import type { TicketRecord } from './ticket-queries.ts';

function technicians(db: Db) {
  return db.kysely
    .selectFrom('users')
    .select(['users.id', 'users.uid', 'users.email', 'users.first_name', 'users.last_name', 'users.status'])
    .where('users.user_type', '=', 'TECHNICIAN');
}

type TechnicianRow = Awaited<ReturnType<ReturnType<typeof technicians>['execute']>>[number];

async function present(db: Db, ticket: TicketRecord, rows: TechnicianRow[]): Promise<MentionCandidate[]> {
  const reachable = await mentionableTechnicians(
    db,
    ticket,
    rows.map((r) => r.id),
  );
  const reaching = new Set(reachable.map((u) => u.id));
  return rows.map((r) => ({
    id: r.id,
    uid: r.uid,
    name: `${r.first_name} ${r.last_name}`.trim() || r.email,
    email: r.email,
    deleted: r.status !== 'ACTIVE',
    permitted: reaching.has(r.id),
  }));
}

/** Technicians whose name or e-mail holds the query, by name; deleted ones are shown flagged. */
export async function searchMentionCandidates(db: Db, ticket: TicketRecord, query: string | undefined) {
  let q = technicians(db);
  const like = containsPattern(query);
  if (like) {
    q = q.where((eb) =>
      eb.or([
        matchesPattern('users.email', like),
        matchesPattern('users.first_name', like),
        matchesPattern('users.last_name', like),
        sql<SqlBool>`lower(users.first_name || ' ' || users.last_name) like lower(${like}) escape '\\'`,
      ]),
    );
  }
  const rows = await q
    .orderBy(lowerCased('users.first_name'))
    .orderBy(lowerCased('users.last_name'))
    .orderBy('users.id')
    .limit(MENTION_CANDIDATES_MAX)
    .execute();
  return present(db, ticket, rows);
}

/** Exactly the technicians named, deleted ones included; ids naming no technician are left out. */
export async function mentionCandidatesByIds(db: Db, ticket: TicketRecord, ids: readonly number[]) {
  // The contract caps ids well under one IN list's limit.
  const rows = await technicians(db).where('users.id', 'in', ids).execute();
  rows.sort((a, b) => ids.indexOf(a.id) - ids.indexOf(b.id));
  return present(db, ticket, rows);
}

export async function mentionCandidateRoutes(app: FastifyInstance) {
  route(app, mentionApi.candidates, ticketsPolicy.mentionCandidates, async ({ query, entity }) => {
    const ticket = entity('ticket');
    return query.ids
      ? mentionCandidatesByIds(app.db, ticket, query.ids)
      : searchMentionCandidates(app.db, ticket, query.query);
  });
}
