// Folder downloads as zips over real backups: exactly the folder's files as of a backup job, deleted
// files on request, safe entry names, and damaged data named instead of failing the whole zip.
import { randomBytes } from 'node:crypto';
import { BROWSER_DOWNLOAD_UNAVAILABLE } from '@warden/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appWithBackups, type BackupFixture } from '../../testing/backup-fixture.ts';
import type { TestApp } from '../../testing/test-app.ts';
import { loseStoredChunk, replaceStoredChunk } from '../storage/stored-chunks-for-tests.ts';
import { backupRows, fetchDownload } from './backup-test-rows.ts';
import { unzip } from './unzip-for-tests.ts';

let t: TestApp;
let f: BackupFixture;
let rows: ReturnType<typeof backupRows>;
let planId: number;
let firstJob: number;
let secondJob: number;
const big = randomBytes(1_300_000);

const zipUrl = (plan: number, folderId: number, jobId: number, restoreDeleted = false) =>
  `/api/backup/lockhart/nodes/${f.nodeId}/plans/${plan}/folders/${folderId}/jobs/${jobId}/data?restoreDeleted=${restoreDeleted}`;
const text = (files: Map<string, Buffer>) =>
  Object.fromEntries(
    [...files].map(([name, data]) => [name, data.length > 1000 ? `${data.length} bytes` : data.toString()]),
  );

beforeAll(async () => {
  let jobIds: number[];
  ({ t, f, planId, jobIds } = await appWithBackups(
    { name: 'Shares', root: '/srv/share' },
    {
      '/srv/share/docs/notes.txt': 'v1',
      '/srv/share/docs/old.txt': 'old data',
      '/srv/share/docs/sub/deep.txt': 'deep',
      '/srv/share/docs/scan.tif': big,
      '/srv/share/elsewhere.txt': 'not in docs',
    },
    { '/srv/share/docs/notes.txt': 'v2', '/srv/share/docs/old.txt': null, '/srv/share/docs/new.txt': 'new' },
  ));
  [firstJob, secondJob] = jobIds as [number, number];
  rows = backupRows(t);
});
afterAll(async () => t.close());

describe('folder downloads', () => {
  it('zips the folder as it was at a backup job, named after the folder', async () => {
    const docs = await rows.entryId(planId, '/srv/share/docs');
    const { link, file } = await fetchDownload(t.admin, zipUrl(planId, docs, firstJob));
    expect(link.json().fileName).toBe('docs.zip');
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/zip');
    expect(file.headers['content-disposition']).toBe('attachment; filename=docs.zip');
    const files = unzip(file.rawPayload);
    expect(text(files)).toEqual({
      'notes.txt': 'v1',
      'old.txt': 'old data',
      'scan.tif': `${big.length} bytes`,
      'sub/deep.txt': 'deep',
    });
    expect(files.get('scan.tif')!.equals(big)).toBe(true);
  });

  it('leaves deleted files out at a later job, unless asked to include them', async () => {
    const docs = await rows.entryId(planId, '/srv/share/docs');
    const later = unzip((await fetchDownload(t.admin, zipUrl(planId, docs, secondJob))).file.rawPayload);
    expect([...later.keys()].sort()).toEqual(['new.txt', 'notes.txt', 'scan.tif', 'sub/deep.txt']);
    expect(later.get('notes.txt')!.toString()).toBe('v2');
    const withDeleted = unzip(
      (await fetchDownload(t.admin, zipUrl(planId, docs, secondJob, true))).file.rawPayload,
    );
    expect(withDeleted.get('old.txt')!.toString()).toBe('old data');
    expect(withDeleted.size).toBe(5);
  });

  it('zips a subfolder with names relative to it', async () => {
    const sub = await rows.entryId(planId, '/srv/share/docs/sub');
    const { link, file } = await fetchDownload(t.admin, zipUrl(planId, sub, secondJob));
    expect(link.json().fileName).toBe('sub.zip');
    expect(text(unzip(file.rawPayload))).toEqual({ 'deep.txt': 'deep' });
  });

  it('answers 404 for a job of another plan and 400 for a file id', async () => {
    const docs = await rows.entryId(planId, '/srv/share/docs');
    const other = await f.createPlan({ name: 'Other', paths: ['/srv/other'] });
    const otherJob = await f.backup(other, '/srv/other', { '/srv/other/a.txt': 'a' });
    expect((await t.admin.get(zipUrl(planId, docs, otherJob))).statusCode).toBe(404);
    const file = await rows.entryId(planId, '/srv/share/elsewhere.txt');
    const res = await t.admin.get(zipUrl(planId, file, secondJob));
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toHaveProperty('folderId');
  });

  it('refuses a folder holding files kept only on LOCAL storage', async () => {
    const both = await f.createPlan({
      name: 'Mixed',
      destination: 'BOTH',
      localPath: '/mnt/nas',
      paths: ['/srv/mix'],
    });
    await f.backup(both, '/srv/mix', { '/srv/mix/cloud.txt': 'cloud' });
    const job = await f.backup(
      both,
      '/srv/mix',
      { '/srv/mix/local.txt': 'local' },
      { onLocal: true, onCloud: false },
    );
    const res = await t.admin.get(zipUrl(both, await rows.entryId(both, '/srv/mix'), job));
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe(BROWSER_DOWNLOAD_UNAVAILABLE);
  });

  it('keeps zip entry names inside the folder whatever the backed-up paths hold', async () => {
    const trap = await f.createPlan({ name: 'Trap', paths: ['/srv/trap'] });
    // Ingest refuses such a path outright; the zip's own name check (zip-names.test.ts) is the second line.
    await expect(
      f.backup(trap, '/srv/trap', { '/srv/trap/../../etc/evil.txt': 'escape', '/srv/trap/ok.txt': 'fine' }),
    ).rejects.toThrow();
    const job = await f.backup(trap, '/srv/trap', { '/srv/trap/ok.txt': 'fine' });
    const files = unzip(
      (await fetchDownload(t.admin, zipUrl(trap, await rows.entryId(trap, '/srv/trap'), job))).file
        .rawPayload,
    );
    for (const name of files.keys()) {
      expect(name.startsWith('/')).toBe(false);
      expect(name.split('/')).not.toContain('..');
    }
    expect([...files.keys()]).toEqual(['ok.txt']);
    expect(files.get('ok.txt')!.toString()).toBe('fine');
  });
});

describe('damaged backup data', () => {
  it('names the file when a single download cannot start', async () => {
    const fragile = await f.createPlan({ name: 'Fragile', paths: ['/srv/fragile'] });
    await f.backup(fragile, '/srv/fragile', { '/srv/fragile/contract.docx': randomBytes(5000) });
    const revisionId = await rows.latestRevision(fragile, '/srv/fragile/contract.docx');
    const [chunkId] = await rows.chunkIds(revisionId);
    const storage = t.app.backupStorage;
    await replaceStoredChunk(t.app.db, storage, f.organizationId, chunkId!, randomBytes(200));
    const url = `/api/backup/lockhart/nodes/${f.nodeId}/plans/${fragile}/revisions/${revisionId}/data`;
    const corrupt = (await fetchDownload(t.admin, url)).file;
    expect(corrupt.statusCode).toBe(502);
    expect(corrupt.json().error.message).toContain('"contract.docx"');
    expect(corrupt.json().error.message).toContain('damaged');
    await loseStoredChunk(t.app.db, storage, f.organizationId, chunkId!);
    const missing = (await fetchDownload(t.admin, url)).file;
    expect(missing.statusCode).toBe(502);
    expect(missing.json().error.message).toContain('missing');
  });

  it('leaves an unreadable file out of a zip and names it in WARDEN-ERRORS.txt', async () => {
    const plan = await f.createPlan({ name: 'Partly damaged', paths: ['/srv/part'] });
    const large = randomBytes(1_200_000);
    const job = await f.backup(plan, '/srv/part', {
      '/srv/part/a.txt': 'alpha',
      '/srv/part/b.bin': randomBytes(3000),
      '/srv/part/c/large.bin': large,
      '/srv/part/c/d.txt': 'delta',
    });
    const storage = t.app.backupStorage;
    const damage = async (path: string, which: 'first' | 'last') => {
      const ids = await rows.chunkIds(await rows.latestRevision(plan, path));
      const id = which === 'first' ? ids[0]! : ids.at(-1)!;
      await replaceStoredChunk(t.app.db, storage, f.organizationId, id, randomBytes(300));
    };
    await damage('/srv/part/b.bin', 'first');
    const files = unzip(
      (await fetchDownload(t.admin, zipUrl(plan, await rows.entryId(plan, '/srv/part'), job))).file
        .rawPayload,
    );
    expect([...files.keys()].sort()).toEqual(['WARDEN-ERRORS.txt', 'a.txt', 'c/d.txt', 'c/large.bin']);
    expect(files.get('c/large.bin')!.equals(large)).toBe(true);
    expect(files.get('WARDEN-ERRORS.txt')!.toString()).toContain('b.bin: left out');

    // A large file damaged after its start is left out whole too, not cut short.
    await damage('/srv/part/c/large.bin', 'last');
    const again = unzip(
      (await fetchDownload(t.admin, zipUrl(plan, await rows.entryId(plan, '/srv/part'), job))).file
        .rawPayload,
    );
    expect([...again.keys()].sort()).toEqual(['WARDEN-ERRORS.txt', 'a.txt', 'c/d.txt']);
    expect(again.get('WARDEN-ERRORS.txt')!.toString()).toContain('c/large.bin');
  });
});
