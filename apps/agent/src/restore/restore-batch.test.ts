// Restores read their chunks in batches: many small files come back in a few requests rather than
// one per chunk, into shared memory that each batch gives back once its chunks are written; and a
// LOCAL plan's chunks come from its repository folder, not from the server.
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { KeptMemory } from '@warden/threads/kept-memory';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ServerApi } from '../api/server-api.ts';
import { filesUnder, RestoreWorld, sha256, type TestDevice, writeFile } from './testing/restore-world.ts';

const FOLDERS = 6;
const FILES_PER_FOLDER = 50;

let world: RestoreWorld;
let source: TestDevice;
let target: TestDevice;
let planId: number;
const original = new Map<string, string>();

beforeAll(async () => {
  world = await RestoreWorld.start();
  source = await world.device('files-01');
  target = await world.device('ws-02');
  for (let f = 0; f < FOLDERS; f++) {
    for (let i = 0; i < FILES_PER_FOLDER; i++) {
      const rel = `folder-${f}/note-${i}.txt`;
      const content = randomBytes(200 + i);
      writeFile(path.join(source.root, 'Documents'), rel, content);
      original.set(rel, sha256(content));
    }
  }
  planId = await world.documentsPlan(source);
  await world.backUp(source, planId);
});
afterAll(async () => world?.close());
afterEach(() => vi.restoreAllMocks());

const requests = () => ({
  batches: vi.spyOn(ServerApi.prototype, 'postForBytes'),
  single: vi.spyOn(ServerApi.prototype, 'getBytes'),
});

describe('batched restore reads', () => {
  it('restores many small files in far fewer chunk requests than chunks', async () => {
    const { batches, single } = requests();
    const take = vi.spyOn(KeptMemory.prototype, 'take');
    const give = vi.spyOn(KeptMemory.prototype, 'give');
    const uid = await world.restore({
      sourceNodeId: source.nodeId,
      sourcePlanId: planId,
      destinationNodeId: target.nodeId,
      sourcePath: '/Documents',
      destinationPath: '/batched',
      collisionHandling: 'OVERWRITE',
      originalLocation: false,
    });
    expect(await world.waitForEnd(uid)).toMatchObject({
      status: 'completed',
      jobFilesProcessed: original.size,
      jobFilesFailed: 0,
    });
    expect(filesUnder(path.join(target.root, 'batched', 'Documents'))).toEqual(original);
    // One chunk a file: 300 chunks, fetched in a handful of batches and no single reads.
    expect(single).not.toHaveBeenCalled();
    expect(batches.mock.calls.length).toBeGreaterThan(0);
    expect(batches.mock.calls.length).toBeLessThanOrEqual(original.size / 20);
    // Each answer was read into kept shared memory, which came back once its chunks were written.
    const isShared = (m: unknown) => m instanceof SharedArrayBuffer;
    const answers = take.mock.results.map((r) => r.value).filter(isShared);
    expect(answers).toHaveLength(batches.mock.calls.length);
    expect(new Set(give.mock.calls.map(([m]) => m).filter(isShared))).toEqual(new Set(answers));
  });

  it("reads a LOCAL plan's chunks from its repository folder, asking the server for none", async () => {
    const res = await world.admin.post(`/api/backup/nodes/${source.nodeId}/plan-definitions`, {
      name: 'Documents to NAS',
      type: 'FILE_FOLDER',
      destination: 'LOCAL',
      // Repository folders are local paths, not device paths.
      localPath: world.tempFolder('warden-nas-'),
      schedule: { scheduleType: 'DAILY', scheduleHour: 3 },
      commonFolders: ['DOCUMENTS'],
    });
    expect(res.statusCode, res.body).toBe(201);
    const localPlan = res.json().id;
    await world.backUp(source, localPlan);
    const { batches, single } = requests();
    const uid = await world.restore({
      sourceNodeId: source.nodeId,
      sourcePlanId: localPlan,
      sourcePlanName: 'Documents to NAS',
      destinationNodeId: source.nodeId,
      sourcePath: '/Documents',
      destinationPath: '/from-nas',
      collisionHandling: 'OVERWRITE',
      originalLocation: false,
    });
    expect(await world.waitForEnd(uid)).toMatchObject({ status: 'completed', jobFilesFailed: 0 });
    expect(filesUnder(path.join(source.root, 'from-nas', 'Documents'))).toEqual(original);
    expect(batches).not.toHaveBeenCalled();
    expect(single).not.toHaveBeenCalled();
  });
});
