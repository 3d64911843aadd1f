// The name index filled after the commit: search finds what a backup committed before the fill and
// after it alike, the fill goes a slice at a time, and deleting or renaming entries not yet in the
// index leaves it sound (FTS5 must never be told to delete a row it does not hold).
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appWithBackups, type BackupFixture } from '../../testing/backup-fixture.ts';
import type { TestApp } from '../../testing/test-app.ts';
import { fillSearchIndex } from './search-index.ts';

let t: TestApp;
let f: BackupFixture;
let planId: number;

const files = Object.fromEntries(
  Array.from({ length: 12 }, (_, i) => [
    `/data/quarter-${i % 3}/invoice-${String(i).padStart(2, '0')}.pdf`,
    `${i}`,
  ]),
);

beforeAll(async () => {
  ({ t, f, planId } = await appWithBackups({ name: 'Data', root: '/data' }, files));
  // The fills are this test's own: the runner's would come at a time of its choosing.
  await t.app.background.stop();
});
afterAll(async () => t.close());

const search = async (term: string) => {
  const url = `/api/backup/lockhart/nodes/${f.nodeId}/plans/${planId}/search?searchTerm=${encodeURIComponent(term)}`;
  const res = await t.admin.get(url);
  if (res.statusCode !== 200) throw new Error(`search ${term}: ${res.statusCode} ${res.body}`);
  return (res.json().results as { name: string }[]).map((e) => e.name).sort();
};
const indexed = async () =>
  (
    await t.app.db.kysely
      .selectFrom('backup_entries_fts_state')
      .select('indexed_through')
      .executeTakeFirstOrThrow()
  ).indexed_through;
const maxEntryId = async () =>
  (
    await t.app.db.kysely
      .selectFrom('backup_entries')
      .select((eb) => eb.fn.max('id').as('id'))
      .executeTakeFirstOrThrow()
  ).id as number;
/** The index's own structure; with full, also that it holds every entry's name as it is now. */
const integrityCheck = (full = false) =>
  (full
    ? sql`insert into backup_entries_fts (backup_entries_fts, rank) values ('integrity-check', 1)`
    : sql`insert into backup_entries_fts (backup_entries_fts) values ('integrity-check')`
  ).execute(t.app.db.kysely);

describe.runIf(process.env.WARDEN_TEST_DB !== 'postgres')('the name index, filled after the commit', () => {
  it('finds what a backup committed before the fill, and the same after it, a slice at a time', async () => {
    const before = await search('voice-0');
    expect(before).toEqual([...Array(10).keys()].map((i) => `invoice-0${i}.pdf`));
    expect(await indexed()).toBeLessThan(await maxEntryId());
    // 12 files, 3 folders and the root's folders: several slices of five.
    expect(await fillSearchIndex(t.app.db, 5)).toBeGreaterThan(15);
    expect(await indexed()).toBe(await maxEntryId());
    expect(await fillSearchIndex(t.app.db, 5)).toBe(0);
    expect(await search('voice-0')).toEqual(before);
    expect(await search('quarter-1')).toEqual(['quarter-1']);
    await integrityCheck(true);
  });

  it('keeps the index sound when entries not yet in it are renamed or deleted', async () => {
    await integrityCheck(true);
    await f.backup(planId, '/data', {
      ...files,
      '/data/late/receipt-1.txt': 'a',
      '/data/late/receipt-2.txt': 'b',
    });
    expect(await search('receipt')).toEqual(['receipt-1.txt', 'receipt-2.txt']);
    const db = t.app.db.kysely;
    const late = await db
      .selectFrom('backup_entries')
      .select('id')
      .where('name', '=', 'receipt-2.txt')
      .executeTakeFirstOrThrow();
    expect(late.id).toBeGreaterThan(await indexed());
    await integrityCheck();
    await db
      .updateTable('backup_entries')
      .set({ name_lower: 'receipt-9.txt' })
      .where('id', '=', late.id)
      .execute();
    await db.deleteFrom('file_revisions').where('entry_id', '=', late.id).execute();
    await db
      .updateTable('backup_entries')
      .set({ latest_revision_id: null })
      .where('id', '=', late.id)
      .execute();
    await db.deleteFrom('backup_entries').where('id', '=', late.id).execute();
    await integrityCheck();
    await fillSearchIndex(t.app.db);
    await integrityCheck(true);
    expect(await search('receipt')).toEqual(['receipt-1.txt']);
    // An indexed entry renamed and deleted: its index rows go with it.
    const indexedOne = await db
      .selectFrom('backup_entries')
      .select('id')
      .where('name', '=', 'receipt-1.txt')
      .executeTakeFirstOrThrow();
    await db
      .updateTable('backup_entries')
      .set({ name_lower: 'voucher-1.txt' })
      .where('id', '=', indexedOne.id)
      .execute();
    await integrityCheck();
    expect(await search('voucher')).toEqual(['receipt-1.txt']);
  });
});
