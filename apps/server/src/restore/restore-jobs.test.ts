// Restore jobs through the console API: creation with its checks, listing, cancel and clear,
// permissions and organisation scope, client backup settings, availability and the device folder tree.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BackupFixture, ROOT, restoreInput } from '../testing/backup-fixture.ts';
import { enrolDevice } from '../testing/enrolled-device.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';

let t: TestApp;
let src: BackupFixture;
let dest: number;
let winDest: number;
let stranger: number;

const create = (...inputs: Record<string, unknown>[]) => t.admin.post('/api/backup/restore-jobs', inputs);
const jobCount = async () => (await t.app.db.kysely.selectFrom('restore_jobs').select('id').execute()).length;
const setDevice = (id: number, values: { backup_enabled?: number; last_contact?: string }) =>
  t.app.db.kysely.updateTable('devices').set(values).where('id', '=', id).execute();

beforeAll(async () => {
  t = await createTestApp();
  src = await BackupFixture.withPlan(t, { hostname: 'files-01' });
  const organizationId = src.device.organizationId;
  dest = (await enrolDevice(t, { organizationId, hostname: 'ws-02' })).nodeId;
  winDest = (await enrolDevice(t, { organizationId, hostname: 'win-03', platform: 'win32' })).nodeId;
  stranger = (await enrolDevice(t, { hostname: 'elsewhere' })).nodeId;
  await src.run({ [`${ROOT}/a.txt`]: 'alpha', [`${ROOT}/sub/b.txt`]: 'bravo' });
});
afterAll(async () => t.close());

describe('creating restore jobs', () => {
  it('stores a job for another device of the organisation, processing with no totals yet', async () => {
    const res = await create(restoreInput(src, dest));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ resultCode: 'SUCCESS', jobs: [{ jobUID: expect.any(String) }] });
    const job = (await t.admin.get(`/api/backup/restore-jobs/${res.json().jobs[0].jobUID}`)).json();
    expect(job).toMatchObject({
      nodeId: dest,
      nodeName: 'ws-02',
      status: 'processing',
      jobTotalFiles: null,
      jobTotalBytes: null,
      percentage: 0,
      cleared: false,
      content: {
        actionType: 'RESTORE',
        type: 'FOLDER',
        sourcePath: ROOT,
        file: 'docs',
        destinationPath: '/restore',
        sourceNodeId: src.nodeId,
        sourceNodeName: 'files-01',
        sourcePlanId: src.planId,
        collisionHandling: 'OVERWRITE',
      },
    });
  });

  it('refuses unsafe destination and source paths with 400 naming the field, storing nothing', async () => {
    const before = await jobCount();
    for (const destinationPath of ['../../etc/passwd', 'restore', '/restore/../../etc', '/a\u0000b', ' ']) {
      const res = await create(restoreInput(src, dest, { destinationPath }));
      expect(res.statusCode, destinationPath).toBe(400);
      expect(res.json().error.fields).toHaveProperty(['0.destinationPath']);
    }
    for (const destinationPath of ['C:/Restore/a|b', 'C:/Restore/../Windows', '/restore', 'C:/nul']) {
      const res = await create(restoreInput(src, winDest, { destinationPath }));
      expect(res.statusCode, destinationPath).toBe(400);
    }
    for (const sourcePath of ['../../etc/passwd', `${ROOT}/../../etc/passwd`, '/etc/passwd']) {
      const res = await create(restoreInput(src, dest, { sourcePath }));
      expect(res.statusCode, sourcePath).toBe(400);
      expect(res.json().error.fields).toHaveProperty(['0.sourcePath']);
    }
    expect(await jobCount()).toBe(before);
    const windows = await create(restoreInput(src, winDest, { destinationPath: 'c:\\Restore\\Docs' }));
    expect(windows.json().resultCode).toBe('SUCCESS');
    const row = await t.app.db.kysely
      .selectFrom('restore_jobs')
      .select('destination_path')
      .where('uid', '=', windows.json().jobs[0].jobUID)
      .executeTakeFirstOrThrow();
    expect(row.destination_path).toBe('C:/Restore/Docs');
  });

  it('checks the revision, the backup job and the organisation', async () => {
    const other = await t.app.db.kysely
      .selectFrom('file_revisions')
      .select('id')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    const cases: [Record<string, unknown>, string][] = [
      [{ revisionId: other.id }, '0.revisionId'],
      [{ sourcePath: `${ROOT}/a.txt`, revisionId: 999_999 }, '0.revisionId'],
      [{ backupJobId: 999_999 }, '0.backupJobId'],
      [{ sourcePlanId: 999_999 }, '0.sourcePlanId'],
      [{ destinationNodeId: stranger }, '0.destinationNodeId'],
    ];
    for (const [extra, field] of cases) {
      const res = await create(restoreInput(src, dest, extra));
      expect(res.statusCode, field).toBe(400);
      expect(res.json().error.fields).toHaveProperty([field]);
    }
    const second = await create(restoreInput(src, dest), restoreInput(src, dest, { destinationPath: 'x' }));
    expect(second.json().error.fields).toHaveProperty(['1.destinationPath']);
  });

  it('answers FAILURE when the destination may not receive restores now', async () => {
    await setDevice(dest, { backup_enabled: 0 });
    expect((await create(restoreInput(src, dest))).json()).toMatchObject({ resultCode: 'FAILURE', jobs: [] });
    await setDevice(dest, { backup_enabled: 1, last_contact: '2020-01-01T00:00:00.000Z' });
    expect((await create(restoreInput(src, dest))).json().resultCode).toBe('FAILURE');
    await setDevice(dest, { last_contact: new Date().toISOString() });

    const settings = `/api/organizations/${src.device.organizationId}/backup-settings`;
    expect((await t.admin.put(settings, { mode: 'MANUAL', nodeIds: [winDest] })).statusCode).toBe(200);
    expect((await create(restoreInput(src, dest))).json().resultCode).toBe('FAILURE');
    const allowed = await create(restoreInput(src, winDest, { destinationPath: 'D:/Restore' }));
    expect(allowed.json().resultCode).toBe('SUCCESS');
    await t.admin.put(settings, { mode: 'AUTOMATIC', nodeIds: [] });
    expect((await create(restoreInput(src, dest))).json().resultCode).toBe('SUCCESS');
  });

  it('restores to the original location on the source device, into the parent folder', async () => {
    const res = await create(restoreInput(src, dest, { originalLocation: true, sourcePath: `${ROOT}/sub` }));
    const job = (await t.admin.get(`/api/backup/restore-jobs/${res.json().jobs[0].jobUID}`)).json();
    expect(job).toMatchObject({ nodeId: src.nodeId, content: { destinationPath: ROOT, type: 'FOLDER' } });
  });

  it('refuses the original location when MANUAL mode does not allow the source, as for another device', async () => {
    const settings = `/api/organizations/${src.device.organizationId}/backup-settings`;
    expect((await t.admin.put(settings, { mode: 'MANUAL', nodeIds: [winDest] })).statusCode).toBe(200);
    try {
      const before = await jobCount();
      const original = await create(restoreInput(src, dest, { originalLocation: true }));
      const asOtherDevice = await create(restoreInput(src, src.nodeId));
      expect(asOtherDevice.json()).toMatchObject({ resultCode: 'FAILURE', jobs: [] });
      expect(original.statusCode).toBe(asOtherDevice.statusCode);
      expect(original.json()).toEqual(asOtherDevice.json());
      expect(await jobCount()).toBe(before);
      // The dialog's availability check says so too, so Original Location is turned off there.
      const ws = await t.app.injectWS('/api/agent/ws', {
        headers: { authorization: src.device.authorization },
      });
      await expect.poll(() => t.app.agentHub.isConnected(src.nodeId)).toBe(true);
      const availability = `/api/backup/restore-availability?nodeId=${src.nodeId}&planId=${src.planId}`;
      expect((await t.admin.get(availability)).json()).toMatchObject({ available: false });
      ws.terminate();
      await expect.poll(() => t.app.agentHub.isConnected(src.nodeId)).toBe(false);

      await t.admin.put(settings, { mode: 'MANUAL', nodeIds: [winDest, src.nodeId] });
      const allowed = await create(restoreInput(src, dest, { originalLocation: true }));
      expect(allowed.json().resultCode).toBe('SUCCESS');
    } finally {
      await t.admin.put(settings, { mode: 'AUTOMATIC', nodeIds: [] });
    }
  });
});

describe('restore job list, cancel and clear', () => {
  it('lists jobs of a device as destination or source, newest first, and hides cleared ones', async () => {
    const made = (await create(restoreInput(src, dest, { sourcePath: `${ROOT}/a.txt` }))).json().jobs[0]
      .jobUID;
    const list = (await t.admin.get(`/api/backup/restore-jobs?nodeId=${dest}`)).json();
    expect(list.results[0]).toMatchObject({ jobUID: made, content: { type: 'FILE', file: 'a.txt' } });
    const ids = list.results.map((j: { jobUID: string }) => j.jobUID);
    const asSource = (await t.admin.get(`/api/backup/restore-jobs?nodeId=${src.nodeId}&size=100`)).json();
    expect(asSource.totalElements).toBeGreaterThanOrEqual(list.totalElements);
    expect(asSource.results.map((j: { jobUID: string }) => j.jobUID)).toEqual(expect.arrayContaining(ids));

    expect((await t.admin.post(`/api/backup/restore-jobs/${made}/clear`)).statusCode).toBe(409);
    // Nothing runs on an agent that is away, so the job ends at once.
    const canceled = await t.admin.post(`/api/backup/restore-jobs/${made}/cancel`);
    expect(canceled.json()).toMatchObject({ status: 'canceled' });
    expect((await t.admin.post(`/api/backup/restore-jobs/${made}/cancel`)).statusCode).toBe(409);
    expect((await t.admin.post(`/api/backup/restore-jobs/${made}/clear`)).json()).toMatchObject({
      cleared: true,
    });
    const after = (await t.admin.get(`/api/backup/restore-jobs?nodeId=${dest}`)).json();
    expect(after.results.map((j: { jobUID: string }) => j.jobUID)).not.toContain(made);
    const all = (await t.admin.get(`/api/backup/restore-jobs?nodeId=${dest}&includeCleared=true`)).json();
    expect(all.results.map((j: { jobUID: string }) => j.jobUID)).toContain(made);
  });
});

describe('permissions and scope', () => {
  it('gives 403 without canViewAndRestoreBackupData', async () => {
    const tech = await t.admin.technicianWith(['canManageBackup']);
    expect((await tech.post('/api/backup/restore-jobs', [restoreInput(src, dest)])).statusCode).toBe(403);
    expect((await tech.get(`/api/backup/restore-jobs?nodeId=${dest}`)).statusCode).toBe(403);
    expect(
      (await tech.get(`/api/backup/restore-availability?nodeId=${src.nodeId}&planId=${src.planId}`))
        .statusCode,
    ).toBe(403);
    expect((await tech.get(`/api/backup/nodes/${dest}/device-folders`)).statusCode).toBe(403);
  });

  it('hides devices and jobs of organisations outside the role', async () => {
    const otherOrg = (await t.admin.post('/api/organizations', { name: 'Elsewhere Ltd' })).json().id;
    const scoped = await t.admin.technicianWith(['canViewAndRestoreBackupData'], {
      organizationIds: [otherOrg],
    });
    expect((await scoped.post('/api/backup/restore-jobs', [restoreInput(src, dest)])).statusCode).toBe(404);
    const uid = (await create(restoreInput(src, dest))).json().jobs[0].jobUID;
    expect((await scoped.get(`/api/backup/restore-jobs/${uid}`)).statusCode).toBe(404);
    expect((await scoped.post(`/api/backup/restore-jobs/${uid}/cancel`)).statusCode).toBe(404);
  });
});

describe('client backup settings', () => {
  it('defaults to AUTOMATIC, needs canManageBackup to change, and accepts only its own devices', async () => {
    const url = `/api/organizations/${src.device.organizationId}/backup-settings`;
    expect((await t.admin.get(url)).json()).toEqual({ mode: 'AUTOMATIC', nodeIds: [] });
    const restorer = await t.admin.technicianWith(['canViewAndRestoreBackupData']);
    expect((await restorer.get(url)).statusCode).toBe(200);
    expect((await restorer.put(url, { mode: 'MANUAL', nodeIds: [] })).statusCode).toBe(403);
    const bad = await t.admin.put(url, { mode: 'MANUAL', nodeIds: [dest, stranger] });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields).toHaveProperty('nodeIds');
    expect((await t.admin.put(url, { mode: 'MANUAL', nodeIds: [dest, dest] })).json()).toEqual({
      mode: 'MANUAL',
      nodeIds: [dest],
    });
    expect((await t.admin.get(url)).json()).toEqual({ mode: 'MANUAL', nodeIds: [dest] });
    await t.admin.put(url, { mode: 'AUTOMATIC', nodeIds: [] });
  });
});
