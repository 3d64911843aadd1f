// SQLite's sync setting: NORMAL for every write, whether the file is new or not, and FULL for the
// length of durable transactions, overlapping ones included.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { type Db, openDatabase } from './database.ts';
import { durableTransaction } from './durable-transaction.ts';

const FULL = 2;
const NORMAL = 1;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'warden-durable-'));
const opened: Db[] = [];
afterAll(async () => {
  for (const db of opened) await db.kysely.destroy();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

function open(): Db {
  const db = openDatabase({ dataDir, databaseUrl: null });
  opened.push(db);
  return db;
}

async function syncSetting(db: Db['kysely'] | Parameters<Parameters<typeof durableTransaction>[1]>[0]) {
  const { rows } = await sql<{ synchronous: number }>`PRAGMA synchronous`.execute(db);
  return rows[0]!.synchronous;
}

describe('durableTransaction on SQLite', () => {
  it('opens a new database and a database already in WAL mode alike, with NORMAL', async () => {
    const first = open();
    expect(await syncSetting(first.kysely)).toBe(NORMAL);
    await first.kysely.destroy();
    opened.pop();
    expect(await syncSetting(open().kysely)).toBe(NORMAL);
  });

  it('commits with FULL and leaves NORMAL behind, also when the work fails', async () => {
    const db = open();
    expect(await durableTransaction(db, (trx) => syncSetting(trx))).toBe(FULL);
    expect(await syncSetting(db.kysely)).toBe(NORMAL);
    await expect(
      durableTransaction(db, async () => {
        throw new Error('work failed');
      }),
    ).rejects.toThrow('work failed');
    expect(await syncSetting(db.kysely)).toBe(NORMAL);
  });

  it('keeps FULL until the last of overlapping durable transactions has committed', async () => {
    const db = open();
    let releaseFirst!: () => void;
    const firstMayEnd = new Promise<void>((resolve) => {
      releaseFirst = resolve;
    });
    let firstStarted!: () => void;
    const started = new Promise<void>((resolve) => {
      firstStarted = resolve;
    });
    const first = durableTransaction(db, async (trx) => {
      firstStarted();
      await firstMayEnd;
      return syncSetting(trx);
    });
    await started;
    // The second waits for the connection, which the first holds until it is released.
    const second = durableTransaction(db, (trx) => syncSetting(trx));
    releaseFirst();
    expect(await Promise.all([first, second])).toEqual([FULL, FULL]);
    expect(await syncSetting(db.kysely)).toBe(NORMAL);
  });
});
