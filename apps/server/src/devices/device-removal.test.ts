// Removing a device against the real server: the permission and scope, the revoked credential, the
// closed agent link, and the backup data that stays.
import { LINK_CLOSE_DEVICE_REMOVED } from '@warden/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { agentCaller, BackupFixture, ROOT, restoreInput } from '../testing/backup-fixture.ts';
import { enrolDevice } from '../testing/enrolled-device.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const count = async (table: 'backup_plans' | 'backup_entries' | 'backup_jobs', deviceId: number) => {
  const plans = t.app.db.kysely.selectFrom('backup_plans').select('id').where('device_id', '=', deviceId);
  const rows =
    table === 'backup_plans'
      ? await plans.execute()
      : await t.app.db.kysely.selectFrom(table).select('id').where('plan_id', 'in', plans).execute();
  return rows.length;
};

describe('removing a device', () => {
  it('needs canManageDevices and answers 404 outside the role or for an unknown device', async () => {
    const device = await enrolDevice(t);
    const viewer = await t.admin.technicianWith(['canViewAndRestoreBackupData']);
    expect((await viewer.delete(`/api/devices/${device.nodeId}`)).statusCode).toBe(403);
    const otherOrg = (await t.admin.post('/api/organizations', { name: 'Elsewhere' })).json().id;
    const scoped = await t.admin.technicianWith(['canManageDevices'], { organizationIds: [otherOrg] });
    expect((await scoped.delete(`/api/devices/${device.nodeId}`)).statusCode).toBe(404);
    expect((await t.admin.delete('/api/devices/999999')).statusCode).toBe(404);
    expect((await t.admin.get(`/api/devices/${device.nodeId}`)).statusCode).toBe(200);
  });

  it('revokes the credential and closes the open agent link at once', async () => {
    const device = await enrolDevice(t, { hostname: 'stolen-01' });
    const agentCall = agentCaller(t, device.authorization);
    expect((await agentCall('GET', '/api/agent/config')).statusCode).toBe(200);
    const ws = await t.app.injectWS('/api/agent/ws', { headers: { authorization: device.authorization } });
    const closed = new Promise<number>((resolve) => ws.on('close', (code) => resolve(code)));
    await expect.poll(() => t.app.agentHub.isConnected(device.nodeId)).toBe(true);

    const res = await t.admin.delete(`/api/devices/${device.nodeId}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ok: true });
    expect(t.app.agentHub.isConnected(device.nodeId)).toBe(false);
    expect(await closed).toBe(LINK_CLOSE_DEVICE_REMOVED);

    expect((await agentCall('GET', '/api/agent/config')).statusCode).toBe(401);
    const again = await t.app.inject({
      method: 'GET',
      url: '/api/agent/ws',
      headers: { authorization: device.authorization },
    });
    expect(again.statusCode).toBe(401);
    expect((await t.admin.get(`/api/devices/${device.nodeId}`)).statusCode).toBe(404);
    const listed = await t.admin.post('/api/query/devices', { organizationId: device.organizationId });
    expect(listed.json().results).toEqual([]);
    expect((await t.admin.delete(`/api/devices/${device.nodeId}`)).statusCode).toBe(404);
  });

  it('keeps the backup data and ends a restore the device will never run', async () => {
    const src = await BackupFixture.withPlan(t, { hostname: 'files-01' });
    await src.run({ [`${ROOT}/a.txt`]: 'alpha' });
    const target = await enrolDevice(t, { organizationId: src.device.organizationId, hostname: 'ws-02' });
    const created = await t.admin.post('/api/backup/restore-jobs', [restoreInput(src, target.nodeId)]);
    const jobUID = created.json().jobs[0].jobUID;
    const before = {
      plans: await count('backup_plans', src.nodeId),
      entries: await count('backup_entries', src.nodeId),
      jobs: await count('backup_jobs', src.nodeId),
    };
    expect(before.entries).toBeGreaterThan(0);

    expect((await t.admin.delete(`/api/devices/${src.nodeId}`)).statusCode).toBe(200);
    expect((await t.admin.delete(`/api/devices/${target.nodeId}`)).statusCode).toBe(200);
    expect({
      plans: await count('backup_plans', src.nodeId),
      entries: await count('backup_entries', src.nodeId),
      jobs: await count('backup_jobs', src.nodeId),
    }).toEqual(before);
    const job = await t.app.db.kysely
      .selectFrom('restore_jobs')
      .select(['status', 'error'])
      .where('uid', '=', jobUID)
      .executeTakeFirstOrThrow();
    expect(job).toEqual({ status: 'failed', error: 'The destination device was removed.' });
  });
});
