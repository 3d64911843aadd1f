// Multi-row INSERTs of many rows without the query builder. Kysely turns every value of a statement
// into nodes and compiles them anew each time, which in a backup's commit (thousands of entry,
// revision and chunk rows) took as long as the database's own work. Statements differ only by shape
// (table, columns, number of rows), so each shape's text is built once, and SQLite's statement cache
// then finds it prepared.
import { CompiledQuery, type Insertable, type Selectable } from 'kysely';
import type { Db, Dialect } from './database.ts';
import type { Database } from './schema.ts';

export interface InsertOptions<R> {
  /** Columns each inserted row answers with; neither database promises their order, so match by a column. */
  returning?: readonly R[];
  /** A row whose key (these columns) is already present is skipped, and answers nothing. */
  skipConflicts?: readonly string[];
}

/** SQLite binds at most 32,766 parameters to a statement, PostgreSQL 65,535. */
const MAX_PARAMETERS = 30_000;
const MAX_ROWS = 500;
const MAX_SHAPES = 256;
const texts = new Map<string, string>();

/** The placeholder of the index-th parameter (from 1) in the dialect's syntax. */
export const placeholder = (dialect: Dialect, index: number) => (dialect === 'postgres' ? `$${index}` : '?');

const quoted = (names: readonly string[]) => names.map((n) => `"${n}"`).join(', ');

function insertText(
  dialect: Dialect,
  table: string,
  columns: readonly string[],
  rowCount: number,
  returning: readonly string[],
  conflict: readonly string[],
): string {
  const key = `${dialect}|${table}|${columns.join(',')}|${rowCount}|${returning.join(',')}|${conflict.join(',')}`;
  let text = texts.get(key);
  if (text !== undefined) return text;
  let n = 0;
  const row = () => `(${columns.map(() => placeholder(dialect, ++n)).join(', ')})`;
  text = `insert into "${table}" (${quoted(columns)}) values ${Array.from({ length: rowCount }, row).join(', ')}`;
  if (conflict.length) text += ` on conflict (${quoted(conflict)}) do nothing`;
  if (returning.length) text += ` returning ${quoted(returning)}`;
  if (texts.size >= MAX_SHAPES) texts.delete(texts.keys().next().value!);
  texts.set(key, text);
  return text;
}

/**
 * How many of the remaining rows the next statement takes: as many as allowed, and past the full
 * statements the largest power of two, so the few shapes the rest leaves recur and stay prepared.
 */
export function statementRows(remaining: number, columnCount: number): number {
  const most = Math.min(MAX_ROWS, Math.floor(MAX_PARAMETERS / columnCount));
  return remaining >= most ? most : 2 ** Math.floor(Math.log2(remaining));
}

/**
 * Inserts rows, as many to a statement as both databases allow. Every row must have the columns of the
 * first (as rows built by one function do); a value left undefined is stored as NULL.
 */
export async function insertRows<
  T extends keyof Database & string,
  R extends keyof Selectable<Database[T]> & string = never,
>(
  target: Db,
  table: T,
  rows: readonly Insertable<Database[T]>[],
  options: InsertOptions<R> = {},
): Promise<Pick<Selectable<Database[T]>, R>[]> {
  if (rows.length === 0) return [];
  const columns = Object.keys(rows[0]!);
  const returning = options.returning ?? [];
  const conflict = options.skipConflicts ?? [];
  const answered: Pick<Selectable<Database[T]>, R>[] = [];
  for (let start = 0, size = 0; start < rows.length; start += size) {
    size = statementRows(rows.length - start, columns.length);
    const page = rows.slice(start, start + size);
    const parameters: unknown[] = [];
    for (const row of page) {
      const values = row as Record<string, unknown>;
      for (const column of columns) parameters.push(values[column] ?? null);
    }
    const text = insertText(target.dialect, table, columns, page.length, returning, conflict);
    const result = await target.kysely.executeQuery<Pick<Selectable<Database[T]>, R>>(
      CompiledQuery.raw(text, parameters),
    );
    for (const row of result.rows) answered.push(row);
  }
  return answered;
}
