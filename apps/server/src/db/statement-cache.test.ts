// The SQLite statement cache: statements are prepared once and reused, the least recently used dropped.
import SQLite from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { CACHE_MAX, withStatementCache } from './statement-cache.ts';

describe('withStatementCache', () => {
  it('reuses the prepared statement of a long query and answers it right', () => {
    const raw = new SQLite(':memory:');
    let prepared = 0;
    const counting = {
      close: () => raw.close(),
      prepare: (s: string) => {
        prepared++;
        return raw.prepare(s);
      },
    };
    const db = withStatementCache(counting);
    const query = 'select ? as v';
    expect(db.prepare(query).all([1])).toEqual([{ v: 1 }]);
    expect(db.prepare(query).all([2])).toEqual([{ v: 2 }]);
    expect(prepared).toBe(1);
    for (let i = 0; i < CACHE_MAX; i++) db.prepare(`select ${i}`);
    expect(prepared).toBe(1 + CACHE_MAX);
    db.prepare(query);
    expect(prepared).toBe(2 + CACHE_MAX);
    db.close();
  });
});
