// Downloads with backup data in an S3-compatible bucket (a local s3rver): chunks come out of their pack
// with ranged GETs, neighbours together, so a file costs about its own bytes, not a pack per chunk.
import { randomBytes } from 'node:crypto';
import { encodeChunk, encodeChunkBatch, FastCdc, S3BlobStore } from '@warden/store';
import { type S3TestServer, startS3TestServer } from '@warden/store/testing/s3';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { BackupFixture } from '../../testing/backup-fixture.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { backupRows, fetchDownload } from './backup-test-rows.ts';
import { MAX_GROUP_BYTES } from './chunk-groups.ts';

let s3: S3TestServer;
let t: TestApp;
let f: BackupFixture;

beforeAll(async () => {
  s3 = await startS3TestServer();
  const { endpoint, bucket, accessKeyId, secretAccessKey } = s3.options;
  t = await createTestApp({
    S3_ENDPOINT: endpoint,
    S3_BUCKET: bucket,
    S3_ACCESS_KEY_ID: accessKeyId,
    S3_SECRET_ACCESS_KEY: secretAccessKey,
    S3_FORCE_PATH_STYLE: 'true',
  });
  f = await BackupFixture.create(t);
});
afterAll(async () => {
  await t?.close();
  await s3?.close();
});

describe('downloads from an S3-compatible bucket', () => {
  it('reads neighbouring chunks with one ranged GET of their pack, never the whole pack', async () => {
    expect(t.app.backupStorage.blobs).toBeInstanceOf(S3BlobStore);
    const plan = await f.createPlan({ name: 'Bucket', paths: ['/srv/bucket'] });
    const data = randomBytes(2_000_000);
    // Uploaded first as one batch, as an agent does, so all of the file's chunks share one pack.
    const key = Buffer.from((await f.agent('GET', '/api/agent/config')).json().dataKey, 'base64');
    const cdc = new FastCdc({ minSize: 64 * 1024, avgSize: 256 * 1024, maxSize: 1024 * 1024 });
    const pieces = [...cdc.push(data), ...cdc.finish()];
    const batch = encodeChunkBatch(pieces.map((piece) => encodeChunk(piece, key)));
    expect((await f.agent('PUT', '/api/agent/chunks', batch, 'application/octet-stream')).statusCode).toBe(
      200,
    );
    await f.backup(plan, '/srv/bucket', { '/srv/bucket/archive.bin': data });
    const rows = backupRows(t);
    const revisionId = await rows.latestRevision(plan, '/srv/bucket/archive.bin');
    const chunkCount = (await rows.chunkIds(revisionId)).length;
    expect(chunkCount).toBeGreaterThan(3);
    const packs = await t.app.db.kysely.selectFrom('packs').select(['id', 'size']).execute();
    expect(packs).toHaveLength(1);

    const fetches = vi.spyOn(globalThis, 'fetch');
    try {
      const url = `/api/backup/lockhart/nodes/${f.nodeId}/plans/${plan}/revisions/${revisionId}/data`;
      const { file } = await fetchDownload(t.admin, url);
      expect(file.statusCode).toBe(200);
      expect(file.rawPayload.equals(data)).toBe(true);
      const gets = await Promise.all(
        fetches.mock.calls.map(async ([input], i) => {
          const request = input as Request;
          const response = (await fetches.mock.results[i]!.value) as Response;
          return {
            method: request.method,
            range: request.headers.get('range'),
            bytes: Number(response.headers.get('content-length') ?? 0),
          };
        }),
      ).then((all) => all.filter((r) => r.method === 'GET'));
      // Neighbours in the pack come in one ranged GET of at most MAX_GROUP_BYTES.
      expect(gets.length).toBeLessThan(chunkCount);
      expect(gets.length).toBeLessThanOrEqual(Math.ceil(data.length / MAX_GROUP_BYTES) + 1);
      expect(gets.every((r) => r.range?.startsWith('bytes='))).toBe(true);
      // The chunks' own bytes and their framing: far less than a whole pack for each chunk.
      const fetched = gets.reduce((sum, r) => sum + r.bytes, 0);
      expect(fetched).toBeLessThan(data.length * 1.01);
      expect(fetched).toBeLessThan(Number(packs[0]!.size));
    } finally {
      fetches.mockRestore();
    }

    // A byte flipped inside the second chunk of the first grouped read: the download does not start.
    const [first, second] = await t.app.db.kysely
      .selectFrom('revision_chunks as rc')
      .innerJoin('chunks as c', 'c.id', 'rc.chunk_id')
      .select(['c.pack_id', 'c.pack_offset', 'c.stored_size'])
      .where('rc.revision_id', '=', revisionId)
      .orderBy('rc.seq')
      .execute();
    expect(second!.pack_id).toBe(first!.pack_id);
    const packKey = t.app.backupStorage.packKey(f.organizationId, second!.pack_id!);
    const pack = await t.app.backupStorage.blobs.get(packKey);
    const at = Number(second!.pack_offset) + 40;
    pack[at] = pack[at]! ^ 0xff;
    await t.app.backupStorage.blobs.put(packKey, pack);
    const url = `/api/backup/lockhart/nodes/${f.nodeId}/plans/${plan}/revisions/${revisionId}/data`;
    const refused = (await fetchDownload(t.admin, url)).file;
    expect(refused.statusCode).toBe(502);
    expect(refused.json().error.message).toContain('"archive.bin"');
    expect(refused.json().error.message).toContain('damaged');
  });
});
