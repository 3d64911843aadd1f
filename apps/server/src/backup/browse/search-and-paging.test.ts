// Search and paging over real backups: '*.ext' through the extension index, other terms through the
// name index, special characters taken literally, and large folders paged in display order.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appWithBackups, type BackupFixture } from '../../testing/backup-fixture.ts';
import type { TestApp } from '../../testing/test-app.ts';

let t: TestApp;
let f: BackupFixture;
let planId: number;
const lockhart = () => `/api/backup/lockhart/nodes/${f.nodeId}/plans/${planId}`;
const names = (body: { results: { name: string }[] }) => body.results.map((e) => e.name).sort();

const BIG = 260;
const bigFiles = Object.fromEntries(
  Array.from({ length: BIG }, (_, i) => [`/data/big/file-${String(i).padStart(3, '0')}.log`, 'x']),
);

beforeAll(async () => {
  ({ t, f, planId } = await appWithBackups(
    { name: 'Data', root: '/data' },
    {
      '/data/a/Report.2026.CSV': 'r',
      '/data/a/.csv': 'dot',
      '/data/a/report.csv.bak': 'bak',
      '/data/a/exports.csv/inner.txt': 'inner',
      '/data/b/what?.txt': 'q',
      '/data/b/data[1].txt': 'br',
      '/data/b/x_y.txt': 'u',
      '/data/b/xzy.txt': 'z',
      '/data/b/old.csv': 'old',
      ...bigFiles,
      '/data/big/sub-b/keep.txt': 'k',
      '/data/big/Sub-a/keep.txt': 'k',
    },
    { '/data/b/old.csv': null },
  ));
});
afterAll(async () => t.close());

describe('backup search', () => {
  it("finds '*.csv' by extension, whatever the case, files and folders alike", async () => {
    const res = (await t.admin.get(`${lockhart()}/search?searchTerm=${encodeURIComponent('*.csv')}`)).json();
    // old.csv is deleted on the device but still backed up, so it is found.
    expect(names(res)).toEqual(['.csv', 'Report.2026.CSV', 'exports.csv', 'old.csv']);
    expect(res.results[0]).toMatchObject({ name: 'exports.csv', type: 'FOLDER' });
  });

  it('takes GLOB and LIKE special characters literally', async () => {
    const search = async (term: string) =>
      names((await t.admin.get(`${lockhart()}/search?searchTerm=${encodeURIComponent(term)}`)).json());
    expect(await search('what?')).toEqual(['what?.txt']);
    expect(await search('data[1]')).toEqual(['data[1].txt']);
    expect(await search('x_y')).toEqual(['x_y.txt']);
    expect(await search('rep*.bak')).toEqual(['report.csv.bak']);
  });

  it('searches within a folder when given one', async () => {
    const folders = (await t.admin.get(`${lockhart()}/folders`)).json();
    const root = `/api/backup/lockhart/v2/nodes/${f.nodeId}/plans/${planId}/folders/${folders.results[0].id}/content`;
    const a = (await t.admin.get(root)).json().results.find((e: { name: string }) => e.name === 'a');
    const res = await t.admin.get(
      `${lockhart()}/search?searchTerm=${encodeURIComponent('*.txt')}&folderId=${a.id}`,
    );
    expect(names(res.json())).toEqual(['inner.txt']);
  });
});

describe('large folder paging', () => {
  /** The content URL of /data/big, found by search as the console finds it. */
  const bigFolderContent = async () => {
    const hit = (await t.admin.get(`${lockhart()}/search?searchTerm=big`)).json();
    const big = hit.results.find(
      (e: { name: string; type: string }) => e.name === 'big' && e.type === 'FOLDER',
    );
    return `/api/backup/lockhart/v2/nodes/${f.nodeId}/plans/${planId}/folders/${big.id}/content`;
  };
  const bigListing = ['Sub-a', 'sub-b', ...Object.keys(bigFiles).map((p) => p.split('/').pop())];

  it('pages folders first, then files by name, without gaps or repeats', async () => {
    const url = await bigFolderContent();
    const seen: string[] = [];
    for (let page = 0; page < 3; page++) {
      const body = (await t.admin.get(`${url}?page=${page}&size=100`)).json();
      expect(body).toMatchObject({ totalElements: BIG + 2, totalPages: 3 });
      seen.push(...body.results.map((e: { name: string }) => e.name));
    }
    expect(seen).toEqual(bigListing);
  });

  it('gives the same order whichever end a page is read from, and nothing past the end', async () => {
    const url = await bigFolderContent();
    for (const size of [7, 50, 250]) {
      const seen: string[] = [];
      for (let page = 0; page * size < BIG + 2; page++) {
        const body = (await t.admin.get(`${url}?page=${page}&size=${size}`)).json();
        seen.push(...body.results.map((e: { name: string }) => e.name));
      }
      expect(seen).toEqual(bigListing);
    }
    const past = (await t.admin.get(`${url}?page=9&size=100`)).json();
    expect(past).toMatchObject({ results: [], totalElements: BIG + 2, totalPages: 3 });
  });
});
