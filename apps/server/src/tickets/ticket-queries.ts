// Queries of the tickets table shared by the ticket routes, the scope guard, the rule engine and
// inbound mail: one ticket by id, the problem picker, and the rows behind the list (ticket-list.ts).
import type { Expression, Selectable } from 'kysely';
import type { AuthContext } from '../auth/auth-context.ts';
import { scopeToOrganizations, visibleOrganizationIds } from '../auth/org-scope.ts';
import { countRows } from '../db/count-rows.ts';
import type { Db } from '../db/database.ts';
import type { TicketTable } from '../db/schema-helpdesk.ts';
import { containsPattern, matchesPattern } from '../db/text-search.ts';

export type TicketRecord = Selectable<TicketTable>;
/** A ticket column as a condition reads it: itself, or wrapped so no index serves the condition. */
export type ColumnWrap = <C extends `tickets.${string}`>(column: C) => C | Expression<unknown>;

/** A ticket that was not deleted, whoever may see it. */
export function ticketById(db: Db, id: number): Promise<TicketRecord | undefined> {
  return db.kysely
    .selectFrom('tickets')
    .selectAll()
    .where('id', '=', id)
    .where('deleted', '=', 0)
    .executeTakeFirst();
}

/**
 * The tickets a technician may see: their organisations', and those without one for all-organisation
 * roles. `col` may wrap the columns the conditions read (the list hides them from SQLite's index choice).
 */
export function visibleTickets(db: Db, auth: AuthContext, col: ColumnWrap = (c) => c) {
  const base = db.kysely.selectFrom('tickets').where(col('tickets.deleted') as 'tickets.deleted', '=', 0);
  if (visibleOrganizationIds(auth) === null) return base;
  // The scope hands the column to where(), which takes an expression as readily as a name.
  return scopeToOrganizations(base, col('tickets.organization_id') as unknown as string, auth);
}

/** "#12" or "12" names a ticket by id; anything else is searched in the text columns. */
export function ticketIdInSearch(term: string): number | null {
  const m = /^#?(\d{1,10})$/.exec(term.trim());
  const id = m ? Number(m[1]) : Number.NaN;
  return Number.isSafeInteger(id) && id > 0 && id <= 2_147_483_647 ? id : null;
}

/** The problem picker: PROBLEM tickets the caller sees, by #id or summary, newest first. */
export async function searchProblems(
  db: Db,
  auth: AuthContext,
  q: { searchCriteria?: string | undefined; page: number; size: number },
) {
  let query = visibleTickets(db, auth).where('tickets.type', '=', 'PROBLEM');
  const term = q.searchCriteria?.trim();
  if (term) {
    const id = ticketIdInSearch(term);
    const pattern = containsPattern(term)!;
    query = query.where((eb) =>
      id === null
        ? matchesPattern('tickets.summary', pattern)
        : eb.or([eb('tickets.id', '=', id), matchesPattern('tickets.summary', pattern)]),
    );
  }
  const total = await countRows(query.select('tickets.id'));
  const rows = await query
    .select(['tickets.id', 'tickets.summary'])
    .orderBy('tickets.id', 'desc')
    .limit(q.size)
    .offset(q.page * q.size)
    .execute();
  return { rows: rows.map((r) => ({ id: r.id, name: r.summary })), total };
}
