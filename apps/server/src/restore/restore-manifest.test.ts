// The destination agent's side of a restore through the API: the manifest (point in time, deleted
// files, destination paths per OS, LOCAL-only data), progress reports with cancel, and unfinished jobs.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { agentCaller, BackupFixture, ROOT, restoreInput } from '../testing/backup-fixture.ts';
import { enrolDevice } from '../testing/enrolled-device.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { LOCAL_ONLY_ELSEWHERE } from './manifest.ts';

let t: TestApp;
let src: BackupFixture;
let dest: Awaited<ReturnType<typeof enrolDevice>>;
let winDest: Awaited<ReturnType<typeof enrolDevice>>;
let firstJob: number;

async function restore(destination: number, extra: Record<string, unknown> = {}) {
  const res = await t.admin.post('/api/backup/restore-jobs', [restoreInput(src, destination, extra)]);
  if (res.json().resultCode !== 'SUCCESS') throw new Error(res.body);
  return res.json().jobs[0].jobUID as string;
}
const manifest = (jobUID: string, authorization = dest.authorization) =>
  agentCaller(t, authorization)('GET', `/api/agent/restore-jobs/${jobUID}/manifest`);
const progress = (jobUID: string, body: Record<string, unknown>) =>
  agentCaller(t, dest.authorization)('POST', `/api/agent/restore-jobs/${jobUID}/progress`, {
    jobFilesProcessed: 0,
    jobTotalFiles: 2,
    jobProcessedBytes: 0,
    jobTotalBytes: 100,
    jobFilesFailed: 0,
    error: null,
    ...body,
  });
const paths = (files: { destinationPath: string; type: string }[]) =>
  files.map((f) => `${f.type} ${f.destinationPath}`).sort();

beforeAll(async () => {
  t = await createTestApp();
  src = await BackupFixture.withPlan(t, { hostname: 'files-01' });
  const organizationId = src.device.organizationId;
  dest = await enrolDevice(t, { organizationId, hostname: 'ws-02' });
  winDest = await enrolDevice(t, { organizationId, hostname: 'win-03', platform: 'win32' });
  firstJob = await src.run({ [`${ROOT}/a.txt`]: 'alpha', [`${ROOT}/sub/b.txt`]: 'bravo' });
  await src.run({ [`${ROOT}/a.txt`]: 'alpha, second edition', [`${ROOT}/sub/b.txt`]: null });
});
afterAll(async () => t.close());

describe('restore manifest', () => {
  it('lists the latest revisions under the destination folder, without deleted files', async () => {
    const body = (await manifest(await restore(dest.nodeId))).json();
    expect(body).toMatchObject({
      collisionHandling: 'OVERWRITE',
      localRepository: null,
      destinationRoot: '/restore',
    });
    expect(paths(body.files)).toEqual([
      'FILE /restore/docs/a.txt',
      'FOLDER /restore/docs',
      'FOLDER /restore/docs/sub',
    ]);
    const a = body.files.find((f: { type: string }) => f.type === 'FILE');
    expect(a).toMatchObject({ sourcePath: `${ROOT}/a.txt`, size: 21, mode: 0o640, uid: 1000, gid: 1000 });
    expect(a.chunks).toEqual([[expect.stringMatching(/^[0-9a-f]{64}$/), 21]]);
  });

  it('includes deleted files with restoreDeletedFiles, as their last revision before deletion', async () => {
    const body = (await manifest(await restore(dest.nodeId, { restoreDeletedFiles: true }))).json();
    const b = body.files.find((f: { sourcePath: string }) => f.sourcePath === `${ROOT}/sub/b.txt`);
    expect(b).toMatchObject({ destinationPath: '/restore/docs/sub/b.txt', size: 5 });
  });

  it('restores each file as of a backup job, or one chosen revision', async () => {
    const body = (await manifest(await restore(dest.nodeId, { backupJobId: firstJob }))).json();
    expect(
      body.files
        .filter((f: { type: string }) => f.type === 'FILE')
        .map((f: { size: number }) => f.size)
        .sort(),
    ).toEqual([5, 5]);
    const first = await t.app.db.kysely
      .selectFrom('file_revisions')
      .select('id')
      .where('job_id', '=', firstJob)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const one = (
      await manifest(await restore(dest.nodeId, { sourcePath: `${ROOT}/a.txt`, revisionId: first.id }))
    ).json();
    expect(one.files).toEqual([expect.objectContaining({ destinationPath: '/restore/a.txt', size: 5 })]);
  });

  it('computes Windows destination paths for a Windows device', async () => {
    const uid = await restore(winDest.nodeId, {
      destinationPath: 'C:\\Restore',
      sourcePath: `${ROOT}/a.txt`,
    });
    const body = (await manifest(uid, winDest.authorization)).json();
    expect(body.destinationRoot).toBe('C:/Restore');
    expect(body.files.map((f: { destinationPath: string }) => f.destinationPath)).toEqual([
      'C:/Restore/a.txt',
    ]);
  });

  it('leaves out a backed-up path that would climb out of the destination', async () => {
    // Ingest refuses such a path; the manifest's own check stays as the second line of defence.
    await expect(src.run({ [`${ROOT}/../../etc/evil`]: 'x' })).rejects.toThrow(/entries/);
    const body = (await manifest(await restore(dest.nodeId))).json();
    expect(
      body.files.every((f: { destinationPath: string }) => f.destinationPath.startsWith('/restore/docs')),
    ).toBe(true);
    expect(body.files.some((f: { sourcePath: string }) => f.sourcePath.includes('..'))).toBe(false);
  });

  it('is only for the destination device', async () => {
    expect((await manifest(await restore(dest.nodeId), src.device.authorization)).statusCode).toBe(404);
    expect(
      (await t.admin.get(`/api/agent/restore-jobs/${await restore(dest.nodeId)}/manifest`)).statusCode,
    ).toBe(401);
  });

  it('fails a job whose LOCAL-only data would go to another device, and reads LOCAL data on the device itself', async () => {
    const local = await BackupFixture.withPlan(t, {
      organizationId: src.device.organizationId,
      destination: 'LOCAL',
    });
    await local.run({ [`${ROOT}/nas.txt`]: 'on the NAS only' });
    const input = (destination: number, extra = {}) => [restoreInput(local, destination, extra)];
    const elsewhere = (await t.admin.post('/api/backup/restore-jobs', input(dest.nodeId))).json().jobs[0]
      .jobUID;
    const refused = await manifest(elsewhere);
    expect(refused.statusCode).toBe(409);
    expect((await t.admin.get(`/api/backup/restore-jobs/${elsewhere}`)).json()).toMatchObject({
      status: 'failed',
      error: LOCAL_ONLY_ELSEWHERE,
    });
    const home = (
      await t.admin.post('/api/backup/restore-jobs', input(dest.nodeId, { originalLocation: true }))
    ).json();
    const own = await manifest(home.jobs[0].jobUID, local.device.authorization);
    expect(own.json()).toMatchObject({ localRepository: '/mnt/nas/warden', destinationRoot: '/srv' });
  });
});

describe('restore progress', () => {
  it('stores progress, finishes the job and never reopens it', async () => {
    const uid = await restore(dest.nodeId);
    expect(
      (await progress(uid, { status: 'processing', jobFilesProcessed: 1, jobProcessedBytes: 40 })).json(),
    ).toEqual({ cancel: false });
    expect((await t.admin.get(`/api/backup/restore-jobs/${uid}`)).json()).toMatchObject({
      status: 'processing',
      jobTotalFiles: 2,
      jobFilesProcessed: 1,
      percentage: 40,
    });
    const failures = [{ path: `${ROOT}/sub/b.txt`, error: 'Chunk 00 is corrupt' }];
    await progress(uid, {
      status: 'completed',
      jobFilesProcessed: 1,
      jobFilesFailed: 1,
      jobProcessedBytes: 40,
      failures,
      error: '1 of 2 files could not be restored',
    });
    expect((await progress(uid, { status: 'processing' })).json()).toEqual({ cancel: true });
    expect((await t.admin.get(`/api/backup/restore-jobs/${uid}`)).json()).toMatchObject({
      status: 'completed',
      jobFilesFailed: 1,
      error: '1 of 2 files could not be restored',
    });
  });

  it('answers cancel once a technician cancels, and lists only unfinished jobs as pending', async () => {
    const uid = await restore(dest.nodeId);
    const pending = async () =>
      (await agentCaller(t, dest.authorization)('GET', '/api/agent/restore-jobs'))
        .json()
        .jobs.map((j: { jobUID: string }) => j.jobUID);
    expect(await pending()).toContain(uid);
    await t.app.db.kysely
      .updateTable('restore_jobs')
      .set({ cancel_requested: 1 })
      .where('uid', '=', uid)
      .execute();
    expect((await progress(uid, { status: 'processing' })).json()).toEqual({ cancel: true });
    expect(await pending()).not.toContain(uid);
    await progress(uid, { status: 'canceled' });
    expect((await t.admin.get(`/api/backup/restore-jobs/${uid}`)).json().status).toBe('canceled');
  });
});
