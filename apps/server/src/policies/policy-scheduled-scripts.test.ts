// A policy's scheduled scripts against the real server, with the clock driven by the test: an item
// fires at its occurrence on every device whose effective policy holds it, once per device however
// often the sweep runs, started by no user and named after the device's policy; an offline device's run waits for it to
// connect; a child policy that disables the item stops it for its own devices only; values are
// checked against the script's variables when the item is saved.
import type { ServerToAgent } from '@warden/domain';
import { scriptItem } from '@warden/domain/testing/policy-items';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { WebSocket } from 'ws';
import { OutputSignal } from '../scripts/runs/output-signal.ts';
import type { RunContext } from '../scripts/runs/run-context.ts';
import { runSignerFor } from '../scripts/runs/run-signing.ts';
import { enrolDevice } from '../testing/enrolled-device.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { sweepPolicyScripts } from './policy-script-sweep.ts';

let t: TestApp;
let ctx: RunContext;
let scriptId: number;
let parentId: number;
let childId: number;
const sockets: WebSocket[] = [];
const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
type Enrolled = Awaited<ReturnType<typeof enrolDevice>>;
let online: Enrolled;
let offline: Enrolled;
let childDevice: Enrolled;

async function connect(device: Enrolled) {
  const received: ServerToAgent[] = [];
  const ws = await t.app.injectWS(
    '/api/agent/ws',
    { headers: { authorization: device.authorization } },
    { onInit: (socket) => socket.on('message', (data) => received.push(JSON.parse(data.toString()))) },
  );
  sockets.push(ws);
  await expect.poll(() => t.app.agentHub.isConnected(device.nodeId)).toBe(true);
  return received;
}

/** The domain's test item, for this test's script, daily at 03:15. */
const item = (extra: Parameters<typeof scriptItem>[2] = {}) =>
  scriptItem(scriptId, true, {
    variables: { count: 3 },
    ...extra,
    schedule: { scheduleType: 'DAILY', scheduleHour: 3, scheduleMinute: 15 },
  });

const putItem = (policyId: number, key: string, value: unknown) =>
  t.admin.request('PUT', `/api/policies/${policyId}/items/scheduledScripts/${key}`, JSON.stringify(value), {
    headers: { 'content-type': 'application/json' },
  });

const runs = () =>
  t.app.db.kysely
    .selectFrom('script_runs')
    .select(['id', 'device_id', 'status', 'variables', 'created_by', 'created_by_name'])
    .where('created_by_name', 'like', 'Policy: %')
    .orderBy('device_id')
    .orderBy('id')
    .execute();

/** The occurrence the device waits for, as the sweep stored it. */
const nextOf = async (deviceId: number) =>
  new Date(
    (
      await t.app.db.kysely
        .selectFrom('policy_script_schedules')
        .select('next_occurrence_at')
        .where('device_id', '=', deviceId)
        .where('item_key', '=', 'nightly')
        .executeTakeFirstOrThrow()
    ).next_occurrence_at,
  );

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
  online = await enrolDevice(t, { orgName: 'Parent org', hostname: 'web-01' });
  offline = await enrolDevice(t, { organizationId: online.organizationId, hostname: 'web-02' });
  childDevice = await enrolDevice(t, { orgName: 'Child org', hostname: 'web-03' });
  const { nodeRoleId } = (await t.admin.get(`/api/devices/${online.nodeId}/settings`)).json();
  const parent = await t.admin.post('/api/policies', { name: 'Baseline', nodeRoleId });
  expect(parent.statusCode, parent.body).toBe(201);
  parentId = parent.json().id;
  childId = (await t.admin.post('/api/policies', { name: 'Branch', nodeRoleId, parentId })).json().id;
  for (const [org, policyId] of [
    [online.organizationId, parentId],
    [childDevice.organizationId, childId],
  ] as const) {
    const map = await t.admin.put(`/api/organizations/${org}/policy-map`, {
      entries: [{ nodeRoleId, policyId }],
    });
    expect(map.statusCode, map.body).toBe(200);
  }
});

afterAll(async () => {
  for (const ws of sockets) ws.terminate();
  await t?.close();
});

describe('saving a scheduled script item', () => {
  it('answers 400 naming the variable whose value is wrong, and the script that does not exist', async () => {
    const wrong = await putItem(parentId, 'nightly', item({ variables: { count: 'many' } }));
    expect(wrong.statusCode).toBe(400);
    expect(Object.keys(wrong.json().error.fields)).toEqual(['value.variables.count']);
    const missing = await putItem(parentId, 'nightly', item({ scriptId: 999_999 }));
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error.fields).toHaveProperty(['value.scriptId']);
  });
});

describe('firing', () => {
  let at: Date;

  it('fires once per device per occurrence on every device under the policy; an offline device’s run waits', async () => {
    const received = await connect(online);
    expect((await putItem(parentId, 'nightly', item())).statusCode).toBe(200);
    const start = new Date();
    await sweepPolicyScripts(ctx, start);
    at = await nextOf(online.nodeId);
    // The devices report no zone, so the installation's (UTC) is theirs.
    expect([at.getUTCHours(), at.getUTCMinutes()]).toEqual([3, 15]);
    expect(at > start).toBe(true);

    await sweepPolicyScripts(ctx, new Date(at.getTime() - MINUTE));
    expect(await runs()).toEqual([]);

    // Two sweeps at once (two instances on one database), then later ones: one run per device.
    await Promise.all([sweepPolicyScripts(ctx, at), sweepPolicyScripts(ctx, at)]);
    await sweepPolicyScripts(ctx, at);
    await sweepPolicyScripts(ctx, new Date(at.getTime() + MINUTE));
    const fired = await runs();
    expect(fired.map((r) => [r.device_id, r.status, r.created_by, r.created_by_name])).toEqual([
      [online.nodeId, 'SENT', null, 'Policy: Baseline'],
      [offline.nodeId, 'QUEUED', null, 'Policy: Baseline'],
      [childDevice.nodeId, 'QUEUED', null, 'Policy: Branch'],
    ]);
    expect(JSON.parse(fired[0]!.variables)).toEqual([
      { name: 'Count', calculatedName: 'count', type: 'INTEGER', value: '3' },
    ]);
    await expect
      .poll(() => received.some((m) => m.type === 'runScript' && m.payload.runId === fired[0]!.id))
      .toBe(true);

    const activities = await t.app.db.kysely
      .selectFrom('activities')
      .select(['device_id', 'message'])
      .where('action', '=', 'SCHEDULED_TASK_RUN')
      .orderBy('device_id')
      .execute();
    expect(activities).toEqual([
      { device_id: online.nodeId, message: 'Policy Baseline: Nightly clean' },
      { device_id: offline.nodeId, message: 'Policy Baseline: Nightly clean' },
      { device_id: childDevice.nodeId, message: 'Policy Branch: Nightly clean' },
    ]);
    expect(await nextOf(online.nodeId)).toEqual(new Date(at.getTime() + DAY));

    // The offline device gets its queued run when it connects.
    const late = await connect(offline);
    await expect
      .poll(() => late.some((m) => m.type === 'runScript' && m.payload.runId === fired[1]!.id))
      .toBe(true);
  });

  it('lists its runs with no user as creator and the policy as who started them, as a task’s runs are', async () => {
    const res = await t.admin.get(`/api/scripting/runs?deviceId=${childDevice.nodeId}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(
      res
        .json()
        .results.map((r: { createdById: unknown; createdByName: string }) => [
          r.createdById,
          r.createdByName,
        ]),
    ).toEqual([[null, 'Policy: Branch']]);
  });

  it('stops for the devices of a child that disables the item, and only for them', async () => {
    expect((await putItem(childId, 'nightly', item({ enabled: false }))).statusCode).toBe(200);
    const before = new Set((await runs()).map((r) => r.id));
    const next = new Date(at.getTime() + DAY);
    await sweepPolicyScripts(ctx, next);
    await sweepPolicyScripts(ctx, next);
    const fired = (await runs()).filter((r) => !before.has(r.id));
    expect(fired.map((r) => r.device_id)).toEqual([online.nodeId, offline.nodeId]);
  });
});
