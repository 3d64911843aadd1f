// Conditions end to end: a real server and a real agent over the WebSocket. The server delivers the
// agent its policy (mapped to the device's role) and the agent evaluates its service-stopped condition with the process-based check (systemd does not run here), so
// the test runs the "service" itself: a copy of sleep under a name of its own, stopped and started
// again. Stopping it raises an alert within one evaluation interval; starting it again resets it.
import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { policyWithConditions } from '../../../server/src/alerts/testing/alert-policy.ts';
import { RestoreWorld, type TestDevice, until } from '../restore/testing/restore-world.ts';

const INTERVAL_MS = 1000;
/** Room for the report to cross the link and be written, beyond the interval itself. */
const TRANSPORT_MS = 1000;

let world: RestoreWorld;
let device: TestDevice;
let service: ChildProcess | null = null;
let binary: string;
const serviceName = `wsvc-${Math.random().toString(36).slice(2, 8)}`;

function startService() {
  service = spawn(binary, ['600'], { stdio: 'ignore' });
}

async function stopService() {
  const child = service;
  service = null;
  if (!child || child.exitCode !== null) return;
  await new Promise<void>((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGKILL');
  });
}

const alerts = async (state: string) =>
  (await world.admin.get(`/api/alerts?deviceId=${device.nodeId}&state=${state}`)).json().results as Array<{
    conditionKey: string;
    message: string;
  }>;

beforeAll(async () => {
  world = await RestoreWorld.start();
  binary = path.join(world.tempFolder('warden-svc-'), serviceName);
  fs.copyFileSync('/bin/sleep', binary);
  fs.chmodSync(binary, 0o755);
  device = await world.device('svc-01', { conditionIntervalMs: INTERVAL_MS });
  const { node_class } = await world.t.app.db.kysely
    .selectFrom('devices')
    .select('node_class')
    .where('id', '=', device.nodeId)
    .executeTakeFirstOrThrow();
  // Running before the policy names it: the agent evaluates the moment the policy arrives, which can
  // be before the call that made the policy has answered.
  startService();
  await policyWithConditions(world.admin, world.organizationId, node_class as 'LINUX_SERVER', {
    svc: { name: 'Test service stopped', condition: { type: 'SERVICE_STOPPED', serviceName } },
  });
  // The policy reaches the agent over the link, as every policy change does.
  await until(() => device.agent.policy.current()?.conditions[0]?.key === 'svc', 'the policy to arrive');
});
afterAll(async () => {
  await stopService();
  await world?.close();
});

describe('a service-stopped condition on a real agent', () => {
  it('raises within one evaluation interval of the service stopping and resets when it runs again', async () => {
    // Running: the agent's first pass reports it passing, and nothing is raised.
    await expect
      .poll(() => device.agent.conditions.lastResult('svc'), { timeout: INTERVAL_MS * 3 })
      .toBe('PASSING');
    expect(await alerts('RAISED')).toEqual([]);

    await stopService();
    await expect
      .poll(async () => (await alerts('RAISED')).map((a) => a.message), {
        timeout: INTERVAL_MS + TRANSPORT_MS,
        interval: 50,
      })
      .toEqual([`Service ${serviceName} is stopped`]);

    startService();
    await expect
      .poll(async () => (await alerts('RAISED')).length, {
        timeout: INTERVAL_MS + TRANSPORT_MS,
        interval: 50,
      })
      .toBe(0);
    expect((await alerts('RESET')).map((a) => a.conditionKey)).toEqual(['svc']);
  });
});
