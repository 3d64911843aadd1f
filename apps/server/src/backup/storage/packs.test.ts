// Chunks in packs: a batch upload is one stored object synced once, each chunk row names its pack and
// offset, a pack written half is never referenced, the garbage collection rewrites or removes packs,
// and chunks stored one per object before packs still read.
import { createHash } from 'node:crypto';
import { BlobNotFoundError, encodeChunk, encodeChunkBatch } from '@warden/store';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { nowIso } from '../../db/database.ts';
import { BackupFixture } from '../../testing/backup-fixture.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { backupRows, fetchDownload } from '../downloads/backup-test-rows.ts';
import { runSweep } from '../lifecycle/sweep.ts';
import { verifyChunks } from '../lifecycle/verify-chunks.ts';
import { heldChunkIds, storeRepackedChunks } from './stored-chunks-for-tests.ts';

let t: TestApp;
let f: BackupFixture;
let key: Buffer;
let orgId: number;
let planId: number;

const OCTETS = 'application/octet-stream';
const HOUR = 3_600_000;
const sha256 = (data: string) => createHash('sha256').update(data).digest('hex');
const sweepAt = (hoursFromNow: number) =>
  runSweep(t.app.db, t.app.backupStorage, new Date(Date.now() + hoursFromNow * HOUR));
const encoded = (...texts: string[]) => texts.map((text) => encodeChunk(Buffer.from(text), key));
const uploadBatch = (chunks: ReturnType<typeof encoded>) =>
  f.agent('PUT', '/api/agent/chunks', encodeChunkBatch(chunks), OCTETS);
const rowsOf = (ids: string[]) =>
  t.app.db.kysely
    .selectFrom('chunks')
    .select(['id', 'pack_id', 'pack_offset'])
    .where('organization_id', '=', orgId)
    .where('id', 'in', ids)
    .execute();
const packRows = () =>
  t.app.db.kysely.selectFrom('packs').selectAll().where('organization_id', '=', orgId).execute();
async function storedKeys(): Promise<string[]> {
  const keys: string[] = [];
  for await (const k of t.app.backupStorage.blobs.list(`${orgId}/`)) keys.push(k);
  return keys.sort();
}

beforeAll(async () => {
  t = await createTestApp();
  f = await BackupFixture.create(t);
  orgId = f.device.organizationId;
  planId = await f.createPlan({ name: 'Packed', paths: ['/srv/packed'] });
  key = Buffer.from((await f.agent('GET', '/api/agent/config')).json().dataKey, 'base64');
});
afterAll(async () => t.close());

describe('pack storage', () => {
  it('stores a batch upload as one pack, written and synced once, and reads each chunk from it', async () => {
    const chunks = encoded('first in the pack', 'second in the pack', 'third in the pack');
    const before = await storedKeys();
    const put = vi.spyOn(t.app.backupStorage.blobs, 'put');
    const putIfAbsent = vi.spyOn(t.app.backupStorage.blobs, 'putIfAbsent');
    try {
      expect((await uploadBatch(chunks)).statusCode).toBe(200);
      expect(put).toHaveBeenCalledTimes(1);
      expect(putIfAbsent).not.toHaveBeenCalled();
    } finally {
      put.mockRestore();
      putIfAbsent.mockRestore();
    }
    const rows = await rowsOf(chunks.map((c) => c.id));
    const packId = rows[0]!.pack_id!;
    expect(rows.every((r) => r.pack_id === packId)).toBe(true);
    expect(new Set(rows.map((r) => r.pack_offset)).size).toBe(3);
    expect((await storedKeys()).filter((k) => !before.includes(k))).toEqual([`${orgId}/packs/${packId}`]);
    expect(await packRows()).toContainEqual(
      expect.objectContaining({ id: packId, status: 'ready', chunk_count: 3 }),
    );
    for (const chunk of chunks) {
      expect((await t.app.backupStorage.readEncoded(orgId, chunk.id)).equals(chunk.data)).toBe(true);
    }
    expect((await t.app.backupStorage.readChunk(orgId, chunks[1]!.id)).toString()).toBe('second in the pack');
    // Already stored: the next batch holding it stores nothing again.
    const again = vi.spyOn(t.app.backupStorage.blobs, 'put');
    try {
      expect((await uploadBatch(encoded('second in the pack'))).statusCode).toBe(200);
      expect(again).not.toHaveBeenCalled();
    } finally {
      again.mockRestore();
    }
  });

  it('records no chunk when its pack cannot be stored, and removes a pack a crash left half written', async () => {
    const [lost] = encoded('never stored');
    const failing = vi.spyOn(t.app.backupStorage.blobs, 'put').mockRejectedValueOnce(new Error('disk full'));
    try {
      expect((await uploadBatch([lost!])).statusCode).toBe(500);
    } finally {
      failing.mockRestore();
    }
    expect(await rowsOf([lost!.id])).toEqual([]);
    expect((await packRows()).filter((p) => p.status === 'writing')).toEqual([]);

    // What a SIGKILL between writing the object and recording its chunks leaves behind.
    const orphan = '0123456789abcdef0123456789abcdef';
    await t.app.db.kysely
      .insertInto('packs')
      .values({
        organization_id: orgId,
        id: orphan,
        status: 'writing',
        size: 10,
        chunk_count: 1,
        created_at: nowIso(),
      })
      .execute();
    await t.app.backupStorage.blobs.put(t.app.backupStorage.packKey(orgId, orphan), Buffer.from('WPK1 half'));
    await sweepAt(0);
    expect(await storedKeys()).toContain(`${orgId}/packs/${orphan}`);
    const report = await sweepAt(2);
    expect(report.garbage.packs.removed).toBeGreaterThanOrEqual(1);
    expect(await storedKeys()).not.toContain(`${orgId}/packs/${orphan}`);
    expect((await packRows()).map((p) => p.id)).not.toContain(orphan);
  });

  it('rewrites a pack without its collected chunks and removes a pack left with none', async () => {
    const [kept, dropped] = encoded('kept by a backup', 'referenced by nothing');
    expect((await uploadBatch([kept!, dropped!])).statusCode).toBe(200);
    const unused = encoded('unused one', 'unused two');
    expect((await uploadBatch(unused)).statusCode).toBe(200);
    const [oldPack] = (await rowsOf([kept!.id])).map((r) => r.pack_id);
    const [emptiedPack] = (await rowsOf([unused[0]!.id])).map((r) => r.pack_id);
    await f.backup(planId, '/srv/packed', { '/srv/packed/kept.txt': 'kept by a backup' });

    const report = await sweepAt(2);
    expect(report.garbage.packs.rewritten).toBeGreaterThanOrEqual(1);
    expect(report.garbage.packs.removed).toBeGreaterThanOrEqual(1);
    const [moved] = await rowsOf([kept!.id]);
    expect(moved!.pack_id).not.toBe(oldPack);
    expect(await storedKeys()).not.toContain(`${orgId}/packs/${oldPack}`);
    expect(await storedKeys()).not.toContain(`${orgId}/packs/${emptiedPack}`);
    const gone = [dropped!.id, ...unused.map((c) => c.id)];
    expect(await heldChunkIds(t.app.backupStorage, orgId, [kept!.id, ...gone])).toEqual(new Set([kept!.id]));

    const rows = backupRows(t);
    const revisionId = await rows.latestRevision(planId, '/srv/packed/kept.txt');
    const url = `/api/backup/lockhart/nodes/${f.nodeId}/plans/${planId}/revisions/${revisionId}/data`;
    const download = (await fetchDownload(t.admin, url)).file;
    expect(download.statusCode).toBe(200);
    expect(download.body).toBe('kept by a backup');
    expect(await verifyChunks(t.app.db, t.app.backupStorage, [orgId])).toMatchObject({
      missing: [],
      corrupt: [],
    });
  });

  it('compacts a pack whose chunk rows an interrupted collection already deleted', async () => {
    const chunks = encoded('left in a thinned pack', 'row deleted before a crash');
    expect((await uploadBatch(chunks)).statusCode).toBe(200);
    await f.backup(planId, '/srv/packed', { '/srv/packed/thinned.txt': 'left in a thinned pack' });
    const [before] = (await rowsOf([chunks[0]!.id])).map((r) => r.pack_id);
    // What a collection stopped between deleting rows and compacting leaves: a row gone, its bytes kept.
    await t.app.db.kysely
      .deleteFrom('chunks')
      .where('organization_id', '=', orgId)
      .where('id', '=', chunks[1]!.id)
      .execute();
    const report = await sweepAt(0);
    expect(report.garbage.packs.rewritten).toBe(1);
    expect((await rowsOf([chunks[0]!.id]))[0]!.pack_id).not.toBe(before);
    expect(
      await heldChunkIds(
        t.app.backupStorage,
        orgId,
        chunks.map((c) => c.id),
      ),
    ).toEqual(new Set([chunks[0]!.id]));
  });

  it('reads a chunk again from its new pack when a repack removed the old one meanwhile', async () => {
    const [chunk] = encoded('moved by a repack');
    expect((await uploadBatch([chunk!])).statusCode).toBe(200);
    const blobs = t.app.backupStorage.blobs;
    const original = blobs.getRange!.bind(blobs);
    const racing = vi.spyOn(blobs, 'getRange').mockImplementationOnce(async (key, offset, length) => {
      const data = await original(key, offset, length);
      await storeRepackedChunks(t.app.db, t.app.backupStorage, orgId, [{ id: chunk!.id, data }]);
      throw new BlobNotFoundError(key);
    });
    try {
      expect((await t.app.backupStorage.readChunk(orgId, chunk!.id)).toString()).toBe('moved by a repack');
      expect(racing).toHaveBeenCalledTimes(2);
    } finally {
      racing.mockRestore();
    }
  });

  it('reads, verifies and collects chunks stored one per object before packs', async () => {
    const [legacy, legacyUnused] = encoded('stored before packs', 'stored before packs, unused');
    for (const chunk of [legacy!, legacyUnused!]) {
      await t.app.backupStorage.blobs.put(t.app.backupStorage.chunkKey(orgId, chunk.id), chunk.data);
      await t.app.db.kysely
        .insertInto('chunks')
        .values({
          organization_id: orgId,
          id: chunk.id,
          plain_size: 100,
          stored_size: chunk.data.length,
          created_at: nowIso(),
        })
        .execute();
    }
    await f.backup(planId, '/srv/packed', { '/srv/packed/legacy.txt': 'stored before packs' });
    expect(sha256('stored before packs')).toBe(legacy!.id);
    expect(await rowsOf([legacy!.id])).toEqual([{ id: legacy!.id, pack_id: null, pack_offset: null }]);

    const revisionId = await backupRows(t).latestRevision(planId, '/srv/packed/legacy.txt');
    const url = `/api/backup/lockhart/nodes/${f.nodeId}/plans/${planId}/revisions/${revisionId}/data`;
    expect((await fetchDownload(t.admin, url)).file.body).toBe('stored before packs');
    expect(await verifyChunks(t.app.db, t.app.backupStorage, [orgId])).toMatchObject({
      missing: [],
      corrupt: [],
    });

    await sweepAt(2);
    expect(await storedKeys()).toContain(`${orgId}/${legacy!.id}`);
    expect(await storedKeys()).not.toContain(`${orgId}/${legacyUnused!.id}`);
  });
});
