// Script runs end to end: a real server and real agents over the WebSocket. A shell script with
// typed variables streams its output live; a run queued for an offline device reaches it when it
// comes online; an altered or unsigned body is refused; cancel stops `sleep 600` within 2 s; output
// past 1 MiB is capped and counted; a run as the logged-in user fails when no one is logged in and runs
// as that user when they are.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { SCRIPT_OUTPUT_CAP_BYTES, type ServerToAgent } from '@warden/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RestoreWorld, type TestDevice, until } from '../restore/testing/restore-world.ts';

let world: RestoreWorld;
let device: TestDevice;

async function script(body: string, extra: Record<string, unknown> = {}): Promise<number> {
  const res = await world.admin.post('/api/scripting/scripts', {
    name: `Script ${Math.random()}`,
    language: 'SHELL',
    operatingSystems: ['LINUX'],
    body,
    ...extra,
  });
  if (res.statusCode !== 201) throw new Error(`script: ${res.body}`);
  return res.json().id;
}

async function start(
  scriptId: number,
  variables: Record<string, unknown> = {},
  on = device,
): Promise<number> {
  const res = await world.admin.post('/api/scripting/runs', { scriptId, deviceIds: [on.nodeId], variables });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().runs[0].id;
}

const run = async (id: number) => (await world.admin.get(`/api/scripting/runs/${id}`)).json();

async function finished(id: number) {
  await expect
    .poll(async () => (await run(id)).status, { timeout: 20_000, interval: 50 })
    .toMatch(/SUCCEEDED|FAILED|CANCELED|EXPIRED/);
  return run(id);
}

/** Follows the output the way the console does, from an offset, until `until` holds for the text so far. */
async function follow(id: number, stop: (text: string, status: string) => boolean, from = 0) {
  let offset = from;
  let text = '';
  for (;;) {
    const res = await world.admin.get(`/api/scripting/runs/${id}/output?offset=${offset}&waitMs=5000`);
    const out = res.json();
    text += out.chunks.map((c: { text: string }) => c.text).join('');
    offset = out.nextOffset;
    if (stop(text, out.status) || out.complete) return { text, offset, status: out.status as string };
  }
}

beforeAll(async () => {
  world = await RestoreWorld.start();
  device = await world.device('ws-01');
});
afterAll(async () => world?.close());

describe('script runs on a real agent', () => {
  it('runs a shell script with typed variables and streams its output live', async () => {
    const gate = path.join(world.tempFolder('warden-gate-'), 'open');
    const id = await script(
      [
        'echo "greeting=$greeting count=$count verbose=$verbose mode=$mode"',
        'echo "warning: from stderr" >&2',
        'while [ ! -f "$gateFile" ]; do sleep 0.05; done',
        'i=0; while [ "$i" -lt "$count" ]; do echo "line $i"; i=$((i+1)); done',
      ].join('\n'),
      {
        variables: [
          { name: 'Greeting', type: 'TEXT', required: true },
          { name: 'Count', type: 'INTEGER', required: true },
          { name: 'Verbose', type: 'CHECKBOX' },
          { name: 'Mode', type: 'DROPDOWN', valueList: ['fast', 'slow'] },
          { name: 'Gate file', type: 'TEXT', required: true },
        ],
      },
    );
    const runId = await start(id, {
      greeting: 'hello there',
      count: '3',
      verbose: true,
      mode: 'slow',
      gateFile: gate,
    });

    // The first lines reach the console while the script still waits for the gate: streamed, not sent at the end.
    const first = await follow(runId, (text) => text.includes('from stderr') && text.includes('greeting='));
    expect(first.status).toBe('RUNNING');
    expect(first.text).toContain('greeting=hello there count=3 verbose=true mode=slow');
    fs.writeFileSync(gate, '');
    const rest = await follow(runId, () => false, first.offset);
    expect(rest.text).toBe('line 0\nline 1\nline 2\n');

    const done = await finished(runId);
    expect(done).toMatchObject({ status: 'SUCCEEDED', exitCode: 0, failureReason: null, droppedBytes: 0 });
    expect(done.variables).toContainEqual({
      name: 'Count',
      calculatedName: 'count',
      type: 'INTEGER',
      value: '3',
    });
    const all = (await world.admin.get(`/api/scripting/runs/${runId}/output`)).json();
    expect(
      all.chunks
        .filter((c: { stream: string }) => c.stream === 'stderr')
        .map((c: { text: string }) => c.text),
    ).toEqual(['warning: from stderr\n']);
  });

  it('reports a failing exit code', async () => {
    const done = await finished(await start(await script('echo bad >&2\nexit 3')));
    expect(done).toMatchObject({
      status: 'FAILED',
      exitCode: 3,
      failureReason: 'The script exited with code 3',
    });
  });

  it('queues a run for an offline device and runs it when the device comes online', async () => {
    const other = await world.device('ws-offline');
    other.agent.stop();
    await until(() => !world.t.app.agentHub.isConnected(other.nodeId), 'the agent to go away');
    const runId = await start(await script('echo "ran on $(hostname) at last"'), {}, other);
    expect((await run(runId)).status).toBe('QUEUED');
    const pending = (await world.admin.get(`/api/scripting/pending-runs?deviceId=${other.nodeId}`)).json();
    expect(pending.results.map((r: { id: number }) => r.id)).toEqual([runId]);

    await world.restartAgent(other);
    const done = await finished(runId);
    expect(done.status).toBe('SUCCEEDED');
    expect((await follow(runId, () => false)).text).toContain('at last');
    expect(
      (await world.admin.get(`/api/scripting/pending-runs?deviceId=${other.nodeId}`)).json().results,
    ).toEqual([]);
  });

  it('refuses an altered or unsigned body and reports the refusal as the run failing', async () => {
    const marker = path.join(world.tempFolder('warden-marker-'), 'ran');
    const id = await script(`touch "${marker}"`);
    const hub = world.t.app.agentHub;
    const send = hub.send.bind(hub);
    const tamper: Array<(m: Extract<ServerToAgent, { type: 'runScript' }>) => typeof m> = [
      (m) => ({ ...m, payload: { ...m.payload, body: `touch "${marker}-altered"` } }),
      (m) => ({ ...m, signature: '' }),
    ];
    const reasons: string[] = [];
    try {
      for (const change of tamper) {
        hub.send = (deviceId, message) =>
          send(deviceId, message.type === 'runScript' ? change(message) : message);
        const done = await finished(await start(id));
        expect(done.status).toBe('FAILED');
        reasons.push(done.failureReason);
      }
    } finally {
      hub.send = send;
    }
    expect(reasons).toEqual([
      'The script was refused: its signature does not match its content',
      'The script was refused: it is not signed',
    ]);
    expect(fs.existsSync(marker) || fs.existsSync(`${marker}-altered`)).toBe(false);
  });

  it('cancels a running `sleep 600` within 2 s, with everything it started', async () => {
    const runId = await start(await script('sleep 600 &\necho "$!"\nwait'));
    const { text } = await follow(runId, (t) => t.endsWith('\n'));
    const sleepPid = Number(text.trim());
    expect((await run(runId)).status).toBe('RUNNING');

    const began = Date.now();
    const res = await world.admin.post(`/api/scripting/runs/${runId}/cancel`);
    expect(res.statusCode).toBe(200);
    await expect
      .poll(async () => (await run(runId)).status, { interval: 20, timeout: 5000 })
      .toBe('CANCELED');
    expect(Date.now() - began).toBeLessThan(2000);
    await until(() => !alive(sleepPid), 'the sleep to be gone', 2000);
    expect((await world.admin.post(`/api/scripting/runs/${runId}/cancel`)).statusCode).toBe(409);
  });

  it('keeps 1 MiB of output and counts the rest', async () => {
    const total = 1_500_000;
    const runId = await start(await script(`head -c ${total} /dev/zero | tr '\\0' 'a'`));
    const done = await finished(runId);
    expect(done).toMatchObject({ status: 'SUCCEEDED', outputBytes: SCRIPT_OUTPUT_CAP_BYTES });
    expect(done.droppedBytes).toBe(total - SCRIPT_OUTPUT_CAP_BYTES);
    const { text } = await follow(runId, () => false);
    expect(text.length).toBe(SCRIPT_OUTPUT_CAP_BYTES);
  });
});

describe('runs as the logged-in user', () => {
  const whoAmI = () => script('id -un', { runAs: 'LOGGED_IN_USER' });

  it('fails with the reason, recorded as a failed activity, when no user is logged in', async () => {
    const nobodyHome = await world.device('ws-no-session', { loginSessions: async () => [] });
    const runId = await start(await whoAmI(), {}, nobodyHome);
    expect(await finished(runId)).toMatchObject({
      status: 'FAILED',
      exitCode: null,
      failureReason: 'No user is logged in',
    });
    const activity = await world.t.app.db.kysely
      .selectFrom('activities')
      .select(['result', 'device_id'])
      .where('action', '=', 'SCRIPT_RUN_FINISHED')
      .where('subject_id', '=', runId)
      .executeTakeFirstOrThrow();
    expect(activity).toEqual({ result: 'FAILURE', device_id: nobodyHome.nodeId });
  });

  it('runs the script as the logged-in user when that is the agent’s own user', async () => {
    const me = os.userInfo().username;
    const seated = await world.device('ws-seated', {
      loginSessions: async () => [{ user: me, console: true, active: true, remote: false }],
    });
    const runId = await start(await whoAmI(), {}, seated);
    expect(await finished(runId)).toMatchObject({ status: 'SUCCEEDED', exitCode: 0 });
    expect((await follow(runId, () => false)).text).toBe(`${me}\n`);
  });
});

/** Whether a process still runs (a zombie left to an init that does not reap counts as gone). */
function alive(pid: number): boolean {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    return !/^\d+ \(.*\) Z/.test(stat);
  } catch {
    return false;
  }
}
