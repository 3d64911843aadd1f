// Image mounting over a real image backup: a tar volume archive is indexed with progress, its content
// listed folders first, and files and folders downloaded from it; paths cannot leave the image.
import { randomBytes } from 'node:crypto';
import { buffer } from 'node:stream/consumers';
import tar from 'tar-stream';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { BackupFixture } from '../../testing/backup-fixture.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { backupRows, fetchDownload } from '../downloads/backup-test-rows.ts';
import { unzip } from '../downloads/unzip-for-tests.ts';

let t: TestApp;
let f: BackupFixture;
let planId: number;
let revisionId: number;
const photo = randomBytes(1_500_000);
const longName = `docs/${'n'.repeat(130)}.txt`;
const b64 = (s: string) => Buffer.from(s).toString('base64');
const image = (rev = revisionId) =>
  `/api/backup/lockhart/image/nodes/${f.nodeId}/plans/${planId}/revisions/${rev}`;
const content = (folder: string) =>
  `/api/backup/lockhart/image/v2/nodes/${f.nodeId}/plans/${planId}/revisions/${revisionId}/content?folder=${encodeURIComponent(folder)}`;
const download = (path: string, type: 'FILE' | 'FOLDER') =>
  `${image()}/download?fileBase64=${encodeURIComponent(b64(path))}&type=${type}`;

async function volumeArchive(): Promise<Buffer> {
  const pack = tar.pack();
  const done = buffer(pack);
  pack.entry({ name: 'docs', type: 'directory' });
  pack.entry({ name: 'docs/a.txt' }, 'alpha');
  pack.entry({ name: longName }, 'long');
  pack.entry({ name: 'photos/2026/beach.jpg' }, photo);
  pack.entry({ name: 'readme.txt' }, 'hello');
  pack.finalize();
  return done;
}

beforeAll(async () => {
  t = await createTestApp();
  f = await BackupFixture.create(t);
  planId = await f.createPlan({ name: 'System image', type: 'IMAGE', paths: ['/mnt/data'] });
  await f.backup(planId, '/mnt/data', { '/mnt/data': await volumeArchive() }, { volume: true });
  revisionId = await backupRows(t).latestRevision(planId, '/mnt/data');
});
afterAll(async () => t.close());

describe('image mounting', () => {
  it('has no content before the revision is mounted', async () => {
    expect((await t.admin.get(`${image()}/mount`)).json()).toEqual({
      status: 'NOT_MOUNTED',
      progress: 0,
      error: null,
    });
    const res = await t.admin.get(content('/'));
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toBe('The image revision is not mounted');
  });

  it('indexes the archive with progress, then lists folders first', async () => {
    // Slowed reads make the progress observable; only chunks holding tar headers are read at all.
    const storage = t.app.backupStorage;
    const read = storage.readChunk.bind(storage);
    const reads = vi.spyOn(storage, 'readChunk').mockImplementation(async (org, id) => {
      await new Promise((r) => setTimeout(r, 60));
      return read(org, id);
    });
    const started = await t.admin.post(`${image()}/mount`);
    expect(started.json()).toMatchObject({ status: 'MOUNTING' });
    const seen: number[] = [];
    let status = started.json();
    while (status.status === 'MOUNTING') {
      seen.push(status.progress);
      await new Promise((r) => setTimeout(r, 10));
      status = (await t.admin.get(`${image()}/mount`)).json();
    }
    expect(status).toEqual({ status: 'MOUNTED', progress: 100, error: null });
    expect(seen.some((p) => p > 0 && p < 100)).toBe(true);
    const chunks = await backupRows(t).chunkIds(revisionId);
    expect(reads.mock.calls.length).toBeLessThan(chunks.length);
    reads.mockRestore();
    const root = (await t.admin.get(content('/'))).json();
    expect(root.results.map((r: { name: string; type: string }) => [r.name, r.type])).toEqual([
      ['docs', 'FOLDER'],
      ['photos', 'FOLDER'],
      ['readme.txt', 'FILE'],
    ]);
    expect(root.totalElements).toBe(3);
    const docs = (await t.admin.get(content('/docs'))).json();
    expect(docs.results).toEqual([
      expect.objectContaining({ name: 'a.txt', path: '/docs/a.txt', size: 5 }),
      expect.objectContaining({ name: longName.slice(5), type: 'FILE', size: 4 }),
    ]);
    expect((await t.admin.get(content('/photos/2026'))).json().results[0]).toMatchObject({
      name: 'beach.jpg',
      size: photo.length,
    });
    expect((await t.admin.get(`${content('/')}&start=1&count=1`)).json()).toMatchObject({
      results: [{ name: 'photos' }],
      totalPages: 3,
    });
  });

  it('downloads a file from the image, reading only from its data offset', async () => {
    const { link, file } = await fetchDownload(t.admin, download('/photos/2026/beach.jpg', 'FILE'));
    expect(link.json().fileName).toBe('beach.jpg');
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.equals(photo)).toBe(true);
    const ranged = await fetchDownload(t.admin, download('/readme.txt', 'FILE'), { range: 'bytes=1-3' });
    expect(ranged.file.statusCode).toBe(206);
    expect(ranged.file.body).toBe('ell');
  });

  it('downloads a folder of the image as a zip', async () => {
    const { link, file } = await fetchDownload(t.admin, download('/docs', 'FOLDER'));
    expect(link.json().fileName).toBe('docs.zip');
    const files = unzip(file.rawPayload);
    expect(files.get('a.txt')!.toString()).toBe('alpha');
    expect(files.get(longName.slice(5))!.toString()).toBe('long');
    expect(files.size).toBe(2);
    const whole = unzip((await fetchDownload(t.admin, download('/', 'FOLDER'))).file.rawPayload);
    expect([...whole.keys()].sort()).toEqual(['docs/a.txt', longName, 'photos/2026/beach.jpg', 'readme.txt']);
  });

  it('refuses fileBase64 that leaves the image, is not base64 or names nothing', async () => {
    for (const bad of [b64('/docs/../../etc/passwd'), b64('../readme.txt'), '%%%', b64('/nope.txt')]) {
      const res = await t.admin.get(`${image()}/download?fileBase64=${encodeURIComponent(bad)}&type=FILE`);
      expect(res.statusCode).toBe(400);
      expect(res.json().error.fields).toHaveProperty('fileBase64');
    }
    expect((await t.admin.get(download('/docs', 'FILE'))).statusCode).toBe(400);
    expect((await t.admin.get(content('/docs/../..'))).statusCode).toBe(400);
  });
});

describe('mount rules', () => {
  it('needs the cloud_image_mounting flag', async () => {
    const settings = (await t.admin.get('/api/division/settings')).json();
    const off = { name: settings.name, features: { ...settings.features, cloud_image_mounting: false } };
    expect((await t.admin.put('/api/division/settings', off)).statusCode).toBe(200);
    const res = await t.admin.post(`${image()}/mount`);
    expect(res.statusCode).toBe(403);
    expect(res.json().error.message).toBe('Cloud image mounting is turned off for this division');
    await t.admin.put('/api/division/settings', { name: settings.name, features: settings.features });
  });

  it('needs the revision on cloud storage, and an image revision', async () => {
    const local = await f.createPlan({
      name: 'Local image',
      type: 'IMAGE',
      destination: 'LOCAL',
      localPath: '/mnt/nas',
      paths: ['/mnt/local'],
    });
    await f.backup(
      local,
      '/mnt/local',
      { '/mnt/local': await volumeArchive() },
      { volume: true, onLocal: true, onCloud: false },
    );
    const localRevision = await backupRows(t).latestRevision(local, '/mnt/local');
    const url = `/api/backup/lockhart/image/nodes/${f.nodeId}/plans/${local}/revisions/${localRevision}/mount`;
    const res = await t.admin.post(url);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe('Only revisions on cloud storage can be mounted');

    const files = await f.createPlan({ name: 'Files', paths: ['/srv/f'] });
    await f.backup(files, '/srv/f', { '/srv/f/a.txt': 'a' });
    const fileRevision = await backupRows(t).latestRevision(files, '/srv/f/a.txt');
    const notImage = `/api/backup/lockhart/image/nodes/${f.nodeId}/plans/${files}/revisions/${fileRevision}/mount`;
    expect((await t.admin.post(notImage)).statusCode).toBe(400);
  });

  it('reports a revision whose archive is damaged as failed', async () => {
    const broken = await f.createPlan({ name: 'Broken image', type: 'IMAGE', paths: ['/mnt/broken'] });
    await f.backup(broken, '/mnt/broken', { '/mnt/broken': randomBytes(4096) }, { volume: true });
    const rev = await backupRows(t).latestRevision(broken, '/mnt/broken');
    const url = `/api/backup/lockhart/image/nodes/${f.nodeId}/plans/${broken}/revisions/${rev}/mount`;
    await t.admin.post(url);
    let status = (await t.admin.get(url)).json();
    for (let i = 0; i < 100 && status.status === 'MOUNTING'; i++) {
      await new Promise((r) => setTimeout(r, 25));
      status = (await t.admin.get(url)).json();
    }
    expect(status.status).toBe('FAILED');
    expect(status.error).toContain('The image archive is damaged');
  });
});
