// The SQLite statement cache: long statements are prepared once and reused, short ones every time.
import SQLite from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { CACHED_SQL_MIN_LENGTH, withStatementCache } from './statement-cache.ts';

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
    const long = `select ? as v${' '.repeat(CACHED_SQL_MIN_LENGTH)}`;
    expect(db.prepare(long).all([1])).toEqual([{ v: 1 }]);
    expect(db.prepare(long).all([2])).toEqual([{ v: 2 }]);
    expect(prepared).toBe(1);
    db.prepare('select 1');
    db.prepare('select 1');
    expect(prepared).toBe(3);
    db.close();
  });
});
