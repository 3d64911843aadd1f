// Alerts against the real server on SQLite and PostgreSQL: agents' condition reports raise and reset
// alerts from the device's effective policy (once per device and condition), the offline check
// raises for an agent away beyond the duration (the test moves the clock), the list is scoped to
// the caller's organisations, and a raised alert's actions run a script, open a ticket and notify.
import type { AgentToServer, PolicyConditionType } from '@warden/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertDevice } from '../testing/device-rows.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import type { TestClient } from '../testing/test-client.ts';
import { raiseAlert } from './alert-store.ts';
import { ConditionReports } from './condition-reports.ts';
import { checkOfflineAgents } from './offline-check.ts';
import { alertActionDeps } from './routes.ts';
import { policyWithConditions } from './testing/alert-policy.ts';

let t: TestApp;
let orgA: number;
let orgB: number;
let deviceA: number;
let deviceB: number;
let reports: ConditionReports;

const report = (
  deviceId: number,
  key: string,
  conditionType: PolicyConditionType,
  result: 'PASSING' | 'TRIGGERED' | 'NOT_SUPPORTED',
  message = `${key} ${result}`,
) => {
  const r: Extract<AgentToServer, { type: 'conditionResult' }> = {
    type: 'conditionResult',
    policyId: 1,
    key,
    conditionType,
    result,
    message,
  };
  return reports.receive(deviceId, r);
};

const alertsOf = async (client: TestClient, query: string) => {
  const res = await client.get(`/api/alerts?${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};

beforeAll(async () => {
  t = await createTestApp();
  orgA = (await t.admin.post('/api/organizations', { name: 'Contoso' })).json().id;
  orgB = (await t.admin.post('/api/organizations', { name: 'Tailspin' })).json().id;
  deviceA = await insertDevice(t.app, { organizationId: orgA, name: 'web-01', nodeClass: 'LINUX_SERVER' });
  deviceB = await insertDevice(t.app, { organizationId: orgB, name: 'db-01', nodeClass: 'LINUX_SERVER' });
  const conditions = {
    disk: {
      name: 'Disk low',
      condition: { type: 'DISK_FREE_BELOW' as const, thresholdPercent: 10, volume: null },
    },
    nginx: { name: 'nginx stopped', condition: { type: 'SERVICE_STOPPED' as const, serviceName: 'nginx' } },
    defrag: {
      name: 'Defrag',
      condition: { type: 'DEFRAG' as const, option: 'INCLUDE_ALL_VOLUMES' as const },
    },
    away: { name: 'Agent away', condition: { type: 'AGENT_OFFLINE' as const, durationMinutes: 15 } },
  };
  await policyWithConditions(t.admin, orgA, 'LINUX_SERVER', conditions);
  await policyWithConditions(t.admin, orgB, 'LINUX_SERVER', conditions);
  reports = new ConditionReports(alertActionDeps(t.app));
});
afterAll(async () => t?.close());

describe('condition reports', () => {
  it('raises once however often the condition triggers, and resets when it passes', async () => {
    await report(deviceA, 'disk', 'DISK_FREE_BELOW', 'TRIGGERED', 'Free disk space below 10%: / 4%');
    await report(deviceA, 'disk', 'DISK_FREE_BELOW', 'TRIGGERED', 'Free disk space below 10%: / 3%');
    let page = await alertsOf(t.admin, `deviceId=${deviceA}&state=RAISED`);
    expect(page.totalElements).toBe(1);
    expect(page.results[0]).toMatchObject({
      conditionKey: 'disk',
      conditionName: 'Disk low',
      conditionType: 'DISK_FREE_BELOW',
      severity: 'MAJOR',
      state: 'RAISED',
      deviceName: 'web-01',
      organizationName: 'Contoso',
      message: 'Free disk space below 10%: / 3%',
      resetAt: null,
    });

    await report(deviceA, 'disk', 'DISK_FREE_BELOW', 'PASSING');
    page = await alertsOf(t.admin, `deviceId=${deviceA}`);
    expect(page.results.filter((a: { conditionKey: string }) => a.conditionKey === 'disk')).toMatchObject([
      { state: 'RESET', resetAt: expect.any(String) },
    ]);
  });

  it('keeps one open alert when two raise at the same moment', async () => {
    const input = {
      deviceId: deviceA,
      organizationId: orgA,
      policyId: null,
      conditionKey: 'race',
      conditionType: 'CPU_ABOVE' as const,
      conditionName: 'CPU',
      message: 'busy',
      at: new Date().toISOString(),
    };
    const ids = await Promise.all([
      raiseAlert(t.app.db, input),
      raiseAlert(t.app.db, input),
      raiseAlert(t.app.db, input),
    ]);
    expect(ids.filter((id) => id !== null)).toHaveLength(1);
    const open = await t.app.db.kysely
      .selectFrom('alerts')
      .select('id')
      .where('device_id', '=', deviceA)
      .where('condition_key', '=', 'race')
      .where('state', '=', 'RAISED')
      .execute();
    expect(open).toHaveLength(1);
  });

  it("keeps 'not supported on this OS' raised: it never counts as passing", async () => {
    await report(deviceA, 'defrag', 'DEFRAG', 'NOT_SUPPORTED', 'not supported on this OS');
    const page = await alertsOf(t.admin, `deviceId=${deviceA}&state=RAISED`);
    expect(page.results.find((a: { conditionKey: string }) => a.conditionKey === 'defrag')).toMatchObject({
      message: 'not supported on this OS',
      severity: 'MINOR',
    });
  });

  it("ignores a condition the device's policy does not hold", async () => {
    await report(deviceA, 'forged', 'SERVICE_STOPPED', 'TRIGGERED');
    await report(deviceA, 'disk', 'SERVICE_STOPPED', 'TRIGGERED');
    const page = await alertsOf(t.admin, `deviceId=${deviceA}&state=RAISED`);
    expect(page.results.map((a: { conditionKey: string }) => a.conditionKey)).not.toContain('forged');
    expect(page.results.map((a: { conditionKey: string }) => a.conditionKey)).not.toContain('disk');
  });
});

describe('agent offline', () => {
  it('raises once the agent has been away longer than the duration, and resets when it is back', async () => {
    const org = (await t.admin.post('/api/organizations', { name: 'Offline org' })).json().id;
    await policyWithConditions(t.admin, org, 'LINUX_SERVER', {
      away: { name: 'Agent away', condition: { type: 'AGENT_OFFLINE', durationMinutes: 15 } },
    });
    const device = await insertDevice(t.app, {
      organizationId: org,
      name: 'edge-01',
      nodeClass: 'LINUX_SERVER',
      lastContactSecondsAgo: 60,
    });
    const deps = alertActionDeps(t.app);
    const open = async () => (await alertsOf(t.admin, `deviceId=${device}&state=RAISED`)).results;
    const now = Date.now();

    await checkOfflineAgents(deps, () => false, new Date(now + 10 * 60_000));
    expect(await open()).toEqual([]);
    await checkOfflineAgents(deps, () => false, new Date(now + 16 * 60_000));
    expect(await open()).toMatchObject([
      { conditionKey: 'away', severity: 'CRITICAL', conditionType: 'AGENT_OFFLINE' },
    ]);
    // Raising again on the next pass keeps the one alert.
    await checkOfflineAgents(deps, () => false, new Date(now + 17 * 60_000));
    expect(await open()).toHaveLength(1);
    // Back online: connected, whatever the clock says.
    await checkOfflineAgents(deps, (id) => id === device, new Date(now + 18 * 60_000));
    expect(await open()).toEqual([]);
  });

  it('runs on the background runner', async () => {
    const tasks = (await t.admin.get('/api/system/background-tasks')).json();
    expect(JSON.stringify(tasks)).toContain('alerts.agent-offline');
  });
});

describe('scope and handling', () => {
  let outsider: TestClient;
  let alertA: number;

  beforeAll(async () => {
    await report(deviceA, 'nginx', 'SERVICE_STOPPED', 'TRIGGERED', 'Service nginx is stopped');
    await report(deviceB, 'nginx', 'SERVICE_STOPPED', 'TRIGGERED', 'Service nginx is stopped');
    alertA = (await alertsOf(t.admin, `deviceId=${deviceA}&state=RAISED`)).results.find(
      (a: { conditionKey: string }) => a.conditionKey === 'nginx',
    ).id;
    outsider = await t.admin.technicianWith(['canManageDevices'], { organizationIds: [orgB] });
  });

  it('shows a technician only the alerts of their organisations', async () => {
    const seen = await alertsOf(outsider, '');
    expect(seen.totalElements).toBeGreaterThan(0);
    expect(seen.results.every((a: { organizationId: number }) => a.organizationId === orgB)).toBe(true);
    expect((await outsider.get(`/api/alerts?organizationId=${orgA}`)).statusCode).toBe(404);
    expect((await outsider.get(`/api/alerts?deviceId=${deviceA}`)).statusCode).toBe(404);
    expect((await outsider.post(`/api/alerts/${alertA}/acknowledge`)).statusCode).toBe(404);
    expect((await outsider.post(`/api/alerts/${alertA}/reset`)).statusCode).toBe(404);
  });

  it('filters by organisation, state and severity', async () => {
    const page = await alertsOf(t.admin, `organizationId=${orgB}&state=RAISED&severity=MAJOR`);
    expect(page.results.map((a: { deviceName: string }) => a.deviceName)).toEqual(['db-01']);
    const bad = await t.admin.get('/api/alerts?severity=LOUD');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields).toHaveProperty('severity');
  });

  it('acknowledges, then resets by hand; a second reset is refused', async () => {
    const acked = await t.admin.post(`/api/alerts/${alertA}/acknowledge`);
    expect(acked.statusCode, acked.body).toBe(200);
    expect(acked.json()).toMatchObject({ state: 'RAISED', acknowledgedAt: expect.any(String) });
    expect(acked.json().acknowledgedByName).toBeTruthy();
    const reset = await t.admin.post(`/api/alerts/${alertA}/reset`);
    expect(reset.json()).toMatchObject({ state: 'RESET', resetAt: expect.any(String) });
    expect((await t.admin.post(`/api/alerts/${alertA}/reset`)).statusCode).toBe(409);
    // The condition still holds: the agent's next report raises a new alert.
    await report(deviceA, 'nginx', 'SERVICE_STOPPED', 'TRIGGERED', 'Service nginx is stopped');
    expect(
      (await alertsOf(t.admin, `deviceId=${deviceA}&state=RAISED`)).results.map((a: { id: number }) => a.id),
    ).not.toContain(alertA);
  });

  it('needs canManageDevices to reset or acknowledge', async () => {
    const viewer = await t.admin.technicianWith([], { organizationIds: [orgB] });
    const id = (await alertsOf(viewer, 'state=RAISED')).results[0].id;
    expect((await viewer.post(`/api/alerts/${id}/acknowledge`)).statusCode).toBe(403);
  });
});

describe('alert actions', () => {
  it('runs a script on the device, opens a ticket and notifies a channel when an alert opens', async () => {
    const org = (await t.admin.post('/api/organizations', { name: 'Actions org' })).json().id;
    const device = await insertDevice(t.app, {
      organizationId: org,
      name: 'app-07',
      nodeClass: 'LINUX_SERVER',
    });
    const script = await t.admin.post('/api/scripting/scripts', {
      name: 'Restart nginx',
      language: 'SHELL',
      operatingSystems: ['LINUX'],
      body: 'systemctl restart nginx',
    });
    expect(script.statusCode, script.body).toBe(201);
    const channel = await t.admin.post('/api/notification-channels', {
      type: 'EMAIL',
      name: 'On call',
      config: { emails: ['oncall@example.test'] },
    });
    expect(channel.statusCode, channel.body).toBe(201);
    const db = t.app.db.kysely;
    const form = await db.selectFrom('ticket_forms').select('id').orderBy('id').executeTakeFirstOrThrow();
    const status = await db
      .selectFrom('ticket_statuses')
      .select('id')
      .orderBy('id')
      .executeTakeFirstOrThrow();
    await policyWithConditions(t.admin, org, 'LINUX_SERVER', {
      nginx: {
        name: 'nginx stopped',
        condition: { type: 'SERVICE_STOPPED', serviceName: 'nginx' },
        actions: [
          { type: 'RUN_SCRIPT', scriptId: script.json().id, variables: {} },
          { type: 'CREATE_TICKET', ticketFormId: form.id, statusId: status.id },
          { type: 'NOTIFY_CHANNEL', channelId: channel.json().id },
        ],
      },
    });

    await report(device, 'nginx', 'SERVICE_STOPPED', 'TRIGGERED', 'Service nginx is stopped');
    // Still raised: no second round of actions.
    await report(device, 'nginx', 'SERVICE_STOPPED', 'TRIGGERED', 'Service nginx is stopped');

    const runs = await db.selectFrom('script_runs').selectAll().where('device_id', '=', device).execute();
    expect(runs).toHaveLength(1);
    // No user started it: the alert's condition is named as who did.
    expect(runs[0]).toMatchObject({
      script_name: 'Restart nginx',
      created_by: null,
      created_by_name: 'Alert: nginx stopped',
    });
    const tickets = await db.selectFrom('tickets').selectAll().where('device_id', '=', device).execute();
    expect(tickets).toHaveLength(1);
    expect(tickets[0]).toMatchObject({ summary: 'app-07: nginx stopped', organization_id: org });
    const deliveries = await db
      .selectFrom('deliveries')
      .selectAll()
      .where('channel_id', '=', channel.json().id)
      .execute();
    expect(deliveries).toHaveLength(1);
    expect(deliveries[0]!.recipient).toBe('oncall@example.test');
  });
});
