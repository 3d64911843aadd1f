// Script runs against the real server with a stand-in agent on the WebSocket: the values checked
// with the script's schema (400 naming the variable), the permission and organisation scope, the
// signature an enrolled agent can check, the queue and its expiry, cancel, the output cap and a
// lost link that fails the run unless the agent comes back in time.
import { createPublicKey, verify } from 'node:crypto';
import {
  canonicalRunPayload,
  RUN_REPORT_GRACE_MS,
  SCRIPT_OUTPUT_CAP_BYTES,
  type ServerToAgent,
} from '@warden/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { WebSocket } from 'ws';
import { enrolDevice } from '../../testing/enrolled-device.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { DISCONNECTED_REASON, EXPIRED_REASON, sweepRuns } from './run-sweep.ts';

let t: TestApp;
let scriptId: number;
const sockets: WebSocket[] = [];

type Device = Awaited<ReturnType<typeof enrolDevice>>;

/** A stand-in agent that records what the server tells it. */
async function connect(device: Device) {
  const received: ServerToAgent[] = [];
  const ws = await t.app.injectWS(
    '/api/agent/ws',
    { headers: { authorization: device.authorization } },
    { onInit: (socket) => socket.on('message', (data) => received.push(JSON.parse(data.toString()))) },
  );
  sockets.push(ws);
  await expect.poll(() => t.app.agentHub.isConnected(device.nodeId)).toBe(true);
  const say = (message: Record<string, unknown>) => ws.send(JSON.stringify(message));
  return { ws, received, say };
}

async function disconnect(ws: WebSocket, nodeId: number) {
  ws.terminate();
  await expect.poll(() => t.app.agentHub.isConnected(nodeId)).toBe(false);
}

const start = (deviceIds: number[], variables: Record<string, unknown> = { count: 2, mode: 'fast' }) =>
  t.admin.post('/api/scripting/runs', { scriptId, deviceIds, variables });
const run = async (id: number) => (await t.admin.get(`/api/scripting/runs/${id}`)).json();

beforeAll(async () => {
  t = await createTestApp();
  const res = await t.admin.post('/api/scripting/scripts', {
    name: 'Clean temp',
    language: 'SHELL',
    operatingSystems: ['LINUX'],
    timeoutSeconds: 60,
    body: 'echo "$count $mode"',
    variables: [
      { name: 'Count', type: 'INTEGER', required: true },
      { name: 'Mode', type: 'DROPDOWN', valueList: ['fast', 'slow'] },
      { name: 'Since', type: 'DATE' },
    ],
  });
  expect(res.statusCode, res.body).toBe(201);
  scriptId = res.json().id;
});
afterAll(async () => {
  for (const ws of sockets) ws.terminate();
  await t.close();
});

describe('starting a run', () => {
  it('answers 400 naming each variable with a wrong, missing or unlisted value', async () => {
    const device = await enrolDevice(t);
    const cases: [Record<string, unknown>, string, RegExp][] = [
      [{ count: 'abc' }, 'variables.count', /'Count' must be a whole number/],
      [{ mode: 'fast' }, 'variables.count', /'Count' is required/],
      [{ count: 1, mode: 'medium' }, 'variables.mode', /'Mode' must be one of: fast, slow/],
      [{ count: 1, since: 'yesterday' }, 'variables.since', /'Since' must be a date/],
    ];
    for (const [variables, field, message] of cases) {
      const res = await start([device.nodeId], variables);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().error.fields[field]).toMatch(message);
      expect(res.json().error.message).toMatch(message);
    }
    const runs = (await t.admin.get(`/api/scripting/runs?deviceId=${device.nodeId}`)).json();
    expect(runs.totalElements).toBe(0);
  });

  it("refuses a device whose OS the script does not run on, and a script that doesn't exist", async () => {
    const windows = await enrolDevice(t, { platform: 'win32', hostname: 'win-01' });
    const res = await start([windows.nodeId]);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields.deviceIds).toMatch(/not on win-01/);
    const missing = await t.admin.post('/api/scripting/runs', {
      scriptId: 999_999,
      deviceIds: [windows.nodeId],
    });
    expect(missing.statusCode).toBe(404);
  });

  it('needs canRunScripts, and reaches only devices of the technician’s organisations', async () => {
    const mine = await enrolDevice(t);
    const theirs = await enrolDevice(t);
    expect(
      (await (await t.admin.technicianWith(['canManageScripts'])).post('/api/scripting/runs', {})).statusCode,
    ).toBe(403);
    const limited = await t.admin.technicianWith(['canRunScripts'], {
      organizationIds: [mine.organizationId],
    });
    const body = { scriptId, variables: { count: 1 } };
    expect(
      (await limited.post('/api/scripting/runs', { ...body, deviceIds: [mine.nodeId, theirs.nodeId] }))
        .statusCode,
    ).toBe(404);
    const ok = await limited.post('/api/scripting/runs', { ...body, deviceIds: [mine.nodeId] });
    expect(ok.statusCode).toBe(201);
    const other = (await start([theirs.nodeId])).json().runs[0].id;
    expect((await limited.get(`/api/scripting/runs/${other}`)).statusCode).toBe(404);
    const listed = (await limited.get('/api/scripting/runs')).json();
    expect(listed.results.map((r: { deviceId: number }) => r.deviceId)).toEqual([mine.nodeId]);
  });

  it('sends a signed run at once to a connected agent, one run per device', async () => {
    const a = await enrolDevice(t);
    const b = await enrolDevice(t, { organizationId: a.organizationId });
    const { token } = (await t.admin.get(`/api/organizations/${a.organizationId}/enrollment`)).json();
    const enrolled = await t.app.inject({
      method: 'POST',
      url: '/api/agent/enroll',
      payload: { token, hostname: 'k', platform: 'linux', osName: 'x', isServer: false, agentVersion: 't' },
    });
    const publicKey = createPublicKey({
      key: Buffer.from(enrolled.json().scriptSigningKey, 'base64'),
      format: 'der',
      type: 'spki',
    });
    const agent = await connect(a);
    const res = await start([a.nodeId, b.nodeId, a.nodeId], { count: '7', mode: 'slow' });
    expect(res.statusCode, res.body).toBe(201);
    const runs = res.json().runs as { id: number; deviceId: number; status: string }[];
    expect(runs.map((r) => [r.deviceId, r.status])).toEqual([
      [a.nodeId, 'SENT'],
      [b.nodeId, 'QUEUED'],
    ]);
    await expect.poll(() => agent.received.filter((m) => m.type === 'runScript').length).toBe(1);
    const message = agent.received.find((m) => m.type === 'runScript')!;
    if (message.type !== 'runScript') throw new Error('no run was sent');
    expect(message.payload).toMatchObject({
      runId: runs[0]!.id,
      nodeId: a.nodeId,
      language: 'SHELL',
      body: 'echo "$count $mode"',
      env: [
        ['count', '7'],
        ['mode', 'slow'],
        ['since', ''],
      ],
    });
    const signed = Buffer.from(canonicalRunPayload(message.payload), 'utf8');
    expect(verify(null, signed, publicKey, Buffer.from(message.signature, 'base64'))).toBe(true);
    await disconnect(agent.ws, a.nodeId);
  });
});

describe('the queue', () => {
  it('lists queued runs, cancels one, and expires the others after the window', async () => {
    const device = await enrolDevice(t);
    const [first, second] = await Promise.all([start([device.nodeId]), start([device.nodeId])]).then((r) =>
      r.map((x) => x.json().runs[0]),
    );
    expect(first.expiresAt).toBe(new Date(Date.parse(first.createdAt) + 24 * 3600_000).toISOString());
    const pending = (
      await t.admin.get(`/api/scripting/pending-runs?organizationId=${device.organizationId}`)
    ).json();
    expect(pending.results.map((r: { id: number }) => r.id)).toEqual(
      [first.id, second.id].sort((x, y) => x - y),
    );

    expect((await t.admin.post(`/api/scripting/runs/${first.id}/cancel`)).json().status).toBe('CANCELED');
    const report = await sweepRuns(
      t.app.db,
      { notify: () => {} } as never,
      new Date(Date.now() + 25 * 3600_000),
    );
    expect(report.expired).toBeGreaterThanOrEqual(1);
    expect(await run(second.id)).toMatchObject({ status: 'EXPIRED', failureReason: EXPIRED_REASON });
    expect((await run(first.id)).status).toBe('CANCELED');

    // An expired run is not sent when the device comes online.
    const agent = await connect(device);
    await new Promise((r) => setImmediate(r));
    expect(agent.received.filter((m) => m.type === 'runScript')).toEqual([]);
    await disconnect(agent.ws, device.nodeId);
  });
});

describe('reports from the agent', () => {
  it('keeps 1 MiB of output, counts the rest and ignores a piece sent twice', async () => {
    const device = await enrolDevice(t);
    const agent = await connect(device);
    const runId = (await start([device.nodeId])).json().runs[0].id;
    agent.say({ type: 'scriptStarted', runId });
    const piece = 'x'.repeat(32 * 1024);
    for (let seq = 1; seq <= 40; seq++)
      agent.say({ type: 'scriptOutput', runId, seq, stream: 'stdout', data: piece });
    agent.say({ type: 'scriptOutput', runId, seq: 40, stream: 'stdout', data: piece });
    agent.say({
      type: 'scriptFinished',
      runId,
      outcome: 'EXITED',
      exitCode: 0,
      reason: null,
      droppedBytes: 5,
    });
    await expect.poll(async () => (await run(runId)).status).toBe('SUCCEEDED');
    const done = await run(runId);
    expect(done.outputBytes).toBe(SCRIPT_OUTPUT_CAP_BYTES);
    expect(done.droppedBytes).toBe(40 * piece.length - SCRIPT_OUTPUT_CAP_BYTES + 5);
    // Read the way the console does: from an offset, a stretch at a time, until complete.
    let offset = 1000;
    let kept = 0;
    for (let reads = 1; ; reads++) {
      const out = (await t.admin.get(`/api/scripting/runs/${runId}/output?offset=${offset}`)).json();
      if (reads === 1) expect(out.chunks[0].offset).toBe(1000);
      kept += out.chunks.reduce((n: number, c: { text: string }) => n + c.text.length, 0);
      offset = out.nextOffset;
      if (out.complete) break;
      expect(reads).toBeLessThan(10);
    }
    expect(kept).toBe(SCRIPT_OUTPUT_CAP_BYTES - 1000);
    await disconnect(agent.ws, device.nodeId);
  });

  it('wakes a waiting output call as soon as output arrives', async () => {
    const device = await enrolDevice(t);
    const agent = await connect(device);
    const runId = (await start([device.nodeId])).json().runs[0].id;
    agent.say({ type: 'scriptStarted', runId });
    await expect.poll(async () => (await run(runId)).status).toBe('RUNNING');
    const began = Date.now();
    const waiting = t.admin.get(`/api/scripting/runs/${runId}/output?waitMs=20000`);
    await new Promise((r) => setTimeout(r, 50));
    agent.say({ type: 'scriptOutput', runId, seq: 1, stream: 'stderr', data: 'late line\n' });
    const out = (await waiting).json();
    expect(out.chunks).toEqual([{ offset: 0, stream: 'stderr', text: 'late line\n' }]);
    expect(Date.now() - began).toBeLessThan(5000);
    await disconnect(agent.ws, device.nodeId);
  });

  it('fails a run whose agent disconnected and did not come back before the timeout', async () => {
    const device = await enrolDevice(t);
    const agent = await connect(device);
    const runId = (await start([device.nodeId])).json().runs[0].id;
    agent.say({ type: 'scriptStarted', runId });
    await expect.poll(async () => (await run(runId)).status).toBe('RUNNING');
    await disconnect(agent.ws, device.nodeId);
    const { startedAt } = await run(runId);
    const before = new Date(Date.parse(startedAt) + 60_000 + RUN_REPORT_GRACE_MS - 1000);
    await sweepRuns(t.app.db, { notify: () => {} } as never, before);
    expect((await run(runId)).status).toBe('RUNNING');
    await sweepRuns(t.app.db, { notify: () => {} } as never, new Date(before.getTime() + 2000));
    expect(await run(runId)).toMatchObject({ status: 'FAILED', failureReason: DISCONNECTED_REASON });
  });

  it('goes on with a run whose agent reconnects and reports again before the timeout', async () => {
    const device = await enrolDevice(t);
    let agent = await connect(device);
    const runId = (await start([device.nodeId])).json().runs[0].id;
    agent.say({ type: 'scriptStarted', runId });
    agent.say({ type: 'scriptOutput', runId, seq: 1, stream: 'stdout', data: 'before\n' });
    await expect.poll(async () => (await run(runId)).outputBytes).toBe(7);
    await disconnect(agent.ws, device.nodeId);

    agent = await connect(device);
    // A RUNNING run is not sent again; the agent says it still has it.
    expect(agent.received.filter((m) => m.type === 'runScript')).toEqual([]);
    agent.say({ type: 'scriptStarted', runId });
    agent.say({ type: 'scriptOutput', runId, seq: 2, stream: 'stdout', data: 'after\n' });
    agent.say({
      type: 'scriptFinished',
      runId,
      outcome: 'EXITED',
      exitCode: 0,
      reason: null,
      droppedBytes: 0,
    });
    await expect.poll(async () => (await run(runId)).status).toBe('SUCCEEDED');
    const out = (await t.admin.get(`/api/scripting/runs/${runId}/output`)).json();
    expect(out.chunks.map((c: { text: string }) => c.text).join('')).toBe('before\nafter\n');
    await disconnect(agent.ws, device.nodeId);
  });

  it("ignores reports about another device's run", async () => {
    const owner = await enrolDevice(t);
    const intruder = await enrolDevice(t);
    const runId = (await start([owner.nodeId])).json().runs[0].id;
    const agent = await connect(intruder);
    agent.say({
      type: 'scriptFinished',
      runId,
      outcome: 'EXITED',
      exitCode: 0,
      reason: null,
      droppedBytes: 0,
    });
    agent.say({ type: 'scriptOutput', runId, seq: 1, stream: 'stdout', data: 'forged' });
    await new Promise((r) => setTimeout(r, 100));
    expect(await run(runId)).toMatchObject({ status: 'QUEUED', outputBytes: 0 });
    await disconnect(agent.ws, intruder.nodeId);
  });
});

describe('activities', () => {
  it('records each ended run as an activity of its device, with its result', async () => {
    const device = await enrolDevice(t);
    const agent = await connect(device);
    const done = (await start([device.nodeId])).json().runs[0].id;
    agent.say({ type: 'scriptStarted', runId: done });
    agent.say({
      type: 'scriptFinished',
      runId: done,
      outcome: 'EXITED',
      exitCode: 0,
      reason: null,
      droppedBytes: 0,
    });
    await expect.poll(async () => (await run(done)).status).toBe('SUCCEEDED');
    await disconnect(agent.ws, device.nodeId);
    const canceled = (await start([device.nodeId])).json().runs[0].id;
    expect((await t.admin.post(`/api/scripting/runs/${canceled}/cancel`)).json().status).toBe('CANCELED');
    const expired = (await start([device.nodeId])).json().runs[0].id;
    await sweepRuns(t.app.db, { notify: () => {} } as never, new Date(Date.now() + 25 * 3600_000));

    const list = (await t.admin.get(`/api/activities/devices/${device.nodeId}?type=SCRIPT`)).json();
    const byRun = new Map(list.results.map((a: { subjectId: number }) => [a.subjectId, a]));
    expect(byRun.get(done)).toMatchObject({
      action: 'SCRIPT_RUN_FINISHED',
      result: 'SUCCESS',
      message: 'Clean temp',
    });
    expect(byRun.get(canceled)).toMatchObject({ result: 'CANCELLED' });
    expect(byRun.get(expired)).toMatchObject({ result: 'FAILURE' });
  });
});
