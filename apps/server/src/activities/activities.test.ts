// Activities on both databases: backups, restores, enrolments and technicians' changes leave them,
// the lists page, sort and filter, and a technician sees only their organisations' activities.
import type { Activity } from '@warden/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { agentCaller, BackupFixture, restoreInput } from '../testing/backup-fixture.ts';
import { enrolDevice } from '../testing/enrolled-device.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import type { TestClient } from '../testing/test-client.ts';

let t: TestApp;
let src: BackupFixture;
let dest: Awaited<ReturnType<typeof enrolDevice>>;
let other: BackupFixture;
let limited: TestClient;

type Page = { results: Activity[]; totalElements: number; totalPages: number };
const list = async (client: TestClient, url: string): Promise<Page> => {
  const res = await client.get(url);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};
const actions = (page: Page) => page.results.map((a) => `${a.action} ${a.result}`);

beforeAll(async () => {
  t = await createTestApp();
  src = await BackupFixture.withPlan(t, { orgName: 'Acme', hostname: 'files-01' });
  dest = await enrolDevice(t, { organizationId: src.organizationId, hostname: 'ws-02' });
  other = await BackupFixture.withPlan(t, { orgName: 'Globex', hostname: 'globex-01' });
  await src.run({ '/srv/docs/a.txt': 'alpha' });
  await other.run({ '/srv/docs/b.txt': 'bravo' });
  limited = await t.admin.technicianWith([], { organizationIds: [src.organizationId] });
});
afterAll(async () => t.close());

describe('recording', () => {
  it('records a backup job starting and finishing on its device, named by its plan', async () => {
    const page = await list(t.admin, `/api/activities/devices/${src.nodeId}?type=BACKUP`);
    expect(actions(page)).toEqual(['BACKUP_FINISHED SUCCESS', 'BACKUP_STARTED IN_PROGRESS']);
    expect(page.results[0]).toMatchObject({
      type: 'BACKUP',
      message: 'Docs CLOUD',
      deviceId: src.nodeId,
      deviceName: 'files-01',
      organizationId: src.organizationId,
      organizationName: 'Acme',
      technicianId: null,
    });
  });

  it('records a failed backup job with its error', async () => {
    const { jobId } = (await src.agent('POST', '/api/agent/backup-jobs', { planId: src.planId })).json();
    await src.agent('POST', `/api/agent/backup-jobs/${jobId}/fail`, { error: 'Disk full' });
    const page = await list(t.admin, `/api/activities/devices/${src.nodeId}?type=BACKUP&result=FAILURE`);
    expect(page.results).toHaveLength(1);
    expect(page.results[0]).toMatchObject({ subjectId: jobId, message: 'Docs CLOUD: Disk full' });
  });

  it('records a restore started by its technician and finished by its agent on the destination', async () => {
    const res = await t.admin.post('/api/backup/restore-jobs', [restoreInput(src, dest.nodeId)]);
    const jobUID = res.json().jobs[0].jobUID as string;
    const done = await agentCaller(t, dest.authorization)(
      'POST',
      `/api/agent/restore-jobs/${jobUID}/progress`,
      {
        status: 'completed',
        jobFilesProcessed: 1,
        jobTotalFiles: 1,
        jobProcessedBytes: 5,
        jobTotalBytes: 5,
        jobFilesFailed: 0,
        failures: [],
        error: null,
      },
    );
    expect(done.statusCode, done.body).toBe(200);
    const page = await list(t.admin, `/api/activities/devices/${dest.nodeId}?type=RESTORE`);
    expect(actions(page)).toEqual(['RESTORE_FINISHED SUCCESS', 'RESTORE_STARTED IN_PROGRESS']);
    expect(page.results[1]).toMatchObject({
      deviceName: 'ws-02',
      technicianId: t.admin.userId,
      technicianName: expect.any(String),
      message: '/srv/docs',
    });
  });

  it('records an agent enrolling', async () => {
    const page = await list(t.admin, `/api/activities/devices/${dest.nodeId}?type=AGENT`);
    expect(page.results).toEqual([
      expect.objectContaining({ action: 'AGENT_ENROLLED', result: 'SUCCESS', deviceName: 'ws-02' }),
    ]);
  });

  it("records an agent's link coming up and going down", async () => {
    const ws = await t.app.injectWS('/api/agent/ws', { headers: { authorization: dest.authorization } });
    const agentActions = async () =>
      actions(await list(t.admin, `/api/activities/devices/${dest.nodeId}?type=AGENT`));
    await expect.poll(agentActions).toEqual(['AGENT_CONNECTED INFO', 'AGENT_ENROLLED SUCCESS']);
    ws.terminate();
    await expect
      .poll(agentActions)
      .toEqual(['AGENT_DISCONNECTED INFO', 'AGENT_CONNECTED INFO', 'AGENT_ENROLLED SUCCESS']);
  });

  it("records a technician's changes on the administration list, not on the device lists", async () => {
    await t.admin.put(`/api/organizations/${src.organizationId}`, { name: 'Acme Ltd', description: '' });
    const page = await list(t.admin, '/api/activities/administration?search=acme%20ltd');
    expect(page.results).toEqual([
      expect.objectContaining({
        type: 'ADMINISTRATION',
        action: 'ORGANIZATION_UPDATED',
        organizationId: src.organizationId,
        technicianId: t.admin.userId,
      }),
    ]);
    const roles = await list(t.admin, '/api/activities/administration?search=Role');
    expect(roles.results.map((a) => a.action)).toContain('ROLE_CREATED');
    const all = await list(t.admin, '/api/activities?size=100');
    expect(all.results.some((a) => a.type === 'ADMINISTRATION')).toBe(false);
  });
});

describe('lists', () => {
  it('pages, sorts and filters by time range, device and technician', async () => {
    const all = await list(t.admin, '/api/activities?size=2');
    expect(all.results).toHaveLength(2);
    expect(all.totalPages).toBe(Math.ceil(all.totalElements / 2));
    const oldest = await list(t.admin, '/api/activities?sortBy=createdAt&sortDirection=ASC&size=1');
    expect(oldest.results[0]?.action).toBe('AGENT_ENROLLED');
    const future = encodeURIComponent(new Date(Date.now() + 60_000).toISOString());
    expect((await list(t.admin, `/api/activities?from=${future}`)).totalElements).toBe(0);
    const byDevice = await list(t.admin, `/api/activities?deviceId=${other.nodeId}`);
    expect(byDevice.results.every((a) => a.deviceId === other.nodeId)).toBe(true);
    const byTechnician = await list(t.admin, `/api/activities?technicianId=${t.admin.userId}`);
    expect(actions(byTechnician)).toEqual(['RESTORE_STARTED IN_PROGRESS']);
    const names = (await list(t.admin, '/api/activities?sortBy=deviceName&sortDirection=ASC&size=100'))
      .results;
    const deviceNames = names.map((a) => a.deviceName ?? '');
    expect(deviceNames).toEqual([...deviceNames].sort());
  });

  it('answers 400 naming the field for a bad filter', async () => {
    const cases: [string, string][] = [
      ['type=NOPE', 'type'],
      ['from=yesterday', 'from'],
      ['from=2026-01-02T00:00:00Z&to=2026-01-01T00:00:00Z', 'to'],
      ['sortBy=secret', 'sortBy'],
    ];
    for (const [query, field] of cases) {
      const res = await t.admin.get(`/api/activities?${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().error.fields, query).toHaveProperty([field]);
    }
  });
});

describe('scope', () => {
  it('shows a technician limited to one organisation none of another organisation’s activities', async () => {
    const page = await list(limited, '/api/activities?size=100');
    expect(page.totalElements).toBeGreaterThan(0);
    expect(page.results.every((a) => a.organizationId === src.organizationId)).toBe(true);
    expect(JSON.stringify(page)).not.toContain('globex');
    expect((await limited.get(`/api/activities/devices/${other.nodeId}`)).statusCode).toBe(404);
    expect((await limited.get(`/api/activities/organizations/${other.organizationId}`)).statusCode).toBe(404);
    const filtered = await list(limited, `/api/activities?deviceId=${other.nodeId}`);
    expect(filtered.totalElements).toBe(0);
    const own = await list(limited, `/api/activities/organizations/${src.organizationId}`);
    expect(own.results.every((a) => a.organizationId === src.organizationId)).toBe(true);
  });

  it('keeps the technicians’ changes to canManageSettings', async () => {
    expect((await limited.get('/api/activities/administration')).statusCode).toBe(403);
    const settings = await t.admin.technicianWith(['canManageSettings'], {
      organizationIds: [src.organizationId],
    });
    const page = await list(settings, '/api/activities/administration?size=100');
    expect(actions(page)).toEqual(['ORGANIZATION_UPDATED SUCCESS', 'ORGANIZATION_CREATED SUCCESS']);
    expect(page.results.every((a) => a.organizationId === src.organizationId)).toBe(true);
    const everything = await list(t.admin, '/api/activities/administration?size=100');
    expect(everything.results.map((a) => a.action)).toEqual(
      expect.arrayContaining(['ROLE_CREATED', 'TECHNICIAN_CREATED', 'ORGANIZATION_CREATED']),
    );
  });
});
