// Opens the database: SQLite under DATA_DIR by default, PostgreSQL when DATABASE_URL says so.
import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import pg from 'pg';
import type { Database } from './schema.ts';
import { withStatementCache } from './statement-cache.ts';

export type Dialect = 'sqlite' | 'postgres';
export interface Db {
  kysely: Kysely<Database>;
  dialect: Dialect;
}

/** onIdleError hears of a pooled PostgreSQL connection the database dropped (warned on stderr by default). */
export function openDatabase(
  opts: { dataDir: string; databaseUrl: string | null },
  onIdleError: (error: Error) => void = (error) =>
    console.warn(`PostgreSQL dropped a connection: ${error.message}`),
): Db {
  if (opts.databaseUrl?.startsWith('postgres')) {
    // COUNT(*) comes back as bigint; our counts fit in a JS number.
    pg.types.setTypeParser(20, (v) => Number(v));
    const pool = new pg.Pool({ connectionString: opts.databaseUrl, max: 10 });
    // An idle connection the database drops (a restart, a failover, an administrator) is taken out
    // of the pool by pg; without a listener its error would end the process.
    pool.on('error', onIdleError);
    return { kysely: new Kysely<Database>({ dialect: new PostgresDialect({ pool }) }), dialect: 'postgres' };
  }
  fs.mkdirSync(opts.dataDir, { recursive: true });
  const sqlite = new SQLite(path.join(opts.dataDir, 'warden.sqlite'));
  sqlite.pragma('journal_mode = WAL');
  // Said outright: better-sqlite3's build makes NORMAL the default only for a file already in WAL mode
  // when opened, so a new database ran its first process with FULL. The commits that must reach the
  // disk before they answer say so (durable-transaction.ts).
  sqlite.pragma('synchronous = NORMAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  return {
    kysely: new Kysely<Database>({ dialect: new SqliteDialect({ database: withStatementCache(sqlite) }) }),
    dialect: 'sqlite',
  };
}

export const nowIso = () => new Date().toISOString();
export const bool = (v: number | boolean | null | undefined) => v === 1 || v === true;
