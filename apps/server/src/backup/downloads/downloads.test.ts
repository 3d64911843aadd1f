// Browser downloads of file revisions over real backups: byte-identical files across chunks, HTTP
// Range reading only the chunks it needs, LOCAL-only refusal, and links bound to user and time.
import { randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { BROWSER_DOWNLOAD_UNAVAILABLE } from '@warden/domain';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { LINK_TTL_MS } from '../../http/signed-link.ts';
import { appWithBackups, BackupFixture } from '../../testing/backup-fixture.ts';
import type { TestApp } from '../../testing/test-app.ts';
import { replaceStoredChunk, storeRepackedChunks } from '../storage/stored-chunks-for-tests.ts';
import { backupRows, fetchDownload } from './backup-test-rows.ts';

let t: TestApp;
let f: BackupFixture;
let planId: number;
let rows: ReturnType<typeof backupRows>;
const big = randomBytes(1_800_000);
const dataUrl = (revisionId: number, plan = planId) =>
  `/api/backup/lockhart/nodes/${f.nodeId}/plans/${plan}/revisions/${revisionId}/data`;

beforeAll(async () => {
  ({ t, f, planId } = await appWithBackups(
    { name: 'Shares', root: '/srv/share' },
    { '/srv/share/report.pdf': big, '/srv/share/Ünïcode (1).txt': 'first', '/srv/share/empty.txt': '' },
    { '/srv/share/Ünïcode (1).txt': 'second' },
  ));
  rows = backupRows(t);
});
afterAll(async () => t.close());
afterEach(() => vi.restoreAllMocks());

describe('file revision downloads', () => {
  it('answers a five-minute link, then the file byte for byte across several chunks', async () => {
    const revisionId = await rows.latestRevision(planId, '/srv/share/report.pdf');
    expect((await rows.chunkIds(revisionId)).length).toBeGreaterThan(2);
    const { link, file } = await fetchDownload(t.admin, dataUrl(revisionId));
    expect(link.json()).toMatchObject({
      fileName: 'report.pdf',
      url: expect.stringMatching(/^\/api\/backup\//),
    });
    const ttl = Date.parse(link.json().expiresAt) - Date.now();
    expect(ttl).toBeGreaterThan(LINK_TTL_MS - 10_000);
    expect(ttl).toBeLessThanOrEqual(LINK_TTL_MS);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-length']).toBe(String(big.length));
    expect(file.headers['content-disposition']).toBe('attachment; filename=report.pdf');
    expect(file.headers['accept-ranges']).toBe('bytes');
    expect(file.rawPayload.equals(big)).toBe(true);
  });

  it('serves each revision of a file, with a UTF-8 file name', async () => {
    const [first, second] = await rows.revisionIds(planId, '/srv/share/Ünïcode (1).txt');
    const old = await fetchDownload(t.admin, dataUrl(first!));
    expect(old.file.body).toBe('first');
    expect(old.file.headers['content-disposition']).toBe(
      `attachment; filename="?n?code (1).txt"; filename*=UTF-8''%C3%9Cn%C3%AFcode%20%281%29.txt`,
    );
    expect((await fetchDownload(t.admin, dataUrl(second!))).file.body).toBe('second');
    const empty = await fetchDownload(
      t.admin,
      dataUrl(await rows.latestRevision(planId, '/srv/share/empty.txt')),
    );
    expect(empty.file.statusCode).toBe(200);
    expect(empty.file.rawPayload.length).toBe(0);
  });

  it('answers a Range with 206 and reads only the chunks that cover it', async () => {
    const revisionId = await rows.latestRevision(planId, '/srv/share/report.pdf');
    // A chunk is read from its pack's range (by a decoding thread from the pack's file, or here), or
    // alone (its own object, or a pack's fallback).
    const inPlace = vi.spyOn(t.app.backupStorage, 'decodePackSpanInPlace');
    const spans = vi.spyOn(t.app.backupStorage, 'readPackSpan');
    const alone = vi.spyOn(t.app.backupStorage, 'readEncoded');
    const head = await fetchDownload(t.admin, dataUrl(revisionId), { range: 'bytes=0-99' });
    expect(head.file.statusCode).toBe(206);
    expect(head.file.headers['content-range']).toBe(`bytes 0-99/${big.length}`);
    expect(head.file.headers['content-length']).toBe('100');
    expect(head.file.rawPayload.equals(big.subarray(0, 100))).toBe(true);
    expect(inPlace.mock.calls.length + spans.mock.calls.length + alone.mock.calls.length).toBe(1);
    expect(spans).not.toHaveBeenCalled();

    const middle = await fetchDownload(t.admin, dataUrl(revisionId), { range: 'bytes=700000-1200000' });
    expect(middle.file.statusCode).toBe(206);
    expect(middle.file.rawPayload.equals(big.subarray(700_000, 1_200_001))).toBe(true);
    const tail = await fetchDownload(t.admin, dataUrl(revisionId), { range: 'bytes=-10' });
    expect(tail.file.rawPayload.equals(big.subarray(big.length - 10))).toBe(true);

    const beyond = await fetchDownload(t.admin, dataUrl(revisionId), { range: `bytes=${big.length}-` });
    expect(beyond.file.statusCode).toBe(416);
    expect(beyond.file.headers['content-range']).toBe(`bytes */${big.length}`);
  });

  it('refuses data kept only on LOCAL storage with the spec message', async () => {
    const local = await f.createPlan({
      name: 'Local',
      destination: 'LOCAL',
      localPath: '/mnt/nas',
      paths: ['/srv/local'],
    });
    await f.backup(
      local,
      '/srv/local',
      { '/srv/local/ledger.xlsx': 'local only' },
      { onLocal: true, onCloud: false },
    );
    const res = await t.admin.get(dataUrl(await rows.latestRevision(local, '/srv/local/ledger.xlsx'), local));
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe(BROWSER_DOWNLOAD_UNAVAILABLE);
  });

  it('answers 404 for a revision of another plan or device', async () => {
    const other = await BackupFixture.create(t);
    const otherPlan = await other.createPlan({ name: 'Theirs', paths: ['/srv/x'] });
    await other.backup(otherPlan, '/srv/x', { '/srv/x/secret.txt': 'theirs' });
    const theirs = await rows.latestRevision(otherPlan, '/srv/x/secret.txt');
    expect((await t.admin.get(dataUrl(theirs))).statusCode).toBe(404);
  });
});

describe('download links', () => {
  it('open only for the technician they were issued to', async () => {
    const viewer = await t.admin.technicianWith(['canViewAndRestoreBackupData']);
    const revisionId = await rows.latestRevision(planId, '/srv/share/report.pdf');
    const { url } = (await t.admin.get(dataUrl(revisionId))).json();
    const res = await viewer.get(url);
    expect(res.statusCode).toBe(403);
    expect(res.json().error.message).toBe('This download link was issued to another user');
  });

  it('expire after five minutes', async () => {
    const revisionId = await rows.latestRevision(planId, '/srv/share/report.pdf');
    const { url } = (await t.admin.get(dataUrl(revisionId))).json();
    const later = Date.now() + LINK_TTL_MS + 1000;
    vi.spyOn(Date, 'now').mockReturnValue(later);
    const res = await t.admin.get(url);
    expect(res.statusCode).toBe(403);
    expect(res.json().error.message).toBe('This download link has expired');
  });

  it('refuses a tampered or malformed token, and callers without the permission', async () => {
    const revisionId = await rows.latestRevision(planId, '/srv/share/report.pdf');
    const { url } = (await t.admin.get(dataUrl(revisionId))).json();
    const [payload, signature] = url.split('token=')[1].split('.');
    const forged = Buffer.from(
      JSON.stringify({ ...JSON.parse(Buffer.from(payload, 'base64url').toString()), userId: 999 }),
    ).toString('base64url');
    expect(
      (await t.admin.get(`/api/backup/downloads?token=${forged}.${signature}`)).json().error.message,
    ).toBe('This download link is not valid');
    const malformed = await t.admin.get('/api/backup/downloads?token=not-a-token');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().error.fields).toHaveProperty('token');
    const nobody = await t.admin.technicianWith([]);
    expect((await nobody.get(dataUrl(revisionId))).statusCode).toBe(403);
  });

  it('open for a technician without the permission while file/folder backup is allowed, and stop when it no longer is', async () => {
    const plain = await t.admin.technicianWith([]);
    const revisionId = await rows.latestRevision(planId, '/srv/share/empty.txt');
    const { name, features } = (await t.admin.get('/api/division/settings')).json();
    const allow = (on: boolean) =>
      t.admin.put('/api/division/settings', { name, features: { ...features, file_folder_backup: on } });
    expect((await allow(true)).statusCode).toBe(200);
    try {
      const link = await plain.get(dataUrl(revisionId));
      expect(link.statusCode).toBe(200);
      expect((await plain.get(link.json().url)).statusCode).toBe(200);
      await allow(false);
      const res = await plain.get(link.json().url);
      expect(res.statusCode).toBe(403);
      expect(res.json().error.message).toBe('This needs the canViewAndRestoreBackupData permission');
    } finally {
      await allow(false);
    }
  });

  it('stop opening once the data is hidden', async () => {
    const revisionId = await rows.latestRevision(planId, '/srv/share/empty.txt');
    const { url } = (await t.admin.get(dataUrl(revisionId))).json();
    await t.app.db.kysely
      .updateTable('file_revisions')
      .set({ hidden_at: new Date().toISOString() })
      .where('id', '=', revisionId)
      .execute();
    expect((await t.admin.get(url)).statusCode).toBe(404);
  });
});

/** Opens the download over a real socket: what a browser sees when the answer stops short. */
async function fetchOverSocket(link: string) {
  if (!t.app.server.listening) await t.app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = t.app.server.address() as AddressInfo;
  return new Promise<{ status: number; length: number; received: number; aborted: boolean }>((resolve) => {
    const request = http.get(
      `http://127.0.0.1:${port}${link}`,
      { headers: { cookie: t.admin.cookie } },
      (res) => {
        let received = 0;
        let aborted = false;
        res.on('data', (piece: Buffer) => {
          received += piece.length;
        });
        res.on('aborted', () => {
          aborted = true;
        });
        res.on('error', () => {
          aborted = true;
        });
        res.on('close', () =>
          resolve({
            status: res.statusCode!,
            length: Number(res.headers['content-length']),
            received,
            aborted,
          }),
        );
      },
    );
    request.on('error', () => resolve({ status: 0, length: 0, received: 0, aborted: true }));
  });
}

describe('parallel chunk decoding', () => {
  it('reads the next chunks while the first is slow, and still sends them in order', async () => {
    const revisionId = await rows.latestRevision(planId, '/srv/share/report.pdf');
    const chunkCount = (await rows.chunkIds(revisionId)).length;
    expect(chunkCount).toBeGreaterThan(3);
    const storage = t.app.backupStorage;
    let started = 0;
    let startedWhileFirstHeld = 0;
    let releaseFirst = () => {};
    const othersStarted = new Promise<void>((resolve) => {
      releaseFirst = resolve;
    });
    const held = async () => {
      started++;
      if (started === 1) {
        // Held until three more reads have begun; a reader going one chunk at a time never starts them,
        // so after a while the first goes on alone and the count below says so.
        const giveUp = setTimeout(releaseFirst, 2000);
        await othersStarted;
        clearTimeout(giveUp);
        startedWhileFirstHeld = started - 1;
      } else if (started === 4) {
        releaseFirst();
      }
    };
    // Every read, whether of a pack's range (by a decoding thread or here) or of one chunk alone.
    const inPlace = storage.decodePackSpanInPlace.bind(storage);
    vi.spyOn(storage, 'decodePackSpanInPlace').mockImplementation(async (...args) => {
      await held();
      return inPlace(...args);
    });
    const readSpan = storage.readPackSpan.bind(storage);
    vi.spyOn(storage, 'readPackSpan').mockImplementation(async (...args) => {
      await held();
      return readSpan(...args);
    });
    const read = storage.readEncoded.bind(storage);
    vi.spyOn(storage, 'readEncoded').mockImplementation(async (org, id) => {
      await held();
      return read(org, id);
    });
    const { file } = await fetchDownload(t.admin, dataUrl(revisionId));
    expect(startedWhileFirstHeld).toBeGreaterThanOrEqual(3);
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.equals(big)).toBe(true);
  });

  it('reads the chunks again where a repack moved them after the download looked up their pack', async () => {
    const revisionId = await rows.latestRevision(planId, '/srv/share/report.pdf');
    const storage = t.app.backupStorage;
    const orgId = f.organizationId;
    const inPlace = storage.decodePackSpanInPlace.bind(storage);
    const moves = vi
      .spyOn(storage, 'decodePackSpanInPlace')
      .mockImplementationOnce(async (org, packId, ...rest) => {
        // What a repack does: the chunks into a new pack, recorded before the old one is removed.
        const held = await t.app.db.kysely
          .selectFrom('chunks')
          .select(['id', 'pack_offset', 'stored_size'])
          .where('organization_id', '=', orgId)
          .where('pack_id', '=', packId)
          .execute();
        const old = await storage.blobs.get(storage.packKey(orgId, packId));
        const at = (offset: number | null, size: number) =>
          old.subarray(Number(offset), Number(offset) + size);
        const chunks = held.map((c) => ({ id: c.id, data: at(c.pack_offset, Number(c.stored_size)) }));
        await storeRepackedChunks(t.app.db, storage, orgId, chunks);
        await storage.blobs.delete(storage.packKey(orgId, packId));
        return inPlace(org, packId, ...rest);
      });
    const { file } = await fetchDownload(t.admin, dataUrl(revisionId));
    expect(moves).toHaveBeenCalled();
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.equals(big)).toBe(true);
  });

  it('answers an error status when the first chunk is damaged, and breaks off the answer when a later one is', async () => {
    const fragile = await f.createPlan({ name: 'Damaged later', paths: ['/srv/later'] });
    const data = randomBytes(1_500_000);
    await f.backup(fragile, '/srv/later', {
      '/srv/later/video.mp4': data,
      '/srv/later/clip.mp4': randomBytes(900_000),
    });
    const url = `/api/backup/lockhart/nodes/${f.nodeId}/plans/${fragile}/revisions`;
    const video = await rows.latestRevision(fragile, '/srv/later/video.mp4');
    const videoChunks = await rows.chunkIds(video);
    expect(videoChunks.length).toBeGreaterThan(3);
    await replaceStoredChunk(
      t.app.db,
      t.app.backupStorage,
      f.organizationId,
      videoChunks.at(-2)!,
      randomBytes(400),
    );
    const cut = await fetchOverSocket((await t.admin.get(`${url}/${video}/data`)).json().url);
    expect(cut.status).toBe(200);
    expect(cut.length).toBe(data.length);
    expect(cut.aborted).toBe(true);
    expect(cut.received).toBeLessThan(data.length);

    const clip = await rows.latestRevision(fragile, '/srv/later/clip.mp4');
    const [firstChunk] = await rows.chunkIds(clip);
    await replaceStoredChunk(t.app.db, t.app.backupStorage, f.organizationId, firstChunk!, randomBytes(400));
    const refused = (await fetchDownload(t.admin, `${url}/${clip}/data`)).file;
    expect(refused.statusCode).toBe(502);
    expect(refused.json().error.message).toContain('"clip.mp4"');
    expect(refused.json().error.message).toContain('damaged');
  });
});
