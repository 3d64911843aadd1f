// Keeps SQLite's long statements prepared. Kysely prepares every query afresh; for a short one that
// costs microseconds, but the rule engine's one-column-per-rule statements take milliseconds to
// prepare and a fraction of that to run, and they are asked again on every ticket change.
import type { SqliteDatabase, SqliteStatement } from 'kysely';

/** Statements at least this long are kept; shorter ones are cheaper to prepare than to look up. */
export const CACHED_SQL_MIN_LENGTH = 4096;
const CACHE_MAX = 64;

export function withStatementCache(db: SqliteDatabase): SqliteDatabase {
  const cache = new Map<string, SqliteStatement>();
  return {
    close: () => db.close(),
    prepare: (sql: string) => {
      if (sql.length < CACHED_SQL_MIN_LENGTH) return db.prepare(sql);
      const hit = cache.get(sql);
      if (hit) {
        // Most recently used last, so the oldest goes first when the cache is full.
        cache.delete(sql);
        cache.set(sql, hit);
        return hit;
      }
      const statement = db.prepare(sql);
      if (cache.size >= CACHE_MAX) cache.delete(cache.keys().next().value!);
      cache.set(sql, statement);
      return statement;
    },
  };
}
