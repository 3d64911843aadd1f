// Batch chunk reads for restores: frames in the order asked, an empty frame for a chunk that is absent
// or not the device's to read (the others still come), and a pack's neighbouring chunks read at once.
import { createHash } from 'node:crypto';
import { decodeChunkFrames, encodeChunk, encodeChunkBatch, MAX_ENCODED_CHUNK_SIZE } from '@warden/store';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { agentCaller, BackupFixture, ROOT } from '../../testing/backup-fixture.ts';
import { enrolDevice } from '../../testing/enrolled-device.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

let t: TestApp;
let owner: BackupFixture;
let asOwner: ReturnType<typeof agentCaller>;
let asNeighbour: ReturnType<typeof agentCaller>;
let asStranger: ReturnType<typeof agentCaller>;
const contents = ['alpha chunk', 'bravo chunk', 'charlie chunk'];
const ids = contents.map((c) => createHash('sha256').update(c).digest('hex'));
const absent = createHash('sha256').update('never stored').digest('hex');

const readBatch = async (as: ReturnType<typeof agentCaller>, wanted: string[]) => {
  const res = await as('POST', '/api/agent/chunks/batch', { ids: wanted });
  expect(res.statusCode, res.body).toBe(200);
  return decodeChunkFrames(res.rawPayload, MAX_ENCODED_CHUNK_SIZE);
};
const stored = (id: string) => t.app.backupStorage.readEncoded(owner.organizationId, id);

beforeAll(async () => {
  t = await createTestApp();
  owner = await BackupFixture.withPlan(t, { hostname: 'files-01' });
  asOwner = agentCaller(t, owner.authorization);
  const neighbour = await enrolDevice(t, { organizationId: owner.organizationId, hostname: 'ws-02' });
  asNeighbour = agentCaller(t, neighbour.authorization);
  asStranger = agentCaller(t, (await enrolDevice(t, { hostname: 'elsewhere' })).authorization);
  const key = Buffer.from((await asOwner('GET', '/api/agent/config')).json().dataKey, 'base64');
  // One upload, one pack: the backup below then finds the chunks stored and only commits them.
  const batch = encodeChunkBatch(contents.map((c) => encodeChunk(Buffer.from(c), key)));
  expect((await asOwner('PUT', '/api/agent/chunks', batch, 'application/octet-stream')).statusCode).toBe(200);
  await owner.run(Object.fromEntries(contents.map((c, i) => [`${ROOT}/file-${i}.txt`, c])));
});
afterAll(async () => t.close());

describe('batch chunk reads', () => {
  it('answers every chunk in the order asked, reading neighbours in a pack as one range', async () => {
    const getRange = vi.spyOn(t.app.backupStorage.blobs, 'getRange');
    try {
      const wanted = [ids[2]!, ids[0]!, ids[1]!, ids[0]!];
      const frames = await readBatch(asOwner, wanted);
      expect(getRange).toHaveBeenCalledTimes(1);
      expect(frames.map((f) => f.id)).toEqual(wanted);
      for (const frame of frames) expect(frame.data?.equals(await stored(frame.id))).toBe(true);
    } finally {
      getRange.mockRestore();
    }
  });

  it('gives an empty frame for a missing chunk and still gives the others', async () => {
    const frames = await readBatch(asOwner, [ids[0]!, absent, ids[1]!]);
    expect(frames.map((f) => f.id)).toEqual([ids[0], absent, ids[1]]);
    expect(frames[1]!.data).toBeNull();
    expect(frames[0]!.data?.equals(await stored(ids[0]!))).toBe(true);
    expect(frames[2]!.data?.equals(await stored(ids[1]!))).toBe(true);
  });

  it("refuses chunks outside the device's reach: another organisation's, or a neighbour's without a restore", async () => {
    for (const as of [asStranger, asNeighbour]) {
      const frames = await readBatch(as, ids);
      expect(frames.map((f) => f.id)).toEqual(ids);
      expect(frames.every((f) => f.data === null)).toBe(true);
    }
  });

  it('refuses a malformed request with 400 naming the field, and a missing credential with 401', async () => {
    for (const body of [{ ids: [] }, { ids: ['not-a-chunk-id'] }, { ids: Array(1001).fill(absent) }]) {
      const res = await asOwner('POST', '/api/agent/chunks/batch', body);
      expect(res.statusCode).toBe(400);
      expect(Object.keys(res.json().error.fields ?? {}).join()).toMatch(/ids/);
    }
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/api/agent/chunks/batch',
      payload: { ids },
    });
    expect(anonymous.statusCode).toBe(401);
  });
});
