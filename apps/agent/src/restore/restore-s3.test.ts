// Backup and restore end to end with the server's backup data in an S3-compatible bucket (a local
// s3rver on 127.0.0.1): real agents back up, restore onto another device, and the console downloads.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { S3BlobStore } from '@warden/store';
import { type S3TestServer, startS3TestServer } from '@warden/store/testing/s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backupRows, fetchDownload } from '../../../server/src/backup/downloads/backup-test-rows.ts';
import { filesUnder, RestoreWorld, sha256, type TestDevice, writeFile } from './testing/restore-world.ts';

let s3: S3TestServer;
let world: RestoreWorld;
let source: TestDevice;
let target: TestDevice;
let planId: number;
const original = new Map<string, string>();

const put = (rel: string, content: Buffer) => {
  writeFile(source.root, path.join('Documents', rel), content);
  original.set(rel, sha256(content));
};

async function collect(iterable: AsyncIterable<string>): Promise<string[]> {
  const items: string[] = [];
  for await (const item of iterable) items.push(item);
  return items;
}

beforeAll(async () => {
  s3 = await startS3TestServer();
  const { endpoint, bucket, accessKeyId, secretAccessKey } = s3.options;
  world = await RestoreWorld.start({
    S3_ENDPOINT: endpoint,
    S3_BUCKET: bucket,
    S3_ACCESS_KEY_ID: accessKeyId,
    S3_SECRET_ACCESS_KEY: secretAccessKey,
    S3_FORCE_PATH_STYLE: 'true',
    S3_PREFIX: 'warden',
  });
  source = await world.device('files-01');
  target = await world.device('ws-02');
  put('report.docx', Buffer.from('quarterly numbers'));
  put('sub/notes.txt', Buffer.from('n'.repeat(3_000_000)));
  put('photos/img.bin', randomBytes(2_500_000));
  planId = await world.documentsPlan(source);
  await world.backUp(source, planId);
});
afterAll(async () => {
  await world?.close();
  await s3?.close();
});

describe('backups in an S3-compatible bucket', () => {
  it('keeps the backed-up data in the bucket, under the prefix, and none under DATA_DIR', async () => {
    expect(world.t.app.backupStorage.blobs).toBeInstanceOf(S3BlobStore);
    const objects = await collect(new S3BlobStore(s3.options).list());
    expect(objects.filter((key) => key.startsWith(`warden/${world.organizationId}/`)).length).toBeGreaterThan(
      0,
    );
    expect(objects.filter((key) => !key.startsWith('warden/'))).toEqual([]);
    expect(filesUnder(path.join(world.t.dataDir, 'blobs')).size).toBe(0);
  });

  it('restores onto another device byte for byte, and again after the server restarts', async () => {
    const job = await world.waitForEnd(
      await world.restore({
        sourceNodeId: source.nodeId,
        sourcePlanId: planId,
        destinationNodeId: target.nodeId,
        sourcePath: '/Documents',
        destinationPath: '/restored',
        collisionHandling: 'OVERWRITE',
        originalLocation: false,
      }),
    );
    expect(job).toMatchObject({
      status: 'completed',
      jobTotalFiles: 3,
      jobFilesProcessed: 3,
      jobFilesFailed: 0,
    });
    expect(filesUnder(path.join(target.root, 'restored', 'Documents'))).toEqual(original);

    await world.restartServer();
    await expect.poll(() => world.t.app.agentHub.isConnected(target.nodeId), { timeout: 10_000 }).toBe(true);
    const again = await world.waitForEnd(
      await world.restore({
        sourceNodeId: source.nodeId,
        sourcePlanId: planId,
        destinationNodeId: target.nodeId,
        sourcePath: '/Documents/photos',
        destinationPath: '/again',
        collisionHandling: 'OVERWRITE',
        originalLocation: false,
      }),
    );
    expect(again).toMatchObject({ status: 'completed', jobFilesProcessed: 1, jobFilesFailed: 0 });
    const restored = fs.readFileSync(path.join(target.root, 'again', 'photos', 'img.bin'));
    expect(sha256(restored)).toBe(original.get('photos/img.bin'));
  });

  it('serves a browser download of a file read from the bucket', async () => {
    const revisionId = await backupRows(world.t).latestRevision(planId, '/Documents/sub/notes.txt');
    const { file } = await fetchDownload(
      world.admin,
      `/api/backup/lockhart/nodes/${source.nodeId}/plans/${planId}/revisions/${revisionId}/data`,
    );
    expect(file.statusCode).toBe(200);
    expect(sha256(file.rawPayload)).toBe(original.get('sub/notes.txt'));
  });
});
