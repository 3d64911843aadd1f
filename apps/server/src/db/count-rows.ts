// How many rows a list query matches, for the paging answer: the same query without its columns
// and order (PostgreSQL refuses an ORDER BY beside a bare count).
import { type SelectQueryBuilder, sql } from 'kysely';

export async function countRows<DB, TB extends keyof DB, O>(
  query: SelectQueryBuilder<DB, TB, O>,
): Promise<number> {
  const row = await query
    .clearSelect()
    .clearOrderBy()
    .select(sql<number | string>`count(*)`.as('count'))
    .executeTakeFirstOrThrow();
  return Number((row as { count: number | string }).count);
}
