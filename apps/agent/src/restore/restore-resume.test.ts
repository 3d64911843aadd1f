// Long restores end to end: canceling one stops it within 2 s with no temporary files left, and a
// job survives a restart of its agent (finished files are kept, not written again) or of the server.
// The destination agent reads chunks at a capped rate so that each restore takes several seconds.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  filesUnder,
  RestoreWorld,
  sha256,
  type TestDevice,
  tempFilesUnder,
  writeFile,
} from './testing/restore-world.ts';

const FILES = 12;
const FILE_SIZE = 2 * 1024 * 1024;
const RATE = 6 * 1024 * 1024;

let world: RestoreWorld;
let source: TestDevice;
let target: TestDevice;
let planId: number;
const docs = '/Documents';
const original = new Map<string, string>();

async function startRestore(folder: string) {
  return world.restore({
    sourceNodeId: source.nodeId,
    sourcePlanId: planId,
    destinationNodeId: target.nodeId,
    sourcePath: docs,
    destinationPath: `/${folder}`,
    collisionHandling: 'OVERWRITE',
    originalLocation: false,
  });
}

async function waitForFiles(jobUID: string, count: number) {
  await expect
    .poll(async () => (await world.job(jobUID)).jobFilesProcessed, { timeout: 20_000, interval: 50 })
    .toBeGreaterThanOrEqual(count);
}

beforeAll(async () => {
  world = await RestoreWorld.start();
  source = await world.device('files-01');
  target = await world.device('ws-02', { maxRestoreBytesPerSecond: RATE });
  for (let i = 0; i < FILES; i++) {
    const content = randomBytes(FILE_SIZE);
    writeFile(path.join(source.root, 'Documents'), `part-${String(i).padStart(2, '0')}.bin`, content);
    original.set(`part-${String(i).padStart(2, '0')}.bin`, sha256(content));
  }
  planId = await world.documentsPlan(source);
  await world.backUp(source, planId);
});
afterAll(async () => world?.close());

describe('long restores', () => {
  it('cancels within 2 s, keeping finished files and leaving no temporary file', async () => {
    const uid = await startRestore('cancel');
    await waitForFiles(uid, 1);
    const started = Date.now();
    expect((await world.admin.post(`/api/backup/restore-jobs/${uid}/cancel`)).statusCode).toBe(200);
    await expect
      .poll(async () => (await world.job(uid)).status, { timeout: 5_000, interval: 50 })
      .toBe('canceled');
    expect(Date.now() - started).toBeLessThan(2_000);
    const folder = path.join(target.root, 'cancel', 'Documents');
    await expect.poll(() => tempFilesUnder(folder), { timeout: 2_000 }).toEqual([]);
    const kept = filesUnder(folder);
    expect(kept.size).toBeGreaterThanOrEqual(1);
    expect(kept.size).toBeLessThan(FILES);
    for (const [name, digest] of kept) expect(digest).toBe(original.get(name));
  });

  it('resumes after the agent restarts, without writing finished files again', async () => {
    const uid = await startRestore('agent-restart');
    await waitForFiles(uid, 2);
    target.agent.stop();
    // Once the stopped job has settled (files being written when it stopped finish or are dropped, on
    // worker threads too), none of its temporary files is left; before that, one may still appear.
    await target.agent.restores.idle();
    const folder = path.join(target.root, 'agent-restart', 'Documents');
    expect(tempFilesUnder(folder)).toEqual([]);
    // Files are restored several at a time: whichever finished before the stop must stay as they are.
    const finished = fs.readdirSync(folder).map((name) => path.join(folder, name));
    expect(finished.length).toBeGreaterThanOrEqual(2);
    const stamp = (file: string) => {
      const stat = fs.statSync(file);
      return [file, stat.ino, stat.mtimeMs];
    };
    const before = finished.map(stamp);
    expect((await world.job(uid)).status).toBe('processing');

    await world.restartAgent(target, { maxRestoreBytesPerSecond: 4 * RATE });
    const job = await world.waitForEnd(uid);
    expect(job).toMatchObject({ status: 'completed', jobFilesProcessed: FILES, jobTotalFiles: FILES });
    expect(filesUnder(folder)).toEqual(original);
    expect(finished.map(stamp)).toEqual(before);
  });

  it('survives a restart of the server', async () => {
    await world.restartAgent(target, { maxRestoreBytesPerSecond: RATE });
    const uid = await startRestore('server-restart');
    await waitForFiles(uid, 1);
    await world.restartServer();
    const job = await world.waitForEnd(uid);
    expect(job).toMatchObject({ status: 'completed', jobFilesProcessed: FILES, jobFilesFailed: 0 });
    expect(filesUnder(path.join(target.root, 'server-restart', 'Documents'))).toEqual(original);
  });
});
