// Restores end to end: a real server and two real agents of one organisation. Data backed up on one
// device is restored onto the other into a folder made through the console, with each collision
// rule, as of a point in time, with deleted files, past a corrupt chunk, and never outside its folder.
// Both agents run with --root, so the console and the manifests name device paths ("/Documents").
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  filesUnder,
  RestoreWorld,
  sha256,
  type TestDevice,
  tempFilesUnder,
  writeFile,
} from './testing/restore-world.ts';

let world: RestoreWorld;
let source: TestDevice;
let target: TestDevice;
let planId: number;
let firstJob: number;
/** The source's Documents folder as the server knows it, and where it is on this machine. */
const docs = '/Documents';
let docsOnDisk: string;
const original = new Map<string, string>();
const onTarget = (devicePath: string) => path.join(target.root, devicePath);

const put = (rel: string, content: Buffer) => {
  writeFile(source.root, path.join('Documents', rel), content);
  original.set(rel, sha256(content));
};
const restoreFrom = (sourcePath: string, destinationPath: string, extra: Record<string, unknown> = {}) =>
  world.restore({
    sourceNodeId: source.nodeId,
    sourcePlanId: planId,
    destinationNodeId: target.nodeId,
    sourcePath,
    destinationPath,
    collisionHandling: 'OVERWRITE',
    originalLocation: false,
    ...extra,
  });

beforeAll(async () => {
  world = await RestoreWorld.start();
  source = await world.device('files-01');
  target = await world.device('ws-02');
  docsOnDisk = path.join(source.root, 'Documents');
  put('report.docx', Buffer.from('quarterly numbers'));
  put('sub/notes.txt', Buffer.from('n'.repeat(3_000_000)));
  put('photos/img.bin', randomBytes(2_500_000));
  fs.mkdirSync(path.join(docsOnDisk, 'empty'));
  fs.chmodSync(path.join(docsOnDisk, 'report.docx'), 0o600);
  planId = await world.documentsPlan(source);
  firstJob = await world.backUp(source, planId);
});
afterAll(async () => world?.close());

describe('restores', () => {
  it('restores a folder onto another device, into a new folder made through the console', async () => {
    const url = `/api/backup/nodes/${target.nodeId}/device-folders`;
    const made = await world.admin.post(url, {
      nodeId: target.nodeId,
      folderName: 'Restored',
      path: '/',
    });
    expect(made.json()).toEqual({ path: '/Restored' });
    expect(fs.statSync(onTarget('/Restored')).isDirectory()).toBe(true);
    const listed = (await world.admin.get(`${url}?path=${encodeURIComponent('/')}`)).json();
    expect(listed.entries).toContainEqual({ name: 'Restored', path: '/Restored', type: 'folder' });

    const uid = await restoreFrom(docs, made.json().path, { restorePermissions: true });
    const job = await world.waitForEnd(uid);
    expect(job).toMatchObject({
      status: 'completed',
      jobTotalFiles: 3,
      jobFilesProcessed: 3,
      jobFilesFailed: 0,
    });
    expect(job.percentage).toBe(100);
    const restored = onTarget('/Restored/Documents');
    expect(filesUnder(restored)).toEqual(original);
    expect(fs.statSync(path.join(restored, 'empty')).isDirectory()).toBe(true);
    expect(fs.statSync(path.join(restored, 'report.docx')).mode & 0o777).toBe(0o600);
    const mtime = (p: string) => fs.statSync(p).mtimeMs;
    // Backups keep mtimes to the millisecond.
    expect(
      Math.abs(mtime(path.join(restored, 'sub/notes.txt')) - mtime(path.join(docsOnDisk, 'sub/notes.txt'))),
    ).toBeLessThan(1);
    expect(tempFilesUnder(onTarget('/Restored'))).toEqual([]);
  });

  it("draws files, bytes, throughput and time left on the agent's terminal while it restores", async () => {
    const stdout = process.stdout as { isTTY?: boolean };
    const wasTTY = stdout.isTTY;
    const written: string[] = [];
    const write = vi.spyOn(process.stdout, 'write').mockImplementation((chunk: string | Uint8Array) => {
      written.push(String(chunk));
      return true;
    });
    stdout.isTTY = true;
    try {
      expect(await world.waitForEnd(await restoreFrom(docs, '/progress'))).toMatchObject({
        status: 'completed',
      });
    } finally {
      write.mockRestore();
      stdout.isTTY = wasTTY;
    }
    const lines = written.filter((w) => w.startsWith('\r\x1b[2KRestoring to /progress: '));
    expect(lines.length).toBeGreaterThan(0);
    for (const line of lines) {
      expect(line).toMatch(
        / \d\/3 files {2}[\d.]+ [KMG]?B\/[\d.]+ MB {2}(-- |[\d.]+ [KMG]?B)\/s {2}(--|[\dhms ]+) left$/,
      );
    }
    expect(written.join('')).toMatch(/Restoring to \/progress: 3 files \([\d.]+ MB\) restored\n/);
  });

  it('follows Overwrite, Skip and Keep both against existing files', async () => {
    const folder = onTarget('/collide');
    writeFile(folder, 'report.docx', 'already here');
    const run = async (collisionHandling: string) =>
      world.waitForEnd(await restoreFrom(`${docs}/report.docx`, '/collide', { collisionHandling }));

    expect(await run('SKIP')).toMatchObject({ status: 'completed', jobFilesProcessed: 1, jobTotalFiles: 1 });
    expect(fs.readFileSync(path.join(folder, 'report.docx'), 'utf8')).toBe('already here');

    await run('KEEP_BOTH');
    expect(fs.readFileSync(path.join(folder, 'report.docx'), 'utf8')).toBe('already here');
    expect(fs.readFileSync(path.join(folder, 'report (1).docx'), 'utf8')).toBe('quarterly numbers');
    // The same content is already kept beside it: a second Keep both adds no "(2)".
    await run('KEEP_BOTH');
    expect(fs.readdirSync(folder).sort()).toEqual(['report (1).docx', 'report.docx']);

    await run('OVERWRITE');
    expect(fs.readFileSync(path.join(folder, 'report.docx'), 'utf8')).toBe('quarterly numbers');
  });

  it('restores the latest state, deleted files on request, and the state after an earlier backup', async () => {
    writeFile(docsOnDisk, 'report.docx', 'quarterly numbers, revised');
    fs.rmSync(path.join(docsOnDisk, 'sub/notes.txt'));
    await world.backUp(source, planId);

    const latest = onTarget('/latest');
    await world.waitForEnd(await restoreFrom(docs, '/latest'));
    expect(fs.readFileSync(path.join(latest, 'Documents/report.docx'), 'utf8')).toBe(
      'quarterly numbers, revised',
    );
    expect(fs.existsSync(path.join(latest, 'Documents/sub/notes.txt'))).toBe(false);

    const withDeleted = onTarget('/with-deleted');
    await world.waitForEnd(await restoreFrom(docs, '/with-deleted', { restoreDeletedFiles: true }));
    expect(sha256(fs.readFileSync(path.join(withDeleted, 'Documents/sub/notes.txt')))).toBe(
      original.get('sub/notes.txt'),
    );

    const earlier = onTarget('/earlier');
    const job = await world.waitForEnd(await restoreFrom(docs, '/earlier', { backupJobId: firstJob }));
    expect(job).toMatchObject({ status: 'completed', jobTotalFiles: 3 });
    expect(filesUnder(path.join(earlier, 'Documents'))).toEqual(original);
  });

  it('refuses path traversal with 400 and writes nothing outside the destination', async () => {
    const parent = path.dirname(target.root);
    const before = fs.readdirSync(parent).sort();
    const url = `/api/backup/nodes/${target.nodeId}/device-folders`;
    const folder = await world.admin.post(url, {
      nodeId: target.nodeId,
      folderName: '../../etc/passwd',
      path: '/',
    });
    expect(folder.statusCode).toBe(400);
    expect(folder.json().error.fields).toEqual({ folderName: 'Invalid' });
    const attempts = [
      { destinationPath: '../../etc/passwd' },
      { destinationPath: '/../../etc' },
      { sourcePath: '../../etc/passwd' },
      { sourcePath: `${docs}/../../../etc/passwd` },
    ];
    for (const attempt of attempts) {
      const res = await world.admin.post('/api/backup/restore-jobs', [
        {
          destinationNodeId: target.nodeId,
          destinationNodeName: 'ws-02',
          sourceNodeId: source.nodeId,
          sourceNodeName: 'files-01',
          sourcePlanId: planId,
          sourcePlanName: 'Documents',
          sourcePath: docs,
          destinationPath: '/ok',
          collisionHandling: 'OVERWRITE',
          originalLocation: false,
          ...attempt,
        },
      ]);
      expect(res.statusCode, JSON.stringify(attempt)).toBe(400);
    }
    expect(fs.readdirSync(parent).sort()).toEqual(before);
    expect(fs.existsSync(onTarget('/ok'))).toBe(false);
  });

  it('creates nothing outside the device through a symbolic link in the destination', async () => {
    const outside = world.tempFolder('warden-outside-');
    fs.symlinkSync(outside, onTarget('/linked'));
    const job = await world.waitForEnd(await restoreFrom(docs, '/linked/deeper'));
    expect(job.status).toBe('failed');
    expect(job.error).toContain('symbolic link');
    expect(job.error).not.toContain(target.root);
    expect(fs.readdirSync(outside)).toEqual([]);

    fs.mkdirSync(onTarget('/inside'));
    fs.symlinkSync(outside, onTarget('/inside/Documents'));
    const inner = await world.waitForEnd(await restoreFrom(docs, '/inside'));
    expect(inner).toMatchObject({ status: 'failed', jobFilesProcessed: 0 });
    expect(fs.readdirSync(outside)).toEqual([]);
  });

  it('fails only the file whose chunk is corrupt, naming it, and completes with warnings', async () => {
    const row = await world.t.app.db.kysely
      .selectFrom('revision_chunks as c')
      .innerJoin('file_revisions as r', 'r.id', 'c.revision_id')
      .innerJoin('backup_entries as e', 'e.id', 'r.entry_id')
      .innerJoin('chunks as k', 'k.id', 'c.chunk_id')
      .select(['c.chunk_id', 'k.pack_id', 'k.pack_offset', 'k.stored_size'])
      .where('e.path', '=', `${docs}/photos/img.bin`)
      .executeTakeFirstOrThrow();
    // The chunk's bytes sit in its pack at its offset.
    const blob = path.join(
      world.t.dataDir,
      'blobs',
      String(world.organizationId),
      'packs',
      row.pack_id!.slice(0, 2),
      row.pack_id!,
    );
    const data = fs.readFileSync(blob);
    data[Number(row.pack_offset) + Number(row.stored_size) - 20]! ^= 0xff;
    fs.writeFileSync(blob, data);

    const folder = onTarget('/corrupt');
    const job = await world.waitForEnd(await restoreFrom(docs, '/corrupt', { restoreDeletedFiles: true }));
    expect(job).toMatchObject({
      status: 'completed',
      jobTotalFiles: 3,
      jobFilesProcessed: 2,
      jobFilesFailed: 1,
    });
    expect(job.error).toContain('photos/img.bin');
    expect(job.error).toContain('corrupt');
    const restored = filesUnder(path.join(folder, 'Documents'));
    expect([...restored.keys()].sort()).toEqual(['report.docx', 'sub/notes.txt']);
    expect(restored.get('sub/notes.txt')).toEqual(original.get('sub/notes.txt'));
    expect(tempFilesUnder(folder)).toEqual([]);
  });
});
