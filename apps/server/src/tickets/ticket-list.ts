// The ticket list: one page sorted on any column choice (by the name for the columns that name
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
import { type ColumnWrap, ticketIdInSearch, visibleTickets } from './ticket-queries.ts';

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
/** How much of a description migration 0011 indexes. */
const DESCRIPTION_PREFIX = 500;
/**
 * From how many matching tickets SQLite walks the sort's index, stopping at the page, rather than
 * reading the matches through a condition's index and sorting them: a walk reads about
 * page × all ÷ matching rows, so it wins once the matches are many.
 */
const WALK_FROM = 2_000;

/** A column read as itself, so the database may serve the condition from an index. */
const indexable: ColumnWrap = (c) => c;
/** A column SQLite cannot serve from an index (unary plus), so it walks the sort's index instead. */
const unindexed: ColumnWrap = (c) => sql`+${sql.ref(c)}`;

function filtered(db: Db, auth: AuthContext, q: ListQuery, col: ColumnWrap) {
  let query = visibleTickets(db, auth, col);
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
  const status = col('tickets.status_id') as 'tickets.status_id';
  const assignee = col('tickets.assigned_user_id') as 'tickets.assigned_user_id';
  if (q.statusIds?.length) query = query.where(status, 'in', q.statusIds);
  if (q.organizationId !== undefined) {
    query = query.where(col('tickets.organization_id') as 'tickets.organization_id', '=', q.organizationId);
  }
  if (q.deviceId !== undefined)
    query = query.where(col('tickets.device_id') as 'tickets.device_id', '=', q.deviceId);
  if (q.assignee === 'me') query = query.where(assignee, '=', auth.user.id);
  if (q.assignee === 'none') query = query.where(assignee, 'is', null);
  if (q.assignedAppUserId !== undefined) query = query.where(assignee, '=', q.assignedAppUserId);
  if (q.type) query = query.where(col('tickets.type') as 'tickets.type', '=', q.type);
  if (q.priority) query = query.where(col('tickets.priority') as 'tickets.priority', '=', q.priority);
  if (q.severity) query = query.where(col('tickets.severity') as 'tickets.severity', '=', q.severity);
  if (q.open) {
    const solved = q.open === 'true' ? 0 : 1;
    query = query.where(status, 'in', (eb) =>
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

const lower = (column: string) => sql<string>`lower(${sql.ref(column)})`;
const key = (column: string) => () => sql.ref(`tickets.${column}`);
/** The update times are sorted from their own table (migration 0018), which the page joins then. */
const updateKey = (column: string) => `ticket_update_keys.${column}`;
const byUpdateKeys = new Set<TicketColumn>(['lastUpdated', 'lastUpdatedBy']);

/**
 * What each column orders by: a column of the ticket row, the named things' lower-cased names and
 * the status position being sort keys kept on it (ticket-sort-keys.ts), each with an index ending
 * in id. A description by its first characters (what an index entry holds), then by id.
 */
const sortKeys: Record<TicketColumn, () => RawBuilder<unknown>> = {
  id: key('id'),
  priority: () => rank('tickets.priority', ticketPriorities),
  severity: () => rank('tickets.severity', ticketSeverities),
  description: () => sql`lower(substr(${sql.ref('tickets.description')}, 1, ${sql.lit(DESCRIPTION_PREFIX)}))`,
  status: key('status_position'),
  requester: key('requester_name'),
  summary: () => lower('tickets.summary'),
  organization: key('organization_name'),
  location: key('location_name'),
  type: key('type'),
  source: key('source'),
  createTime: key('create_time'),
  totalTimeTracked: key('total_time_tracked'),
  totalTimeTrackedDecimal: key('total_time_tracked'),
  assignedAppUser: key('assignee_name'),
  solvedTime: key('solved_time'),
  ticketForm: key('form_name'),
  lastUpdatedTimeByAssignee: key('last_updated_time_by_assignee'),
  lastUpdatedTimeByRequester: key('last_updated_time_by_requester'),
  device: key('device_name'),
  lastUpdatedBy: () => lower(updateKey('last_updated_by')),
  lastUpdated: () => sql.ref(updateKey('last_updated')),
};

/**
 * The columns a filter holds to one value: ordering by them orders by id alone, which the primary key
 * serves, where walking their own index would pass every ticket with a smaller value first.
 */
const fixedBy: Partial<Record<TicketColumn, (q: ListQuery) => boolean>> = {
  priority: (q) => q.priority !== undefined,
  severity: (q) => q.severity !== undefined,
  type: (q) => q.type !== undefined,
  status: (q) => q.statusIds?.length === 1,
  organization: (q) => q.organizationId !== undefined,
  device: (q) => q.deviceId !== undefined,
  assignedAppUser: (q) => q.assignee !== undefined || q.assignedAppUserId !== undefined,
};

type Filtered = ReturnType<typeof filtered>;

/**
 * Empty values sort as the smallest on both databases (first going up, last going down), as SQLite
 * does by itself; PostgreSQL is told so.
 */
function ordered(db: Db, query: Filtered, sorts: Sort[]): Filtered {
  if (!sorts.some((s) => byUpdateKeys.has(s.column))) return orderedBy(db, query, sorts, sortKeys.id);
  const joined = query.innerJoin('ticket_update_keys', 'ticket_update_keys.ticket_id', 'tickets.id');
  // Ties break on the keys' ticket_id, which their index ends in: on tickets.id, equal as it is, the
  // databases would sort the matches.
  const tie = byUpdateKeys.has(sorts[0]!.column) ? () => sql.ref(updateKey('ticket_id')) : sortKeys.id;
  return orderedBy(db, joined as unknown as Filtered, sorts, tie);
}

/** The sorts, then the tie break, in the same direction as the first sort. */
function orderedBy(db: Db, query: Filtered, sorts: Sort[], tie: () => RawBuilder<unknown>): Filtered {
  let q = query;
  const last = { column: 'id' as const, direction: sorts[0]?.direction ?? 'DESC' };
  for (const s of [...sorts, last]) {
    const dir = s.direction === 'ASC' ? sql`asc` : sql`desc`;
    // Never on id (never empty): the indexes end in plain id, which PostgreSQL matches only so.
    const nulls =
      db.dialect !== 'postgres' || s.column === 'id'
        ? sql``
        : s.direction === 'ASC'
          ? sql` nulls first`
          : sql` nulls last`;
    const by = s === last ? tie : sortKeys[s.column];
    q = q.orderBy(sql`${by()} ${dir}${nulls}`);
  }
  return q;
}

/**
 * The query of one page's ids, in order, and how many tickets match. `walkFrom` is WALK_FROM but
 * for tests, which take the walking plan on a few tickets.
 */
export async function ticketPage(
  db: Db,
  auth: AuthContext,
  q: ListQuery,
  boardFilter?: BoardFilter,
  walkFrom = WALK_FROM,
) {
  let board: BoardSelection | undefined;
  let sorts: Sort[] = q.sortBy ? [{ column: q.sortBy, direction: q.sortDirection ?? 'DESC' }] : [];
  if (q.boardId !== undefined) {
    // Until the rule engine registers its board lookup, no board exists.
    if (!boardFilter) throw notFound('Board');
    board = await boardFilter(db, q.boardId);
    if (sorts.length === 0) sorts = board.sort ?? [];
  }
  if (sorts.length === 0) sorts = [{ ...DEFAULT_TICKET_SORT, direction: q.sortDirection ?? 'DESC' }];
  const kept = sorts.filter((s) => !fixedBy[s.column]?.(q));
  sorts = kept.length > 0 ? kept : [{ column: 'id', direction: sorts[0]!.direction }];
  const matching = (col: ColumnWrap) => {
    const query = filtered(db, auth, q, col);
    if (!board) return query;
    const { where } = board;
    return query.where((eb) => where(eb as unknown as ExpressionBuilder<Database, 'tickets'>));
  };
  // The count reads the narrow index of filter columns (migration 0011), not the table.
  const total = countRows(matching(indexable).select('tickets.id'));
  // SQLite picks its plan from the count (PostgreSQL's planner needs no help, and counts meanwhile).
  const walk = db.dialect === 'sqlite' && sorts.length === 1 && (await total) >= walkFrom;
  const page = ordered(db, matching(walk ? unindexed : indexable), sorts)
    .select('tickets.id')
    .limit(q.size)
    .offset(q.page * q.size);
  return { total, page };
}

export async function listTickets(
  db: Db,
  auth: AuthContext,
  q: ListQuery,
  boardFilter?: BoardFilter,
  walkFrom = WALK_FROM,
) {
  const { total: counting, page: query } = await ticketPage(db, auth, q, boardFilter, walkFrom);
  // The page's ids first, then their rows, so only ids travel through the order.
  const [total, page] = await Promise.all([counting, query.execute()]);
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
