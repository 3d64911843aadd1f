// The demo's "Nightly disk check" firing against real agents: the demo's scripting set-up (seedScripts)
// on a workstation and a file server enrolled as the demo enrols them, then the scheduled-task sweep
// driven to the task's next occurrence. Both agents run the check, each run ends with output, and the
// firing and each run's end are activities; sweeping again at that time starts nothing more.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_TASK_NAME, seedScripts } from '../../../server/src/demo/demo-scripts.ts';
import { sweepScheduledTasks } from '../../../server/src/scheduled-tasks/task-sweep.ts';
import { OutputSignal } from '../../../server/src/scripts/runs/output-signal.ts';
import type { RunContext } from '../../../server/src/scripts/runs/run-context.ts';
import { runSignerFor } from '../../../server/src/scripts/runs/run-signing.ts';
import { enroll } from '../enroll.ts';
import { RestoreWorld, until } from '../restore/testing/restore-world.ts';
import { startAgent } from '../run.ts';

let world: RestoreWorld;
const devices = { workstation: 0, fileServer: 0 };

async function demoDevice(hostname: string, nodeClass: 'LINUX_WORKSTATION' | 'LINUX_SERVER') {
  const { token } = (await world.admin.get(`/api/organizations/${world.organizationId}/enrollment`)).json();
  const stateDir = world.tempFolder('warden-demo-state-');
  const root = world.tempFolder('warden-demo-root-');
  const serverUrl = `http://127.0.0.1:${world.port}`;
  const { nodeId } = await enroll({ serverUrl, token, stateDir, hostname, nodeClass });
  const options = { stateDir, root };
  world.devices.push({ nodeId, root, options, agent: startAgent(options) });
  await until(() => world.t.app.agentHub.isConnected(nodeId), `${hostname} to connect`);
  return nodeId;
}

// The demo's caller: the administrator's calls, failing on an error answer.
async function call(method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown) {
  const res = await world.admin.request(method, url, payload);
  if (res.statusCode >= 400) throw new Error(`${method} ${url}: ${res.statusCode} ${res.body}`);
  return res.json();
}

const taskRuns = () =>
  world.t.app.db.kysely
    .selectFrom('script_runs')
    .select(['id', 'device_id', 'status', 'exit_code', 'output_bytes'])
    .where('created_by_name', '=', `Scheduled task: ${DEMO_TASK_NAME}`)
    .orderBy('device_id')
    .execute();

beforeAll(async () => {
  world = await RestoreWorld.start();
  devices.workstation = await demoDevice('NW-WS-042', 'LINUX_WORKSTATION');
  devices.fileServer = await demoDevice('NW-FS-01', 'LINUX_SERVER');
  await seedScripts(world.t.app, call, { id: world.organizationId }, devices);
}, 60_000);
afterAll(async () => world?.close());

describe('the demo’s nightly disk check', () => {
  it('fires on both demo agents, which run it to the end with output, as activities', async () => {
    const { results } = await call(
      'GET',
      `/api/scripting/scheduled-tasks?name=${encodeURIComponent(DEMO_TASK_NAME)}`,
    );
    const task = await call('GET', `/api/scripting/scheduled-tasks/${results[0].id}`);
    expect(task.nextOccurrenceAt).not.toBeNull();
    expect(await taskRuns()).toEqual([]);

    const ctx: RunContext = {
      db: world.t.app.db,
      hub: world.t.app.agentHub,
      signer: runSignerFor(world.t.app.secrets),
      output: new OutputSignal(),
      log: world.t.app.log,
    };
    const at = new Date(task.nextOccurrenceAt);
    expect(await sweepScheduledTasks(ctx, new Date(at.getTime() - 1))).toEqual({ tasks: 0, runs: 0 });
    expect(await sweepScheduledTasks(ctx, at)).toEqual({ tasks: 1, runs: 2 });

    await expect
      .poll(async () => (await taskRuns()).map((r) => r.status), { timeout: 30_000, interval: 50 })
      .toEqual([
        expect.stringMatching(/^(SUCCEEDED|FAILED)$/),
        expect.stringMatching(/^(SUCCEEDED|FAILED)$/),
      ]);
    const runs = await taskRuns();
    expect(runs.map((r) => r.device_id)).toEqual(
      [devices.workstation, devices.fileServer].sort((a, b) => a - b),
    );
    for (const run of runs) {
      // 0, or 1 on a machine with a file system over 95 % full; df's listing either way.
      expect([0, 1]).toContain(run.exit_code);
      const output = await call('GET', `/api/scripting/runs/${run.id}/output`);
      expect(output.chunks.map((c: { text: string }) => c.text).join('')).toMatch(/^Filesystem/);
    }

    const activities = await world.t.app.db.kysely
      .selectFrom('activities')
      .select(['action', 'subject_id', 'device_id'])
      .where('action', 'in', ['SCHEDULED_TASK_RUN', 'SCRIPT_RUN_FINISHED'])
      .where(
        'subject_id',
        'in',
        runs.map((r) => r.id),
      )
      .orderBy('action')
      .orderBy('device_id')
      .execute();
    expect(activities).toEqual(
      ['SCHEDULED_TASK_RUN', 'SCRIPT_RUN_FINISHED'].flatMap((action) =>
        runs.map((r) => ({ action, subject_id: r.id, device_id: r.device_id })),
      ),
    );

    // The occurrence is claimed: sweeping again at that moment starts no second run.
    expect(await sweepScheduledTasks(ctx, at)).toEqual({ tasks: 0, runs: 0 });
    expect(await taskRuns()).toHaveLength(2);
  });
});
