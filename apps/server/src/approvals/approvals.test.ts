// Node approvals against the real server: MANUAL mode keeps an enrolled agent dormant until it is
// approved; rejecting stops it and bars its re-enrolment until cleared; the permission is enforced.
import { LINK_CLOSE_DEVICE_REMOVED } from '@warden/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app.ts';

let t: TestApp;
let orgId: number;
let otherOrgId: number;

beforeAll(async () => {
  t = await createTestApp();
  orgId = (await t.admin.post('/api/organizations', { name: 'Fabrikam' })).json().id;
  otherOrgId = (await t.admin.post('/api/organizations', { name: 'Northwind' })).json().id;
});
afterAll(async () => t.close());

async function enrol(hostname: string, organizationId = orgId) {
  const { token } = (await t.admin.get(`/api/organizations/${organizationId}/enrollment`)).json();
  return t.app.inject({
    method: 'POST',
    url: '/api/agent/enroll',
    payload: { token, hostname, platform: 'linux', osName: 'Debian', isServer: true, agentVersion: '0.1.0' },
  });
}

const agentConfig = (credential: string) =>
  t.app.inject({
    method: 'GET',
    url: '/api/agent/config',
    headers: { authorization: `Bearer ${credential}` },
  });

const list = async (status: string, organizationId = orgId) =>
  (await t.admin.get(`/api/approvals?status=${status}&organizationId=${organizationId}`)).json();

const entryOf = async (status: string, displayName: string) =>
  (await list(status)).results.find((e: { displayName: string }) => e.displayName === displayName);

describe('approval mode', () => {
  it('is AUTOMATIC by default, and an enrolled agent works at once without an entry', async () => {
    expect((await t.admin.get(`/api/approvals/organizations/${otherOrgId}/mode`)).json()).toEqual({
      organizationId: otherOrgId,
      mode: 'AUTOMATIC',
    });
    const res = await enrol('auto-01', otherOrgId);
    expect(res.statusCode).toBe(201);
    expect((await agentConfig(res.json().credential)).statusCode).toBe(200);
    expect((await list('PENDING', otherOrgId)).totalElements).toBe(0);
  });

  it('refuses an unknown mode, naming the field', async () => {
    const res = await t.admin.put(`/api/approvals/organizations/${orgId}/mode`, { mode: 'SOMETIMES' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toHaveProperty('mode');
  });
});

describe('under MANUAL mode', () => {
  beforeAll(async () => {
    const res = await t.admin.put(`/api/approvals/organizations/${orgId}/mode`, { mode: 'MANUAL' });
    expect(res.json()).toEqual({ organizationId: orgId, mode: 'MANUAL' });
  });

  it('keeps an enrolled agent pending and dormant until approved', async () => {
    const res = await enrol('web-02');
    expect(res.statusCode).toBe(201);
    const { credential, nodeId } = res.json();
    // Dormant: no configuration (plans), no link (scripts) and no backup data are accepted.
    expect((await agentConfig(credential)).statusCode).toBe(403);
    const link = await t.app.inject({
      method: 'GET',
      url: '/api/agent/ws',
      headers: { authorization: `Bearer ${credential}` },
    });
    expect(link.statusCode).toBe(403);
    const start = await t.app.inject({
      method: 'POST',
      url: '/api/agent/backup-jobs',
      headers: { authorization: `Bearer ${credential}` },
      payload: {},
    });
    expect(start.statusCode).toBe(403);

    const entry = await entryOf('PENDING', 'web-02');
    expect(entry).toMatchObject({
      nodeId,
      nodeApprovalType: 'CANDIDATE_NODE',
      approvalStatus: 'PENDING',
      installationStatus: 'PENDING',
      approvalStatusByAppUserName: null,
      approvalStatusByAppUserId: null,
    });

    expect((await t.admin.post('/api/approvals/approve', { ids: [entry.id] })).statusCode).toBe(200);
    const approved = await entryOf('APPROVED', 'web-02');
    expect(approved).toMatchObject({
      approvalStatus: 'APPROVED',
      installationStatus: 'WAITING',
      approvalStatusByAppUserId: t.admin.userId,
    });
    expect(approved.approvalStatusByAppUserName).toEqual(expect.any(String));
    expect((await entryOf('PENDING', 'web-02')) ?? null).toBeNull();
    expect((await agentConfig(credential)).statusCode).toBe(200);
  });

  it('lists entries by displayName ascending', async () => {
    for (const name of ['zeta-01', 'alpha-01', 'mid-01']) await enrol(name);
    const names = (await list('PENDING')).results.map((e: { displayName: string }) => e.displayName);
    expect(names).toEqual([...names].sort());
    expect(names).toEqual(expect.arrayContaining(['alpha-01', 'mid-01', 'zeta-01']));
  });

  it('rejection stops the agent and refuses re-enrolment until it is cleared', async () => {
    const { credential } = (await enrol('db-03')).json();
    const pending = await entryOf('PENDING', 'db-03');
    await t.admin.post('/api/approvals/approve', { ids: [pending.id] });
    const ws = await t.app.injectWS('/api/agent/ws', { headers: { authorization: `Bearer ${credential}` } });
    const closed = new Promise<number>((resolve) => ws.on('close', (code) => resolve(code)));

    // Rejected from the approved tab: any tab may reject.
    expect((await t.admin.post('/api/approvals/reject', { ids: [pending.id] })).statusCode).toBe(200);
    expect(await closed).toBe(LINK_CLOSE_DEVICE_REMOVED);
    expect((await agentConfig(credential)).statusCode).toBe(401);
    expect(await entryOf('REJECTED', 'db-03')).toMatchObject({
      approvalStatus: 'REJECTED',
      approvalStatusByAppUserId: t.admin.userId,
    });

    const again = await enrol('db-03');
    expect(again.statusCode).toBe(403);
    expect(again.json().error.fields).toHaveProperty('hostname');

    expect((await t.admin.post('/api/approvals/clear', { ids: [pending.id] })).statusCode).toBe(200);
    expect((await entryOf('REJECTED', 'db-03')) ?? null).toBeNull();
    const cleared = await enrol('db-03');
    expect(cleared.statusCode).toBe(201);
    expect(await entryOf('PENDING', 'db-03')).toMatchObject({ approvalStatus: 'PENDING' });
  });

  it('rejects a pending entry, and clears approved ones but not pending ones', async () => {
    await enrol('kiosk-04');
    await enrol('kiosk-05');
    const a = await entryOf('PENDING', 'kiosk-04');
    const b = await entryOf('PENDING', 'kiosk-05');
    const refused = await t.admin.post('/api/approvals/clear', { ids: [a.id] });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.fields).toHaveProperty('ids');
    expect((await t.admin.post('/api/approvals/reject', { ids: [a.id] })).statusCode).toBe(200);
    expect((await entryOf('REJECTED', 'kiosk-04')).approvalStatus).toBe('REJECTED');
    await t.admin.post('/api/approvals/approve', { ids: [b.id] });
    const clearB = await t.admin.post('/api/approvals/clear', { ids: [b.id] });
    expect(clearB.statusCode).toBe(200);
    expect((await entryOf('APPROVED', 'kiosk-05')) ?? null).toBeNull();
    // Clearing an approved entry leaves its device approved.
    expect((await t.admin.get(`/api/devices/${b.nodeId}`)).statusCode).toBe(200);
  });
});

describe('access', () => {
  it('refuses a technician without canApproveDevices with 403', async () => {
    await t.admin.put(`/api/approvals/organizations/${orgId}/mode`, { mode: 'MANUAL' });
    await enrol('locked-06');
    const entry = await entryOf('PENDING', 'locked-06');
    const tech = await t.admin.technicianWith(['canManageDevices', 'canManageOrganizations']);
    expect((await tech.get('/api/approvals?status=PENDING')).statusCode).toBe(403);
    expect((await tech.post('/api/approvals/approve', { ids: [entry.id] })).statusCode).toBe(403);
    expect((await tech.post('/api/approvals/reject', { ids: [entry.id] })).statusCode).toBe(403);
    expect((await tech.post('/api/approvals/clear', { ids: [entry.id] })).statusCode).toBe(403);
    const mode = await tech.put(`/api/approvals/organizations/${orgId}/mode`, { mode: 'AUTOMATIC' });
    expect(mode.statusCode).toBe(403);
    expect((await entryOf('PENDING', 'locked-06')).approvalStatus).toBe('PENDING');
  });

  it('checks every id of the list in the scope guard: one foreign or unknown id fails the whole call', async () => {
    await t.admin.put(`/api/approvals/organizations/${otherOrgId}/mode`, { mode: 'MANUAL' });
    await enrol('own-07', otherOrgId);
    await t.admin.put(`/api/approvals/organizations/${otherOrgId}/mode`, { mode: 'AUTOMATIC' });
    const own = (await list('PENDING', otherOrgId)).results.find(
      (e: { displayName: string }) => e.displayName === 'own-07',
    );
    const foreign = await entryOf('PENDING', 'locked-06');
    const tech = await t.admin.technicianWith(['canApproveDevices'], { organizationIds: [otherOrgId] });
    const mixed = await tech.post('/api/approvals/approve', { ids: [own.id, foreign.id] });
    expect(mixed.statusCode).toBe(404);
    expect(mixed.json().error.message).toBe('Approval entry not found');
    expect((await tech.post('/api/approvals/approve', { ids: [own.id, 2_000_000] })).statusCode).toBe(404);
    expect((await list('PENDING', otherOrgId)).results.map((e: { id: number }) => e.id)).toContain(own.id);
    expect((await tech.post('/api/approvals/approve', { ids: [own.id] })).statusCode).toBe(200);
  });

  it("answers 404 for another organisation's entries and lists none of them", async () => {
    const entry = await entryOf('PENDING', 'locked-06');
    const tech = await t.admin.technicianWith(['canApproveDevices'], { organizationIds: [otherOrgId] });
    expect((await tech.post('/api/approvals/approve', { ids: [entry.id] })).statusCode).toBe(404);
    expect((await tech.post('/api/approvals/reject', { ids: [entry.id] })).statusCode).toBe(404);
    expect((await tech.post('/api/approvals/clear', { ids: [entry.id] })).statusCode).toBe(404);
    expect((await tech.get('/api/approvals?status=PENDING')).json().totalElements).toBe(0);
    expect((await tech.get(`/api/approvals?status=PENDING&organizationId=${orgId}`)).statusCode).toBe(404);
    expect((await entryOf('PENDING', 'locked-06')).approvalStatus).toBe('PENDING');
  });
});
