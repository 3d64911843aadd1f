// The agent's side of a backup through the real server: chunks go up once, a job stages entries and
// commits them in one transaction, and an interrupted job leaves nothing visible.
import { createHash, randomBytes } from 'node:crypto';
import { encodeChunk } from '@warden/store';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enrolDevice } from '../../testing/enrolled-device.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

let t: TestApp;
let auth: string;
let nodeId: number;
let planId: number;
let key: Buffer;

const agent = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown, type = 'application/json') =>
  t.app.inject({
    method,
    url,
    headers: { authorization: auth, ...(payload === undefined ? {} : { 'content-type': type }) },
    ...(payload === undefined ? {} : { payload: payload as string }),
  });

function fileEntry(path: string, content: Buffer, chunkIds: string[]) {
  return {
    path,
    type: 'FILE',
    size: content.length,
    mtime: new Date().toISOString(),
    inode: '1',
    mode: 0o644,
    uid: 0,
    gid: 0,
    hash: createHash('sha256').update(content).digest('hex'),
    chunks: chunkIds.map((id) => [id, content.length]),
    storedBytes: content.length,
  };
}

const root = { path: '/srv/docs', name: 'docs', rootType: 'CUSTOM_FOLDER', cfid: null, volume: null };
const commit = (jobId: number, deletedPaths: string[] = []) =>
  agent('POST', `/api/agent/backup-jobs/${jobId}/commit`, {
    roots: [root],
    deletedPaths,
    stats: { filesScanned: 1, bytesScanned: 1 },
    onLocal: false,
    onCloud: true,
  });

beforeAll(async () => {
  t = await createTestApp();
  const device = await enrolDevice(t);
  auth = device.authorization;
  nodeId = device.nodeId;
  const plan = await t.admin.post(`/api/backup/nodes/${nodeId}/plan-definitions`, {
    name: 'Docs',
    type: 'FILE_FOLDER',
    destination: 'CLOUD',
    schedule: { scheduleType: 'DAILY' },
    paths: ['/srv/docs'],
  });
  planId = plan.json().id;
  const config = (await agent('GET', '/api/agent/config')).json();
  key = Buffer.from(config.dataKey, 'base64');
  expect(config.plans.map((p: { id: number }) => p.id)).toEqual([planId]);
});
afterAll(async () => t.close());

describe('backup ingest', () => {
  it('uploads only missing chunks and commits revisions', async () => {
    const content = randomBytes(5000);
    const chunk = encodeChunk(content, key);
    expect((await agent('POST', '/api/agent/chunks/missing', { ids: [chunk.id] })).json().missing).toEqual([
      chunk.id,
    ]);
    expect(
      (await agent('PUT', `/api/agent/chunks/${chunk.id}`, chunk.data, 'application/octet-stream'))
        .statusCode,
    ).toBe(200);
    expect((await agent('POST', '/api/agent/chunks/missing', { ids: [chunk.id] })).json().missing).toEqual(
      [],
    );

    const { jobId } = (await agent('POST', '/api/agent/backup-jobs', { planId })).json();
    await agent('POST', `/api/agent/backup-jobs/${jobId}/entries`, {
      entries: [
        { ...fileEntry('/srv/docs/reports', Buffer.alloc(0), []), type: 'FOLDER', hash: null },
        fileEntry('/srv/docs/reports/q1.csv', content, [chunk.id]),
      ],
    });
    const before = await t.app.db.kysely.selectFrom('file_revisions').select('id').execute();
    expect(before).toHaveLength(0);
    expect((await commit(jobId)).json()).toEqual({ revisions: 1 });

    const entries = await t.app.db.kysely
      .selectFrom('backup_entries')
      .select(['path', 'type', 'is_root'])
      .orderBy('path')
      .execute();
    expect(entries.map((e) => e.path)).toEqual([
      '/srv/docs',
      '/srv/docs/reports',
      '/srv/docs/reports/q1.csv',
    ]);
    const stored = await t.app.backupStorage.readChunk(
      (await t.admin.get(`/api/devices/${nodeId}`)).json().organizationId,
      chunk.id,
    );
    expect(stored.equals(content)).toBe(true);
  });

  it('refuses a malformed chunk and a path outside the plan', async () => {
    const id = createHash('sha256').update('x').digest('hex');
    expect(
      (await agent('PUT', `/api/agent/chunks/${id}`, Buffer.from('garbage'), 'application/octet-stream'))
        .statusCode,
    ).toBe(400);
    const { jobId } = (await agent('POST', '/api/agent/backup-jobs', { planId })).json();
    await agent('POST', `/api/agent/backup-jobs/${jobId}/entries`, {
      entries: [fileEntry('/etc/passwd', Buffer.from('x'), [])],
    });
    const res = await commit(jobId);
    expect(res.statusCode).toBe(400);
    expect(
      (
        await t.app.db.kysely
          .selectFrom('backup_entries')
          .select('path')
          .where('path', '=', '/etc/passwd')
          .execute()
      ).length,
    ).toBe(0);
  });

  it('refuses a path that climbs out of the plan with ".." and names the field', async () => {
    const { jobId } = (await agent('POST', '/api/agent/backup-jobs', { planId })).json();
    const res = await agent('POST', `/api/agent/backup-jobs/${jobId}/entries`, {
      entries: [fileEntry('/srv/docs/../../etc/passwd', Buffer.from('x'), [])],
    });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().error.fields ?? {}).join()).toContain('entries');
    expect((await commit(jobId)).statusCode).toBe(200);
    const paths = await t.app.db.kysely.selectFrom('backup_entries').select('path').execute();
    expect(paths.some((p) => p.path.includes('..'))).toBe(false);
  });

  it('closes an interrupted job when the next one starts, with nothing visible', async () => {
    const { jobId: killed } = (await agent('POST', '/api/agent/backup-jobs', { planId })).json();
    await agent('POST', `/api/agent/backup-jobs/${killed}/entries`, {
      entries: [fileEntry('/srv/docs/half.txt', Buffer.from('x'), [])],
    });
    const { jobId: next } = (await agent('POST', '/api/agent/backup-jobs', { planId })).json();
    const old = await t.app.db.kysely
      .selectFrom('backup_jobs')
      .selectAll()
      .where('id', '=', killed)
      .executeTakeFirstOrThrow();
    expect(old.status).toBe('FAILED');
    expect((await commit(killed)).statusCode).toBe(409);
    expect((await commit(next)).statusCode).toBe(200);
    const half = await t.app.db.kysely
      .selectFrom('backup_entries')
      .select('id')
      .where('path', '=', '/srv/docs/half.txt')
      .execute();
    expect(half).toHaveLength(0);
  });

  it('records deletions as markers', async () => {
    const { jobId } = (await agent('POST', '/api/agent/backup-jobs', { planId })).json();
    await commit(jobId, ['/srv/docs/reports/q1.csv']);
    const entry = await t.app.db.kysely
      .selectFrom('backup_entries')
      .select(['id', 'deleted'])
      .where('path', '=', '/srv/docs/reports/q1.csv')
      .executeTakeFirstOrThrow();
    expect(entry.deleted).toBe(1);
    const revisions = await t.app.db.kysely
      .selectFrom('file_revisions')
      .select('deleted_marker')
      .where('entry_id', '=', entry.id)
      .orderBy('id')
      .execute();
    expect(revisions.map((r) => r.deleted_marker)).toEqual([0, 1]);
  });

  it('commits many files at once: new and changed revisions, chunk offsets, a path staged twice', async () => {
    const id = (text: string) => createHash('sha256').update(text).digest('hex');
    const many = Array.from({ length: 1200 }, (_, i) =>
      fileEntry(`/srv/docs/many/d-${i % 7}/f-${i}.txt`, Buffer.from(`file ${i}`), [id(`file ${i}`)]),
    );
    const twoChunks = {
      ...fileEntry('/srv/docs/many/two.bin', Buffer.alloc(30), []),
      chunks: [
        [id('a'), 10],
        [id('b'), 20],
      ],
    };
    const again = fileEntry('/srv/docs/many/d-5/f-5.txt', Buffer.from('file 5, edited'), [id('edited')]);
    const stageAll = async (jobId: number, entries: unknown[]) => {
      for (let i = 0; i < entries.length; i += 1000) {
        const res = await agent('POST', `/api/agent/backup-jobs/${jobId}/entries`, {
          entries: entries.slice(i, i + 1000),
        });
        expect(res.statusCode).toBe(200);
      }
    };
    const { jobId } = (await agent('POST', '/api/agent/backup-jobs', { planId })).json();
    // The second f-5 comes in the same page of the commit as the first.
    await stageAll(jobId, [...many.slice(0, 10), again, ...many.slice(10), twoChunks]);
    expect((await commit(jobId)).json()).toEqual({ revisions: 1202 });
    const job = await t.app.db.kysely
      .selectFrom('backup_jobs')
      .selectAll()
      .where('id', '=', jobId)
      .executeTakeFirstOrThrow();
    expect([job.files_new, job.files_changed]).toEqual([1201, 1]);

    const entryOf = (p: string) =>
      t.app.db.kysely
        .selectFrom('backup_entries')
        .selectAll()
        .where('path', '=', p)
        .executeTakeFirstOrThrow();
    const edited = await entryOf('/srv/docs/many/d-5/f-5.txt');
    const revisions = await t.app.db.kysely
      .selectFrom('file_revisions')
      .select(['id', 'size'])
      .where('entry_id', '=', edited.id)
      .orderBy('id')
      .execute();
    expect(revisions.map((r) => Number(r.size))).toEqual([6, 14]);
    expect([edited.latest_revision_id, Number(edited.size)]).toEqual([revisions[1]!.id, 14]);
    // Both revisions' stored bytes, the cloud copy, and when: each value of the update in its place.
    expect([Number(edited.backup_size), edited.on_cloud, edited.on_local, edited.deleted]).toEqual([
      20, 1, 0, 0,
    ]);
    expect(Date.parse(edited.latest_revision_at!)).toBeGreaterThanOrEqual(Date.parse(job.started_at));
    const folder = await entryOf('/srv/docs/many/d-5');
    expect([folder.type, (await entryOf('/srv/docs/many')).id]).toEqual(['FOLDER', folder.parent_id]);

    const two = await entryOf('/srv/docs/many/two.bin');
    const spans = await t.app.db.kysely
      .selectFrom('revision_chunks')
      .select(['seq', 'offset', 'length'])
      .where('revision_id', '=', two.latest_revision_id)
      .orderBy('seq')
      .execute();
    expect(spans.map((c) => [c.seq, Number(c.offset), c.length])).toEqual([
      [0, 0, 10],
      [1, 10, 20],
    ]);

    const { jobId: next } = (await agent('POST', '/api/agent/backup-jobs', { planId })).json();
    await stageAll(next, [fileEntry('/srv/docs/many/d-0/f-0.txt', Buffer.from('file 0, v2'), [id('v2')])]);
    expect((await commit(next)).json()).toEqual({ revisions: 1 });
    const second = await t.app.db.kysely
      .selectFrom('backup_jobs')
      .select(['files_new', 'files_changed'])
      .where('id', '=', next)
      .executeTakeFirstOrThrow();
    expect(second).toEqual({ files_new: 0, files_changed: 1 });
  });

  it('refuses console sessions and other devices', async () => {
    expect((await t.admin.get('/api/agent/config')).statusCode).toBe(401);
    const other = await enrolDevice(t);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/agent/backup-jobs',
      headers: { authorization: other.authorization },
      payload: { planId },
    });
    expect(res.statusCode).toBe(404);
  });
});
