// One page of a list query as the paging answer: the page's rows, presented, and the count of every
// row the query matches. The query comes ordered; the count drops the order.
import { type Paged, pageOf } from '@warden/domain';
import type { SelectQueryBuilder } from 'kysely';
import { countRows } from './count-rows.ts';

export async function pageRows<DB, TB extends keyof DB, O, T>(
  query: SelectQueryBuilder<DB, TB, O>,
  paging: { page: number; size: number },
  present: (row: O) => T,
): Promise<Paged<T>> {
  const total = await countRows(query);
  const rows = await query
    .limit(paging.size)
    .offset(paging.page * paging.size)
    .execute();
  return pageOf(
    rows.map((row) => present(row as O)),
    total,
    paging.size,
  );
}
