// pageRows on both databases: the page at its offset in the query's order, and the count of every
// matching row, not only the page's.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { nowIso } from './database.ts';
import { pageRows } from './page-rows.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  const at = nowIso();
  await t.app.db.kysely
    .insertInto('organizations')
    .values(
      ['Page C', 'Page A', 'Page E', 'Page B', 'Page D'].map((name) => ({
        name,
        description: '',
        deleted: 0,
        created_at: at,
        updated_at: at,
      })),
    )
    .execute();
});
afterAll(async () => t.close());

const named = () =>
  t.app.db.kysely
    .selectFrom('organizations')
    .select(['id', 'name'])
    .where('name', 'like', 'Page %')
    .orderBy('name', 'asc');

describe('pageRows', () => {
  it('answers the page at its offset, presented, with the total and the page count', async () => {
    const page = await pageRows(named(), { page: 1, size: 2 }, (row) => row.name.toUpperCase());
    expect(page).toEqual({ results: ['PAGE C', 'PAGE D'], totalElements: 5, totalPages: 3 });
  });

  it('answers an empty page past the end, still counting every row', async () => {
    const page = await pageRows(named(), { page: 3, size: 2 }, (row) => row.id);
    expect(page).toEqual({ results: [], totalElements: 5, totalPages: 3 });
  });
});
