// Scheduled tasks against the real server, with the clock driven by the test: a task fires at its
// occurrence and not before, once per device however often the sweep or the firing runs, on a
// group's devices, queuing the run of an offline device that gets it when it connects, and on each
// device at the occurrence in the zone its agent reports; values and targets are checked on save,
// and the list holds, page by page, only the tasks whose targets are all in the caller's organisations.
import type { ServerToAgent } from '@warden/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { WebSocket } from 'ws';
import type { AuthContext } from '../auth/auth-context.ts';
import { OutputSignal } from '../scripts/runs/output-signal.ts';
import type { RunContext } from '../scripts/runs/run-context.ts';
import { runSignerFor } from '../scripts/runs/run-signing.ts';
import { enrolDevice } from '../testing/enrolled-device.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { reachableTasks } from './task-queries.ts';
import { fireOccurrences, sweepScheduledTasks } from './task-sweep.ts';

let t: TestApp;
let ctx: RunContext;
let scriptId: number;
let orgA: number;
let groupId: number;
const devices: Record<'web1' | 'web2' | 'db', number> = { web1: 0, web2: 0, db: 0 };
const sockets: WebSocket[] = [];
const MINUTE = 60_000;

async function connect(nodeId: number, authorization: string) {
  const received: ServerToAgent[] = [];
  const ws = await t.app.injectWS(
    '/api/agent/ws',
    { headers: { authorization } },
    { onInit: (socket) => socket.on('message', (data) => received.push(JSON.parse(data.toString()))) },
  );
  sockets.push(ws);
  await expect.poll(() => t.app.agentHub.isConnected(nodeId)).toBe(true);
  return Object.assign(received, { ws });
}

const zoneOf = async (nodeId: number) =>
  (
    await t.app.db.kysely
      .selectFrom('devices')
      .select('time_zone')
      .where('id', '=', nodeId)
      .executeTakeFirstOrThrow()
  ).time_zone;

/** Connects the device and sends a heartbeat carrying the zone, as its agent does. */
async function reportZone(nodeId: number, authorization: string, timeZone: string) {
  const { ws } = await connect(nodeId, authorization);
  ws.send(JSON.stringify({ type: 'heartbeat', agentVersion: 'test', runningJobs: 0, timeZone }));
  return ws;
}

const runsOf = (taskName: string) =>
  t.app.db.kysely
    .selectFrom('script_runs')
    .select(['id', 'device_id', 'status', 'variables', 'created_by_name'])
    .where('created_by_name', '=', `Scheduled task: ${taskName}`)
    .orderBy('device_id')
    .execute();

const taskBody = (name: string, extra: Record<string, unknown> = {}) => ({
  name,
  scripts: { actionList: [{ scriptId, variables: { count: 3 } }] },
  schedule: { scheduleType: 'DAILY', scheduleHour: 3, scheduleMinute: 15 },
  targets: [{ targetType: 'GROUP', targetId: groupId }],
  ...extra,
});

let web1Authorization = '';
let web2Authorization = '';

beforeAll(async () => {
  t = await createTestApp();
  ctx = {
    db: t.app.db,
    hub: t.app.agentHub,
    signer: runSignerFor(t.app.secrets),
    output: new OutputSignal(),
    log: t.app.log,
  };
  const script = await t.admin.post('/api/scripting/scripts', {
    name: 'Nightly clean',
    language: 'SHELL',
    operatingSystems: ['LINUX'],
    body: 'echo "$count"',
    variables: [{ name: 'Count', type: 'INTEGER', required: true }],
  });
  expect(script.statusCode, script.body).toBe(201);
  scriptId = script.json().id;
  const web1 = await enrolDevice(t, { orgName: 'Tasks org A', hostname: 'web-01' });
  orgA = web1.organizationId;
  const web2 = await enrolDevice(t, { organizationId: orgA, hostname: 'web-02' });
  const db = await enrolDevice(t, { organizationId: orgA, hostname: 'db-01' });
  Object.assign(devices, { web1: web1.nodeId, web2: web2.nodeId, db: db.nodeId });
  web1Authorization = web1.authorization;
  web2Authorization = web2.authorization;
  const group = await t.admin.post('/api/device-groups', {
    name: 'Web servers',
    organizationId: orgA,
    criteria: { name: 'web' },
  });
  expect(group.statusCode, group.body).toBe(201);
  groupId = group.json().id;
});

afterAll(async () => {
  for (const ws of sockets) ws.terminate();
  await t.close();
});

describe('saving a task', () => {
  it('answers 400 naming the variable of a script whose value is wrong or missing', async () => {
    const wrong = await t.admin.post(
      '/api/scripting/scheduled-tasks',
      taskBody('Wrong', { scripts: { actionList: [{ scriptId, variables: { count: 'many' } }] } }),
    );
    expect(wrong.statusCode).toBe(400);
    expect(Object.keys(wrong.json().error.fields)).toEqual(['scripts.actionList.0.variables.count']);
    const missing = await t.admin.post(
      '/api/scripting/scheduled-tasks',
      taskBody('Missing', { scripts: { actionList: [{ scriptId, variables: {} }] } }),
    );
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error.fields).toHaveProperty(['scripts.actionList.0.variables.count']);
  });

  it('refuses a group target on a task that runs as a node scheduled task', async () => {
    const res = await t.admin.post(
      '/api/scripting/scheduled-tasks',
      taskBody('Node task', { runsOnNodeScheduledTask: true }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toHaveProperty(['targets.0']);
  });

  it('answers targets sorted by target type DESC, enabled by default', async () => {
    const res = await t.admin.post(
      '/api/scripting/scheduled-tasks',
      taskBody('Sorted', {
        targets: [
          { targetType: 'DEVICE', targetId: devices.db },
          { targetType: 'GROUP', targetId: groupId },
          { targetType: 'ORGANIZATION', targetId: orgA },
        ],
      }),
    );
    expect(res.statusCode, res.body).toBe(201);
    const task = res.json();
    expect(task.enabled).toBe(true);
    expect(task.targets.map((x: { targetType: string; name: string }) => [x.targetType, x.name])).toEqual([
      ['ORGANIZATION', 'Tasks org A'],
      ['GROUP', 'Web servers'],
      ['DEVICE', 'db-01'],
    ]);
    await t.admin.delete(`/api/scripting/scheduled-tasks/${task.id}`);
  });
});

describe('firing', () => {
  it('fires at its time, once per device, on the group’s devices; an offline device’s run waits', async () => {
    await connect(devices.web1, web1Authorization);
    const res = await t.admin.post(
      '/api/scripting/scheduled-tasks',
      taskBody('Web nightly', {
        // web-01 is in the group too: it still gets one run per occurrence.
        targets: [
          { targetType: 'GROUP', targetId: groupId },
          { targetType: 'DEVICE', targetId: devices.web1 },
        ],
      }),
    );
    expect(res.statusCode, res.body).toBe(201);
    const task = res.json();
    const at = new Date(task.nextOccurrenceAt);
    expect(at.getUTCHours()).toBe(3);
    expect(at.getUTCMinutes()).toBe(15);

    await sweepScheduledTasks(ctx, new Date(at.getTime() - MINUTE));
    expect(await runsOf('Web nightly')).toEqual([]);

    await sweepScheduledTasks(ctx, at);
    const runs = await runsOf('Web nightly');
    expect(runs.map((r) => [r.device_id, r.status])).toEqual([
      [devices.web1, 'SENT'],
      [devices.web2, 'QUEUED'],
    ]);
    expect(JSON.parse(runs[0]!.variables)).toEqual([
      { name: 'Count', calculatedName: 'count', type: 'INTEGER', value: '3' },
    ]);

    // The same occurrence again, by this instance's sweep or by another instance's firing: no new run.
    await sweepScheduledTasks(ctx, at);
    const row = await t.app.db.kysely
      .selectFrom('scheduled_tasks')
      .selectAll()
      .where('id', '=', task.id)
      .executeTakeFirstOrThrow();
    const again = await fireOccurrences(
      ctx,
      row,
      [devices.web1, devices.web2].map((deviceId) => ({ deviceId, occurrenceAt: at.toISOString() })),
    );
    expect(again.runIds).toEqual([]);
    expect(await runsOf('Web nightly')).toHaveLength(2);

    const after = (await t.admin.get(`/api/scripting/scheduled-tasks/${task.id}`)).json();
    expect(after.lastOccurrenceAt).toBe(at.toISOString());
    expect(Date.parse(after.nextOccurrenceAt)).toBe(at.getTime() + 24 * 60 * MINUTE);

    const activities = await t.app.db.kysely
      .selectFrom('activities')
      .select(['device_id', 'message'])
      .where('action', '=', 'SCHEDULED_TASK_RUN')
      .orderBy('device_id')
      .execute();
    expect(activities).toEqual([
      { device_id: devices.web1, message: 'Web nightly: Nightly clean' },
      { device_id: devices.web2, message: 'Web nightly: Nightly clean' },
    ]);

    // The offline device gets its queued run when it connects.
    const received = await connect(devices.web2, web2Authorization);
    await expect
      .poll(() => received.some((m) => m.type === 'runScript' && m.payload.runId === runs[1]!.id))
      .toBe(true);
  });

  it('turns a task that does not repeat off once it has fired', async () => {
    const res = await t.admin.post(
      '/api/scripting/scheduled-tasks',
      taskBody('Once', {
        schedule: { scheduleType: 'DAILY', scheduleHour: 4, repeats: false },
        targets: [{ targetType: 'DEVICE', targetId: devices.db }],
      }),
    );
    const task = res.json();
    await sweepScheduledTasks(ctx, new Date(task.nextOccurrenceAt));
    expect(await runsOf('Once')).toHaveLength(1);
    const after = (await t.admin.get(`/api/scripting/scheduled-tasks/${task.id}`)).json();
    expect([after.enabled, after.nextOccurrenceAt]).toEqual([false, null]);
  });
});

describe('time zones', () => {
  it('keeps the zone an agent reports with its heartbeat, not one the runtime does not know', async () => {
    const device = await enrolDevice(t, { orgName: 'Zone report org', hostname: 'zone-01' });
    expect(await zoneOf(device.nodeId)).toBeNull();
    const ws = await reportZone(device.nodeId, device.authorization, 'Asia/Tokyo');
    await expect.poll(() => zoneOf(device.nodeId)).toBe('Asia/Tokyo');
    // One heartbeat at a time: their updates run concurrently, so two could land in either order.
    ws.send(
      JSON.stringify({ type: 'heartbeat', agentVersion: 'mars', runningJobs: 0, timeZone: 'Mars/Olympus' }),
    );
    const versionOf = async () =>
      (
        await t.app.db.kysely
          .selectFrom('devices')
          .select('agent_version')
          .where('id', '=', device.nodeId)
          .executeTakeFirstOrThrow()
      ).agent_version;
    await expect.poll(versionOf).toBe('mars');
    expect(await zoneOf(device.nodeId)).toBe('Asia/Tokyo');
    ws.send(JSON.stringify({ type: 'heartbeat', agentVersion: 'next', runningJobs: 0 }));
    await expect.poll(versionOf).toBe('next');
    expect(await zoneOf(device.nodeId)).toBe('Asia/Tokyo');
  });

  it('fires each device at the occurrence in its own zone, once each: zones 5 hours apart fire 5 hours apart', async () => {
    // Tokyo (UTC+9) and Dubai (UTC+4) keep no daylight saving, so they stay 5 hours apart all year.
    const tokyo = await enrolDevice(t, { orgName: 'Zones org', hostname: 'tokyo-01' });
    const dubai = await enrolDevice(t, { organizationId: tokyo.organizationId, hostname: 'dubai-01' });
    await reportZone(tokyo.nodeId, tokyo.authorization, 'Asia/Tokyo');
    await reportZone(dubai.nodeId, dubai.authorization, 'Asia/Dubai');
    await expect.poll(() => zoneOf(dubai.nodeId)).toBe('Asia/Dubai');
    await expect.poll(() => zoneOf(tokyo.nodeId)).toBe('Asia/Tokyo');
    // Tokyo's next occurrence about two hours from now (UTC+9), so that it comes before Dubai's at any
    // time of day the test runs.
    const tokyoUtcHour = (new Date().getUTCHours() + 2) % 24;
    const res = await t.admin.post(
      '/api/scripting/scheduled-tasks',
      taskBody('Zones nightly', {
        schedule: { scheduleType: 'DAILY', scheduleHour: (tokyoUtcHour + 9) % 24, scheduleMinute: 15 },
        // The organisation holds both devices and Tokyo is named again: still one run each.
        targets: [
          { targetType: 'ORGANIZATION', targetId: tokyo.organizationId },
          { targetType: 'DEVICE', targetId: tokyo.nodeId },
        ],
      }),
    );
    expect(res.statusCode, res.body).toBe(201);
    const task = res.json();
    // The same local time is 5 hours later in Dubai (UTC+4).
    const tokyoAt = new Date(task.nextOccurrenceAt);
    expect([tokyoAt.getUTCHours(), tokyoAt.getUTCMinutes()]).toEqual([tokyoUtcHour, 15]);
    const dubaiAt = new Date(tokyoAt.getTime() + 5 * 60 * MINUTE);
    const runDevices = async () => (await runsOf('Zones nightly')).map((r) => r.device_id);

    await sweepScheduledTasks(ctx, new Date(tokyoAt.getTime() - MINUTE));
    expect(await runDevices()).toEqual([]);
    await sweepScheduledTasks(ctx, tokyoAt);
    expect(await runDevices()).toEqual([tokyo.nodeId]);
    await sweepScheduledTasks(ctx, tokyoAt);
    const between = (await t.admin.get(`/api/scripting/scheduled-tasks/${task.id}`)).json();
    expect(between.nextOccurrenceAt).toBe(dubaiAt.toISOString());

    await sweepScheduledTasks(ctx, new Date(dubaiAt.getTime() - MINUTE));
    expect(await runDevices()).toEqual([tokyo.nodeId]);
    await sweepScheduledTasks(ctx, dubaiAt);
    expect(await runDevices()).toEqual([tokyo.nodeId, dubai.nodeId]);

    // Both occurrences again, from this instance or another: nothing new.
    await sweepScheduledTasks(ctx, dubaiAt);
    const row = await t.app.db.kysely
      .selectFrom('scheduled_tasks')
      .selectAll()
      .where('id', '=', task.id)
      .executeTakeFirstOrThrow();
    const again = await fireOccurrences(ctx, row, [
      { deviceId: tokyo.nodeId, occurrenceAt: tokyoAt.toISOString() },
      { deviceId: dubai.nodeId, occurrenceAt: dubaiAt.toISOString() },
    ]);
    expect(again.runIds).toEqual([]);
    expect(await runDevices()).toEqual([tokyo.nodeId, dubai.nodeId]);

    const firings = await t.app.db.kysely
      .selectFrom('scheduled_task_firings')
      .select(['device_id', 'occurrence_at'])
      .where('scheduled_task_id', '=', task.id)
      .orderBy('occurrence_at')
      .execute();
    expect(firings).toEqual([
      { device_id: tokyo.nodeId, occurrence_at: tokyoAt.toISOString() },
      { device_id: dubai.nodeId, occurrence_at: dubaiAt.toISOString() },
    ]);
    const after = (await t.admin.get(`/api/scripting/scheduled-tasks/${task.id}`)).json();
    expect(after.lastOccurrenceAt).toBe(dubaiAt.toISOString());
    expect(after.nextOccurrenceAt).toBe(new Date(tokyoAt.getTime() + 24 * 60 * MINUTE).toISOString());
  });
});

describe('scope', () => {
  it('hides a task from a technician outside its targets’ organisation', async () => {
    const orgB = (await t.admin.post('/api/organizations', { name: 'Tasks org B' })).json().id;
    const outsider = await t.admin.technicianWith(['canRunScripts'], { organizationIds: [orgB] });
    const list = (await outsider.get('/api/scripting/scheduled-tasks')).json();
    expect(list.results.map((x: { name: string }) => x.name)).not.toContain('Web nightly');
    const all = (await t.admin.get('/api/scripting/scheduled-tasks')).json().results;
    const task = all.find((x: { name: string }) => x.name === 'Web nightly');
    expect((await outsider.get(`/api/scripting/scheduled-tasks/${task.id}`)).statusCode).toBe(404);
    const res = await outsider.post('/api/scripting/scheduled-tasks', taskBody('Reach'));
    expect(res.statusCode).toBe(404);
  });

  it('lists, pages and counts only the tasks whose targets are all in the technician’s organisations', async () => {
    const orgC = (await t.admin.post('/api/organizations', { name: 'Tasks org C' })).json().id;
    const deviceC = await enrolDevice(t, { organizationId: orgC, hostname: 'c-01' });
    const groupIn = (
      await t.admin.post('/api/device-groups', {
        name: 'C group',
        organizationId: orgC,
        criteria: { name: 'c-' },
      })
    ).json().id;
    const groupAll = (
      await t.admin.post('/api/device-groups', {
        name: 'All group',
        organizationId: null,
        criteria: { name: 'c-' },
      })
    ).json().id;
    const create = async (name: string, targets: { targetType: string; targetId: number }[]) => {
      const res = await t.admin.post('/api/scripting/scheduled-tasks', taskBody(name, { targets }));
      expect(res.statusCode, res.body).toBe(201);
    };
    await create('C by organisation', [{ targetType: 'ORGANIZATION', targetId: orgC }]);
    await create('C by group', [{ targetType: 'GROUP', targetId: groupIn }]);
    await create('C by device', [
      { targetType: 'DEVICE', targetId: deviceC.nodeId },
      { targetType: 'ORGANIZATION', targetId: orgC },
    ]);
    await create('C and A', [
      { targetType: 'ORGANIZATION', targetId: orgC },
      { targetType: 'DEVICE', targetId: devices.db },
    ]);
    await create('C across all', [{ targetType: 'GROUP', targetId: groupAll }]);

    const technician = await t.admin.technicianWith(['canRunScripts'], { organizationIds: [orgC] });
    const page = async (n: number) =>
      (await technician.get(`/api/scripting/scheduled-tasks?size=2&page=${n}`)).json();
    const [first, second, third] = [await page(0), await page(1), await page(2)];
    expect([first.totalElements, first.totalPages]).toEqual([3, 2]);
    expect(first.results.map((x: { name: string }) => x.name)).toEqual(['C by device', 'C by group']);
    expect(second.results.map((x: { name: string }) => x.name)).toEqual(['C by organisation']);
    expect(third.results).toEqual([]);
    const named = (await technician.get('/api/scripting/scheduled-tasks?name=by%20device')).json();
    expect([named.totalElements, named.results.map((x: { name: string }) => x.name)]).toEqual([
      1,
      ['C by device'],
    ]);

    // The rule is in the SQL itself, so a database LIMIT already skips what the caller does not reach.
    const auth: AuthContext = {
      sessionId: '',
      csrfToken: '',
      stepUpAt: null,
      user: {
        id: 0,
        uid: '',
        email: '',
        firstName: '',
        lastName: '',
        userType: 'TECHNICIAN',
        hideHelpTooltip: false,
      },
      role: { id: 0, name: '', permissions: new Set(['canRunScripts']), organizationIds: [orgC] },
    };
    const firstRow = await reachableTasks(t.app.db.kysely.selectFrom('scheduled_tasks').select('name'), auth)
      .where('name', 'like', 'C %')
      .orderBy('name')
      .limit(1)
      .execute();
    expect(firstRow).toEqual([{ name: 'C by device' }]);
    const none = { ...auth, role: { ...auth.role!, organizationIds: [] } };
    const unscoped = await reachableTasks(t.app.db.kysely.selectFrom('scheduled_tasks').select('name'), none)
      .where('name', 'like', 'C %')
      .execute();
    expect(unscoped).toEqual([]);
  });
});
