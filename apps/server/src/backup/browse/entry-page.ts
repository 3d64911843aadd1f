// One page of a plan's visible entries in display order, read from the index from whichever end of
// the listing is nearer, so the last page of a folder of 100,000 costs what its first page costs.
import { pageOf } from '@warden/domain';
import type { SelectQueryBuilder } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { Database } from '../../db/schema.ts';
import { presentContentEntry } from './presenters.ts';

type EntryQuery<O> = SelectQueryBuilder<Database, 'backup_entries', O>;

/** Display order: folders first ('FOLDER' sorts after 'FILE'), then by name. The children and
 * extension indexes hold these columns in this order, so a page is read from the index, forwards or
 * (reversed) backwards. */
function inDisplayOrder<O>(query: EntryQuery<O>, reversed = false): EntryQuery<O> {
  return reversed
    ? query.orderBy('type', 'asc').orderBy('name_lower', 'desc').orderBy('id', 'desc')
    : query.orderBy('type', 'desc').orderBy('name_lower', 'asc').orderBy('id', 'asc');
}

// biome-ignore lint/complexity/noBannedTypes: a query that selects nothing yet
export type EntryFilter = EntryQuery<{}>;

export function entriesWhere(db: Db): EntryFilter {
  return db.kysely.selectFrom('backup_entries').where('hidden_at', 'is', null);
}

/** Where a page's rows start in the listing read from the nearer end: an offset steps over index
 * entries one by one, so a page in the second half is taken backwards from the end. */
export function pageWindow(page: number, size: number, total: number) {
  const start = page * size;
  const end = Math.min(start + size, total);
  if (start >= total) return { reversed: false, offset: start, limit: 0 };
  const reversed = start + (end - start) / 2 > total / 2;
  return { reversed, offset: reversed ? total - end : start, limit: end - start };
}

/** One page of entries: the count first, then the page's ids on the index alone from the nearer
 * end, then only the page's rows. */
export async function entryPage(db: Db, base: EntryFilter, page: number, size: number) {
  const { count } = await base.select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow();
  const total = Number(count);
  const span = pageWindow(page, size, total);
  if (span.limit === 0) return pageOf([], total, size);
  const ids = inDisplayOrder(base.select('id'), span.reversed).limit(span.limit).offset(span.offset);
  const rows = await inDisplayOrder(
    db.kysely.selectFrom('backup_entries').selectAll().where('id', 'in', ids),
  ).execute();
  return pageOf(rows.map(presentContentEntry), total, size);
}
