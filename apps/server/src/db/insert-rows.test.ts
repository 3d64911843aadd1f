// insertRows on both databases: every row stored with its values whatever the count (full statements
// and the smaller ones after them), the returned columns of each, and conflicting rows skipped.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { nowIso } from './database.ts';
import { insertRows } from './insert-rows.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const organization = (name: string, description = `about ${name}`) => ({
  name,
  description,
  deleted: 0,
  created_at: nowIso(),
  updated_at: nowIso(),
});

describe('insertRows', () => {
  it('stores every row, answering the returned columns of each', async () => {
    // 1,237 rows: two full statements of 500, then 128, 64, 32, 8, 4 and 1.
    const rows = Array.from({ length: 1237 }, (_, i) => organization(`Bulk ${i}`));
    const answered = await insertRows(t.app.db, 'organizations', rows, { returning: ['id', 'name'] });
    expect(answered).toHaveLength(1237);
    expect(new Set(answered.map((r) => r.name))).toEqual(new Set(rows.map((r) => r.name)));
    const stored = await t.app.db.kysely
      .selectFrom('organizations')
      .select(['id', 'name', 'description'])
      .where('name', 'like', 'Bulk %')
      .execute();
    expect(stored).toHaveLength(1237);
    const idOf = new Map(answered.map((r) => [r.name, r.id]));
    for (const row of stored) {
      expect(row.id).toBe(idOf.get(row.name));
      expect(row.description).toBe(`about ${row.name}`);
    }
  });

  it('stores an undefined value as NULL and answers nothing without returned columns', async () => {
    const [org] = await insertRows(t.app.db, 'organizations', [organization('Bulk nulls')], {
      returning: ['id'],
    });
    const answered = await insertRows(t.app.db, 'chunks', [
      {
        organization_id: org!.id,
        id: 'a'.repeat(64),
        plain_size: 10,
        stored_size: 20,
        created_at: nowIso(),
        pack_id: undefined,
        pack_offset: undefined,
      },
    ]);
    expect(answered).toEqual([]);
    const row = await t.app.db.kysely
      .selectFrom('chunks')
      .select(['pack_id', 'pack_offset', 'stored_size'])
      .where('organization_id', '=', org!.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ pack_id: null, pack_offset: null, stored_size: 20 });
  });

  it('skips rows whose key is present, keeping the stored row and answering only the new ones', async () => {
    const [org] = await insertRows(t.app.db, 'organizations', [organization('Bulk conflicts')], {
      returning: ['id'],
    });
    const chunk = (id: string, storedSize: number) => ({
      organization_id: org!.id,
      id: id.repeat(64),
      plain_size: 1,
      stored_size: storedSize,
      created_at: nowIso(),
      pack_id: 'p',
      pack_offset: 0,
    });
    await insertRows(t.app.db, 'chunks', [chunk('b', 1)]);
    const answered = await insertRows(t.app.db, 'chunks', [chunk('b', 2), chunk('c', 3)], {
      skipConflicts: ['organization_id', 'id'],
      returning: ['id'],
    });
    expect(answered).toEqual([{ id: 'c'.repeat(64) }]);
    const stored = await t.app.db.kysely
      .selectFrom('chunks')
      .select(['id', 'stored_size'])
      .where('organization_id', '=', org!.id)
      .orderBy('id')
      .execute();
    expect(stored).toEqual([
      { id: 'b'.repeat(64), stored_size: 1 },
      { id: 'c'.repeat(64), stored_size: 3 },
    ]);
  });

  it('answers nothing for no rows, without a statement', async () => {
    expect(await insertRows(t.app.db, 'organizations', [])).toEqual([]);
  });
});
