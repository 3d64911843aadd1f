// Keeps SQLite's statements prepared. Kysely prepares every query afresh: the rule engine's
// one-column-per-rule statements take milliseconds to prepare and a fraction of that to run, and even
// a one-row lookup costs more to prepare (50 to 100 µs) than to run, which added up to a third of the
// time sweep's firings. Statements differ by shape only, values being bound, so few are kept.
import type { SqliteDatabase, SqliteStatement } from 'kysely';

export const CACHE_MAX = 256;

export function withStatementCache(db: SqliteDatabase): SqliteDatabase {
  const cache = new Map<string, SqliteStatement>();
  return {
    close: () => db.close(),
    prepare: (sql: string) => {
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
