// The ticket list: one page sorted on any column choice (by the joined name for the columns that name
// something, by position for status, by rank for priority and severity), ties broken by id, filtered
// by the list's query and limited to the caller's organisations. A board narrows it with its own
// conditions and order through the boardFilter hook the rule engine provides.
import {
  type SortDirection,
  type TicketColumn,
  type TicketListQuery,
  type ticketListQuerySchema,
  ticketPriorities,
  ticketSeverities,
} from '@warden/domain';
import { type Expression, type ExpressionBuilder, type RawBuilder, type SqlBool, sql } from 'kysely';
import type { z } from 'zod';
import type { AuthContext } from '../auth/auth-context.ts';
import { countRows } from '../db/count-rows.ts';
import type { Db } from '../db/database.ts';
import type { Database } from '../db/schema.ts';
import { containsPattern, matchesPattern } from '../db/text-search.ts';
import { notFound } from '../http/api-error.ts';
import { ticketIdInSearch, visibleTickets } from './ticket-queries.ts';

type ListQuery = z.output<typeof ticketListQuerySchema>;
type Sort = { column: TicketColumn; direction: SortDirection };

/** What a board contributes: which tickets (against the `tickets` table) and, unless the caller sorts, their order. */
export interface BoardSelection {
  where: (eb: ExpressionBuilder<Database, 'tickets'>) => Expression<SqlBool>;
  sort?: Sort[];
}
/** The rule engine's board lookup; it answers 404 for a board that does not exist. */
export type BoardFilter = (db: Db, boardId: number) => Promise<BoardSelection>;

export const DEFAULT_TICKET_SORT: Sort = { column: 'id', direction: 'DESC' };

function filtered(db: Db, auth: AuthContext, q: ListQuery) {
  let query = visibleTickets(db, auth);
  const term = q.search?.trim();
  if (term) {
    const id = ticketIdInSearch(term);
    const pattern = containsPattern(term)!;
    query = query.where((eb) =>
      eb.or([
        ...(id === null ? [] : [eb('tickets.id', '=', id)]),
        matchesPattern('tickets.summary', pattern),
        matchesPattern('tickets.description', pattern),
      ]),
    );
  }
  if (q.statusIds?.length) query = query.where('tickets.status_id', 'in', q.statusIds);
  if (q.organizationId !== undefined) query = query.where('tickets.organization_id', '=', q.organizationId);
  if (q.deviceId !== undefined) query = query.where('tickets.device_id', '=', q.deviceId);
  if (q.assignee === 'me') query = query.where('tickets.assigned_user_id', '=', auth.user.id);
  if (q.assignee === 'none') query = query.where('tickets.assigned_user_id', 'is', null);
  if (q.assignedAppUserId !== undefined) {
    query = query.where('tickets.assigned_user_id', '=', q.assignedAppUserId);
  }
  if (q.type) query = query.where('tickets.type', '=', q.type);
  if (q.priority) query = query.where('tickets.priority', '=', q.priority);
  if (q.severity) query = query.where('tickets.severity', '=', q.severity);
  if (q.open) {
    const solved = q.open === 'true' ? 0 : 1;
    query = query.where('tickets.status_id', 'in', (eb) =>
      eb.selectFrom('ticket_statuses').select('id').where('solved', '=', solved),
    );
  }
  return query;
}

/**
 * Rank of an enum column: its position in the domain's list, so LOW sorts below HIGH. Literals, not
 * parameters, so the expression is the one migration 0010 indexes.
 */
function rank(column: string, values: readonly string[]): RawBuilder<number> {
  const cases = values.map((v, i) => sql`when ${sql.lit(v)} then ${sql.lit(i)}`);
  return sql<number>`case ${sql.ref(column)} ${sql.join(cases, sql` `)} end`;
}

const lower = (expr: RawBuilder<unknown> | string) =>
  sql<string>`lower(${typeof expr === 'string' ? sql.ref(expr) : expr})`;
const personName = (alias: string) =>
  sql`${sql.ref(`${alias}.first_name`)} || ' ' || ${sql.ref(`${alias}.last_name`)}`;

/** The join a column's order needs (if any) and what it orders by. */
const sortKeys: Record<TicketColumn, { join?: Join; by: () => RawBuilder<unknown> }> = {
  id: { by: () => sql.ref('tickets.id') },
  priority: { by: () => rank('tickets.priority', ticketPriorities) },
  severity: { by: () => rank('tickets.severity', ticketSeverities) },
  description: { by: () => lower('tickets.description') },
  status: { join: 'status', by: () => sql.ref('st.position') },
  requester: {
    join: 'requester',
    by: () => lower(sql`coalesce(${sql.ref('eu.name')}, ${personName('ru')})`),
  },
  summary: { by: () => lower('tickets.summary') },
  organization: { join: 'organization', by: () => lower('o.name') },
  location: { join: 'location', by: () => lower('l.name') },
  type: { by: () => sql.ref('tickets.type') },
  source: { by: () => sql.ref('tickets.source') },
  createTime: { by: () => sql.ref('tickets.create_time') },
  totalTimeTracked: { by: () => sql.ref('tickets.total_time_tracked') },
  totalTimeTrackedDecimal: { by: () => sql.ref('tickets.total_time_tracked') },
  assignedAppUser: { join: 'assignee', by: () => lower(personName('au')) },
  solvedTime: { by: () => sql.ref('tickets.solved_time') },
  ticketForm: { join: 'form', by: () => lower('f.name') },
  lastUpdatedTimeByAssignee: { by: () => sql.ref('tickets.last_updated_time_by_assignee') },
  lastUpdatedTimeByRequester: { by: () => sql.ref('tickets.last_updated_time_by_requester') },
  device: { join: 'device', by: () => lower('d.display_name') },
  lastUpdatedBy: { by: () => lower('tickets.last_updated_by') },
  lastUpdated: { by: () => sql.ref('tickets.last_updated') },
};
type Join = 'status' | 'requester' | 'organization' | 'location' | 'assignee' | 'form' | 'device';

type Filtered = ReturnType<typeof filtered>;

function withJoin(query: Filtered, join: Join): Filtered {
  // The joins only add columns to order by; each matches at most one row, so the page is unchanged.
  const q = query as unknown as ReturnType<Filtered['leftJoin']>;
  switch (join) {
    case 'status':
      return q.leftJoin('ticket_statuses as st', 'st.id', 'tickets.status_id') as unknown as Filtered;
    case 'organization':
      return q.leftJoin('organizations as o', 'o.id', 'tickets.organization_id') as unknown as Filtered;
    case 'location':
      return q.leftJoin('locations as l', 'l.id', 'tickets.location_id') as unknown as Filtered;
    case 'device':
      return q.leftJoin('devices as d', 'd.id', 'tickets.device_id') as unknown as Filtered;
    case 'form':
      return q.leftJoin('ticket_forms as f', 'f.id', 'tickets.ticket_form_id') as unknown as Filtered;
    case 'assignee':
      return q.leftJoin('users as au', 'au.id', 'tickets.assigned_user_id') as unknown as Filtered;
    case 'requester':
      return q
        .leftJoin('end_users as eu', 'eu.uid', 'tickets.requester_uid')
        .leftJoin('users as ru', 'ru.uid', 'tickets.requester_uid') as unknown as Filtered;
  }
}

/**
 * Empty values sort as the smallest on both databases (first going up, last going down), as SQLite
 * does by itself; PostgreSQL is told so.
 */
function ordered(db: Db, query: Filtered, sorts: Sort[]): Filtered {
  const joins = new Set(sorts.flatMap((s) => sortKeys[s.column].join ?? []));
  let q = query;
  for (const join of joins) q = withJoin(q, join);
  for (const s of [...sorts, { column: 'id' as const, direction: sorts[0]?.direction ?? 'DESC' }]) {
    const dir = s.direction === 'ASC' ? sql`asc` : sql`desc`;
    const nulls =
      db.dialect === 'postgres' ? (s.direction === 'ASC' ? sql` nulls first` : sql` nulls last`) : sql``;
    q = q.orderBy(sql`${sortKeys[s.column].by()} ${dir}${nulls}`);
  }
  return q;
}

export async function listTickets(db: Db, auth: AuthContext, q: ListQuery, boardFilter?: BoardFilter) {
  let query = filtered(db, auth, q);
  let sorts: Sort[] = q.sortBy ? [{ column: q.sortBy, direction: q.sortDirection ?? 'DESC' }] : [];
  if (q.boardId !== undefined) {
    // Until the rule engine registers its board lookup, no board exists.
    if (!boardFilter) throw notFound('Board');
    const board = await boardFilter(db, q.boardId);
    query = query.where((eb) => board.where(eb as unknown as ExpressionBuilder<Database, 'tickets'>));
    if (sorts.length === 0) sorts = board.sort ?? [];
  }
  if (sorts.length === 0) sorts = [{ ...DEFAULT_TICKET_SORT, direction: q.sortDirection ?? 'DESC' }];
  const total = await countRows(query.select('tickets.id'));
  // The page's ids first, then their rows: a sort that carries only ids stays cheap when it cannot
  // use an index (the joined names), where carrying whole rows through it costs several times more.
  const page = await ordered(db, query, sorts)
    .select('tickets.id')
    .limit(q.size)
    .offset(q.page * q.size)
    .execute();
  const ids = page.map((r) => r.id);
  if (ids.length === 0) return { rows: [], total };
  const byId = new Map(
    (await db.kysely.selectFrom('tickets').selectAll().where('id', 'in', ids).execute()).map((r) => [
      r.id,
      r,
    ]),
  );
  return { rows: ids.map((id) => byId.get(id)!), total };
}

export type { TicketListQuery };
