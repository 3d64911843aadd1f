// Case-insensitive "contains" search that behaves the same on SQLite and PostgreSQL: the term's
// %, _ and \ match themselves, and the database lower-cases both sides the same way.
import { type RawBuilder, type SqlBool, sql } from 'kysely';

/** The LIKE pattern for a search term, or null when the term is blank. */
export function containsPattern(term: string | undefined): string | null {
  const trimmed = term?.trim();
  if (!trimmed) return null;
  return `%${trimmed.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

export function matchesPattern(column: string, pattern: string): RawBuilder<SqlBool> {
  return sql<SqlBool>`lower(${sql.ref(column)}) like lower(${pattern}) escape '\\'`;
}

/** Orders text the same on both databases, whatever PostgreSQL's collation. */
export function lowerCased(column: string): RawBuilder<string> {
  return sql<string>`lower(${sql.ref(column)})`;
}
