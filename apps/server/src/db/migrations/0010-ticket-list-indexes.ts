// Indexes that let the ticket list answer a page of any column's order from the index instead of
// sorting every ticket: one per column the list orders by directly, each ending in id (the tie
// break). The expressions are the list's own (tickets/ticket-list.ts), priority and severity by rank,
// text lower-cased. Empty values sort as the smallest on both databases, which PostgreSQL is told.
import { type Kysely, sql } from 'kysely';
import type { Dialect } from '../database.ts';

const rank = (column: string, values: string[]) =>
  `(CASE ${column} ${values.map((v, i) => `WHEN '${v}' THEN ${i}`).join(' ')} END)`;

const sortKeys: Record<string, string> = {
  priority: rank('priority', ['NONE', 'LOW', 'MEDIUM', 'HIGH', 'URGENT']),
  severity: rank('severity', ['NONE', 'MINOR', 'MODERATE', 'MAJOR', 'CRITICAL']),
  summary: '(lower(summary))',
  type: 'type',
  source: 'source',
  create_time: 'create_time',
  total_time_tracked: 'total_time_tracked',
  solved_time: 'solved_time',
  by_assignee: 'last_updated_time_by_assignee',
  by_requester: 'last_updated_time_by_requester',
  updated_by: '(lower(last_updated_by))',
  last_updated: 'last_updated',
};

// biome-ignore lint/suspicious/noExplicitAny: see column-types.ts
export async function up(db: Kysely<any>, dialect: Dialect): Promise<void> {
  // 0008's single-column indexes on these are covered by the new ones.
  await db.schema.dropIndex('tickets_last_updated').execute();
  await db.schema.dropIndex('tickets_create_time').execute();
  const nullsFirst = dialect === 'postgres' ? ' NULLS FIRST' : '';
  for (const [name, key] of Object.entries(sortKeys)) {
    await sql.raw(`CREATE INDEX tickets_sort_${name} ON tickets (${key}${nullsFirst}, id)`).execute(db);
  }
}
