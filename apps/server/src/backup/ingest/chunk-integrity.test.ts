// Chunk uploads and downloads between agents and the server: a stored chunk is never replaced, only
// bytes that decode to their id with the organisation's key are stored, decoding is bounded, and a
// device reads only the chunks its own backups or its restore jobs use.
import { createHash, randomBytes } from 'node:crypto';
import { encodeChunk, encodeChunkBatch, generateDataKey } from '@warden/store';
import { decompressionBomb, sealChunk } from '@warden/store/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { agentCaller, BackupFixture, ROOT, restoreInput } from '../../testing/backup-fixture.ts';
import { enrolDevice } from '../../testing/enrolled-device.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

let t: TestApp;
let deviceA: BackupFixture;
let deviceB: Awaited<ReturnType<typeof enrolDevice>>;
let asA: ReturnType<typeof agentCaller>;
let asB: ReturnType<typeof agentCaller>;
let key: Buffer;

const OCTETS = 'application/octet-stream';
const sha256 = (data: string | Buffer) => createHash('sha256').update(data).digest('hex');
const put = (as: ReturnType<typeof agentCaller>, id: string, data: Buffer) =>
  as('PUT', `/api/agent/chunks/${id}`, data, OCTETS);
const putBatch = (as: ReturnType<typeof agentCaller>, chunks: { id: string; data: Buffer }[]) =>
  as('PUT', '/api/agent/chunks', encodeChunkBatch(chunks), OCTETS);
const isMissing = async (id: string) =>
  (await asA('POST', '/api/agent/chunks/missing', { ids: [id] })).json().missing.includes(id);
const stored = (id: string) => t.app.backupStorage.readEncoded(deviceA.device.organizationId, id);

beforeAll(async () => {
  t = await createTestApp();
  deviceA = await BackupFixture.withPlan(t, { hostname: 'files-01' });
  deviceB = await enrolDevice(t, { organizationId: deviceA.device.organizationId, hostname: 'ws-02' });
  asA = agentCaller(t, deviceA.device.authorization);
  asB = agentCaller(t, deviceB.authorization);
  key = Buffer.from((await asA('GET', '/api/agent/config')).json().dataKey, 'base64');
});
afterAll(async () => t.close());

describe('chunk uploads', () => {
  it('never replaces a stored chunk: another device re-uploading it changes no byte', async () => {
    await deviceA.run({ [`${ROOT}/kept.txt`]: 'the original content' });
    const id = sha256('the original content');
    const original = await stored(id);

    const sameContentNewBytes = encodeChunk(Buffer.from('the original content'), key);
    expect(sameContentNewBytes.id).toBe(id);
    expect(sameContentNewBytes.data.equals(original)).toBe(false);
    const again = await put(asB, id, sameContentNewBytes.data);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ alreadyStored: true });
    expect((await putBatch(asB, [sameContentNewBytes])).statusCode).toBe(200);

    const otherChunk = encodeChunk(Buffer.from('other bytes'), key);
    expect((await put(asB, id, otherChunk.data)).statusCode).toBe(400);
    expect((await putBatch(asB, [{ id, data: otherChunk.data }])).statusCode).toBe(400);

    expect((await stored(id)).equals(original)).toBe(true);
    const download = await asA('GET', `/api/agent/chunks/${id}`);
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.equals(original)).toBe(true);
    // What console downloads, zips and verification read.
    const plain = await t.app.backupStorage.readChunk(deviceA.device.organizationId, id);
    expect(plain.toString()).toBe('the original content');
  });

  it('refuses bytes that do not decode to their id with the organisation key, storing nothing', async () => {
    const id = sha256('what the id claims');
    const refusals = [
      sealChunk(id, Buffer.from('something else'), false, key),
      encodeChunk(Buffer.from('what the id claims'), generateDataKey()).data,
      encodeChunk(Buffer.from('a different chunk'), key).data,
    ];
    for (const data of refusals) {
      const res = await put(asA, id, data);
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toMatchObject({
        code: 'VALIDATION_FAILED',
        message: expect.stringContaining('decode to its id'),
        fields: { body: 'Chunk does not match its id' },
      });
    }
    const good = encodeChunk(Buffer.from('a good neighbour'), key);
    expect((await putBatch(asA, [good, { id, data: refusals[0]! }])).statusCode).toBe(400);
    expect(await isMissing(id)).toBe(true);
    expect(await isMissing(good.id)).toBe(true);
    await expect(stored(id)).rejects.toThrow(/not found/);
    await expect(stored(good.id)).rejects.toThrow(/not found/);
  });

  it('refuses a decompression bomb as too large, storing nothing', async () => {
    const bomb = await decompressionBomb(64 * 1024 * 1024, key);
    for (const res of [await put(asA, bomb.id, bomb.data), await putBatch(asA, [bomb])]) {
      expect(res.statusCode).toBe(400);
      expect(res.json().error.message).toMatch(/too large: it inflates past 4194304 bytes/);
    }
    expect(await isMissing(bomb.id)).toBe(true);
  });

  it('stores a good upload once, recording its plaintext size', async () => {
    const chunk = encodeChunk(Buffer.from('recorded size'), key);
    const res = await put(asA, chunk.id, chunk.data);
    expect(res.json()).toEqual({ ok: true, alreadyStored: false });
    const row = await t.app.db.kysely
      .selectFrom('chunks')
      .select(['plain_size', 'stored_size'])
      .where('id', '=', chunk.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ plain_size: 13, stored_size: chunk.data.length });
  });

  it('stores batches read into reused memory intact: a later upload leaves what an earlier stored', async () => {
    // Over a MiB each, so each body is read into the memory kept between uploads.
    const batches = [1, 2, 3].map((n) =>
      Array.from({ length: 3 }, (_, i) => encodeChunk(randomBytes(600_000 + n * 1000 + i), key)),
    );
    for (const batch of batches) {
      const res = await putBatch(asA, batch);
      expect(res.json()).toEqual({ ok: true, stored: 3 });
    }
    for (const chunk of batches.flat()) expect((await stored(chunk.id)).equals(chunk.data)).toBe(true);
  });

  it("refuses a body over the route's limit with 413, storing nothing", async () => {
    const chunk = encodeChunk(randomBytes(4 * 1024 * 1024), key);
    const single = await put(asA, chunk.id, Buffer.concat([chunk.data, Buffer.alloc(64 * 1024)]));
    expect(single.statusCode).toBe(413);
    expect(single.json().error.code).toBeTruthy();
    const batch = await as413Batch(chunk);
    expect(batch.statusCode).toBe(413);
    expect(await isMissing(chunk.id)).toBe(true);
  });
});

/** A batch body past the 32 MiB a batch may have: the chunk, then padding the decoder never reaches. */
const as413Batch = (chunk: { id: string; data: Buffer }) =>
  asA(
    'PUT',
    '/api/agent/chunks',
    Buffer.concat([encodeChunkBatch([chunk]), Buffer.alloc(32 * 1024 * 1024)]),
    OCTETS,
  );

describe('chunk downloads', () => {
  it("lets a device read another device's chunk only while a restore job to it needs the chunk", async () => {
    await deviceA.run({ [`${ROOT}/private.txt`]: 'only for device A' });
    const id = sha256('only for device A');
    expect((await asA('GET', `/api/agent/chunks/${id}`)).statusCode).toBe(200);
    const refused = await asB('GET', `/api/agent/chunks/${id}`);
    expect(refused.statusCode).toBe(404);
    expect(refused.json().error.code).toBe('NOT_FOUND');
    // A chunk nobody's revision names (uploaded, never committed) is no device's to read.
    const loose = encodeChunk(Buffer.from('uploaded, never committed'), key);
    expect((await put(asA, loose.id, loose.data)).statusCode).toBe(200);
    expect((await asA('GET', `/api/agent/chunks/${loose.id}`)).statusCode).toBe(404);

    const created = await t.admin.post('/api/backup/restore-jobs', [restoreInput(deviceA, deviceB.nodeId)]);
    expect(created.json()).toMatchObject({ resultCode: 'SUCCESS' });
    const jobUID = created.json().jobs[0].jobUID;
    const allowed = await asB('GET', `/api/agent/chunks/${id}`);
    expect(allowed.statusCode).toBe(200);
    expect(allowed.rawPayload.equals(await stored(id))).toBe(true);

    expect((await t.admin.post(`/api/backup/restore-jobs/${jobUID}/cancel`)).statusCode).toBe(200);
    expect((await asB('GET', `/api/agent/chunks/${id}`)).statusCode).toBe(404);
  });
});
