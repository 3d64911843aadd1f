// A running job's batches written as pending rows as they arrive: out of the console's sight until the
// commit, shown by it, and removed when the job fails or dies; batches only a commit may write (a
// deleted file saved again, a job started without its roots) are staged as sent and still commit.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appWithBackups, type BackupFixture } from '../../testing/backup-fixture.ts';
import { ADMIN_PASSWORD, type TestApp } from '../../testing/test-app.ts';
import { PENDING } from './pending-rows.ts';

let t: TestApp;
let f: BackupFixture;
let planId: number;
const ROOT = '/srv/share';
const root = { path: ROOT, name: 'share', rootType: 'CUSTOM_FOLDER', cfid: null, volume: null };
const v2 = (path: string) => `/api/backup/lockhart/v2/nodes/${f.nodeId}/plans/${planId}${path}`;

const entry = (path: string, type: 'FILE' | 'FOLDER' = 'FILE') => ({
  path,
  type,
  size: 0,
  mtime: new Date().toISOString(),
  inode: null,
  mode: 0o644,
  uid: 0,
  gid: 0,
  hash: null,
  chunks: [],
  storedBytes: type === 'FILE' ? 7 : 0,
});

async function start(withRoots = true): Promise<number> {
  const res = await f.agent(
    'POST',
    '/api/agent/backup-jobs',
    withRoots ? { planId, roots: [root] } : { planId },
  );
  expect(res.statusCode).toBe(201);
  return res.json().jobId;
}
async function stage(jobId: number, entries: unknown[]) {
  const res = await f.agent('POST', `/api/agent/backup-jobs/${jobId}/entries`, { entries });
  expect(res.statusCode).toBe(200);
}
async function commit(jobId: number) {
  const res = await f.agent('POST', `/api/agent/backup-jobs/${jobId}/commit`, {
    roots: [root],
    deletedPaths: [],
    stats: { filesScanned: 1, bytesScanned: 1 },
    onLocal: false,
    onCloud: true,
  });
  expect(res.statusCode).toBe(200);
  return res.json();
}

const db = () => t.app.db.kysely;
const entryOf = (path: string) =>
  db()
    .selectFrom('backup_entries')
    .selectAll()
    .where('plan_id', '=', planId)
    .where('path', '=', path)
    .executeTakeFirst();
const pendingRows = async () => ({
  entries: (await db().selectFrom('backup_entries').select('id').where('hidden_at', '=', PENDING).execute())
    .length,
  revisions: (await db().selectFrom('file_revisions').select('id').where('hidden_at', '=', PENDING).execute())
    .length,
});
const stagedRows = async (jobId: number) =>
  (await db().selectFrom('backup_staging').select('seq').where('job_id', '=', jobId).execute()).length;
async function visibleNames(folder: string): Promise<string[]> {
  const id = (await entryOf(folder))!.id;
  return (await t.admin.get(v2(`/folders/${id}/content`)))
    .json()
    .results.map((r: { name: string }) => r.name);
}

beforeAll(async () => {
  ({ t, f, planId } = await appWithBackups(
    { name: 'Shares', root: ROOT },
    { [`${ROOT}/old.txt`]: 'old one' },
  ));
});
afterAll(async () => t.close());

describe('pending rows of a running backup', () => {
  it('writes a batch at once, shows nothing of it before the commit, and all of it after', async () => {
    const jobId = await start();
    await stage(jobId, [
      entry(`${ROOT}/new/a.txt`),
      entry(`${ROOT}/old.txt`),
      entry(`${ROOT}/empty`, 'FOLDER'),
    ]);
    expect(await stagedRows(jobId)).toBe(0);
    expect(await pendingRows()).toEqual({ entries: 3, revisions: 2 });
    expect(await visibleNames(ROOT)).toEqual(['old.txt']);
    const old = (await entryOf(`${ROOT}/old.txt`))!;
    const revisions = async () => (await t.admin.get(v2(`/files/${old.id}/revisions`))).json().totalElements;
    expect(await revisions()).toBe(1);
    const pending = await db()
      .selectFrom('file_revisions')
      .select('id')
      .where('job_id', '=', jobId)
      .where('entry_id', '=', old.id)
      .executeTakeFirstOrThrow();
    const data = `/api/backup/lockhart/nodes/${f.nodeId}/plans/${planId}/revisions/${pending.id}/data`;
    expect((await t.admin.get(data)).statusCode).toBe(404);

    expect(await commit(jobId)).toEqual({ revisions: 2 });
    expect((await t.admin.get(data)).statusCode).toBe(200);
    expect(await pendingRows()).toEqual({ entries: 0, revisions: 0 });
    expect(await visibleNames(ROOT)).toEqual(['empty', 'new', 'old.txt']);
    expect(await visibleNames(`${ROOT}/new`)).toEqual(['a.txt']);
    expect(await revisions()).toBe(2);
    const job = await db()
      .selectFrom('backup_jobs')
      .selectAll()
      .where('id', '=', jobId)
      .executeTakeFirstOrThrow();
    expect([job.files_new, job.files_changed, Number(job.bytes_uploaded)]).toEqual([1, 1, 14]);
    const changed = (await entryOf(`${ROOT}/old.txt`))!;
    const latest = await db()
      .selectFrom('file_revisions')
      .selectAll()
      .where('id', '=', changed.latest_revision_id)
      .executeTakeFirstOrThrow();
    expect([latest.job_id, latest.on_cloud, latest.created_at]).toEqual([
      jobId,
      1,
      changed.latest_revision_at,
    ]);
    expect(Number(changed.backup_size)).toBe(Number(old.backup_size) + 7);
  });

  it('removes what a job wrote when it fails, and when the next run finds it dead', async () => {
    const failed = await start();
    await stage(failed, [entry(`${ROOT}/lost/one.txt`)]);
    const res = await f.agent('POST', `/api/agent/backup-jobs/${failed}/fail`, { error: 'disk gone' });
    expect(res.statusCode).toBe(200);
    expect(await pendingRows()).toEqual({ entries: 0, revisions: 0 });
    expect(await entryOf(`${ROOT}/lost`)).toBeUndefined();

    const killed = await start();
    const withChunk = { ...entry(`${ROOT}/half/deep/two.txt`), size: 7, chunks: [['ab'.repeat(32), 7]] };
    await stage(killed, [withChunk, entry(`${ROOT}/old.txt`)]);
    expect(
      await db()
        .selectFrom('revision_chunks')
        .select('seq')
        .where('chunk_id', '=', 'ab'.repeat(32))
        .execute(),
    ).toHaveLength(1);
    expect((await pendingRows()).revisions).toBe(2);
    const next = await start();
    expect(await pendingRows()).toEqual({ entries: 0, revisions: 0 });
    expect(await entryOf(`${ROOT}/half`)).toBeUndefined();
    const jobRevisions = await db()
      .selectFrom('file_revisions')
      .select('id')
      .where('job_id', '=', killed)
      .execute();
    expect(jobRevisions).toEqual([]);
    const orphanChunkRows = await db()
      .selectFrom('revision_chunks')
      .select('revision_id')
      .where((eb) => eb('revision_id', 'not in', eb.selectFrom('file_revisions').select('id')))
      .execute();
    expect(orphanChunkRows).toEqual([]);
    expect(
      (await f.agent('POST', `/api/agent/backup-jobs/${killed}/entries`, { entries: [] })).statusCode,
    ).toBe(409);
    expect(await commit(next)).toEqual({ revisions: 0 });
    expect(await visibleNames(ROOT)).toEqual(['empty', 'new', 'old.txt']);
  });

  it('stages as sent what only a commit may write, with every later batch of the job', async () => {
    await t.admin.post('/api/auth/step-up', { password: ADMIN_PASSWORD });
    const gone = (await entryOf(`${ROOT}/new/a.txt`))!.id;
    const deleted = await t.admin.post(
      `/api/backup/lockhart/nodes/${f.nodeId}/plans/${planId}/delete-revisions`,
      {
        fileIds: [gone],
      },
    );
    expect(deleted.statusCode).toBe(200);
    expect(await visibleNames(`${ROOT}/new`)).toEqual([]);

    const jobId = await start();
    await stage(jobId, [entry(`${ROOT}/new/a.txt`)]);
    await stage(jobId, [entry(`${ROOT}/later.txt`)]);
    expect(await stagedRows(jobId)).toBe(2);
    expect(await pendingRows()).toEqual({ entries: 0, revisions: 0 });
    expect(await commit(jobId)).toEqual({ revisions: 2 });
    expect(await visibleNames(ROOT)).toEqual(['empty', 'new', 'later.txt', 'old.txt']);
    expect(await visibleNames(`${ROOT}/new`)).toEqual(['a.txt']);

    // An agent of an earlier version sends its roots only with the commit: a plan's first run is
    // staged as sent, since nothing below roots not yet known can be judged.
    const otherPlan = await f.createPlan({ name: 'Other', paths: ['/srv/other'] });
    const older = (await f.agent('POST', '/api/agent/backup-jobs', { planId: otherPlan })).json().jobId;
    await stage(older, [entry('/srv/other/older.txt')]);
    expect(await stagedRows(older)).toBe(1);
    const committed = await f.agent('POST', `/api/agent/backup-jobs/${older}/commit`, {
      roots: [{ ...root, path: '/srv/other', name: 'other' }],
      deletedPaths: [],
      stats: { filesScanned: 1, bytesScanned: 1 },
      onLocal: false,
      onCloud: true,
    });
    expect(committed.json()).toEqual({ revisions: 1 });
    const olderEntry = await db()
      .selectFrom('backup_entries')
      .select(['hidden_at', 'latest_revision_id'])
      .where('path', '=', '/srv/other/older.txt')
      .executeTakeFirstOrThrow();
    expect(olderEntry.hidden_at).toBeNull();
    expect(olderEntry.latest_revision_id).not.toBeNull();
  });

  it('shows a file again whose data was deleted while its new revision waited for the commit', async () => {
    const jobId = await start();
    await stage(jobId, [entry(`${ROOT}/later.txt`)]);
    expect((await pendingRows()).revisions).toBe(1);
    await t.admin.post('/api/auth/step-up', { password: ADMIN_PASSWORD });
    const later = (await entryOf(`${ROOT}/later.txt`))!.id;
    await t.admin.post(`/api/backup/lockhart/nodes/${f.nodeId}/plans/${planId}/delete-revisions`, {
      fileIds: [later],
    });
    expect(await visibleNames(ROOT)).not.toContain('later.txt');
    expect(await commit(jobId)).toEqual({ revisions: 1 });
    expect(await visibleNames(ROOT)).toContain('later.txt');
    const shown = await t.admin.get(v2(`/files/${later}/revisions`));
    expect(shown.json().totalElements).toBe(1);
  });

  it("shows a deleted plan's folders again above the files a running job saved after the deletion", async () => {
    const jobId = await start();
    await stage(jobId, [entry(`${ROOT}/fresh/after.txt`)]);
    await t.admin.post('/api/auth/step-up', { password: ADMIN_PASSWORD });
    const plan = await t.admin.post(`/api/backup/lockhart/nodes/${f.nodeId}/delete-plan-revisions`, [planId]);
    expect(plan.statusCode).toBe(200);
    expect((await entryOf(ROOT))!.hidden_at).not.toBeNull();
    expect(await commit(jobId)).toEqual({ revisions: 1 });
    expect((await entryOf(ROOT))!.hidden_at).toBeNull();
    expect(await visibleNames(ROOT)).toEqual(['fresh']);
    expect(await visibleNames(`${ROOT}/fresh`)).toEqual(['after.txt']);
  });
});
