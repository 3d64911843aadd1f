// A backup whose agent process is killed with SIGKILL half-way: nothing of it becomes visible, the next
// run completes, and the integrity check finds every revision's chunks present and intact.
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RestoreWorld, type TestDevice, until, writeFile } from '../restore/testing/restore-world.ts';

const agentBin = path.resolve(import.meta.dirname, '../../bin/warden-agent.js');
const FILES = 48;

let world: RestoreWorld;
let device: TestDevice;
let planId: number;
let child: ChildProcess | null = null;

/** The real warden-agent command as its own process, so that it can be killed outright. */
async function startAgentProcess(): Promise<ChildProcess> {
  const started = spawn(
    process.execPath,
    [agentBin, 'run', '--state', device.options.stateDir, '--root', device.root],
    { stdio: 'ignore' },
  );
  await until(() => world.t.app.agentHub.isConnected(device.nodeId), 'the agent process to connect', 30_000);
  return started;
}

const db = () => world.t.app.db.kysely;
const jobs = () =>
  db()
    .selectFrom('backup_jobs')
    .select(['id', 'status'])
    .where('plan_id', '=', planId)
    .orderBy('id')
    .execute();
const revisions = async () =>
  (await db().selectFrom('file_revisions').select('id').where('plan_id', '=', planId).execute()).length;
const runNow = () => world.admin.post(`/api/backup/nodes/${device.nodeId}/plan-definitions/${planId}/run`);

beforeAll(async () => {
  world = await RestoreWorld.start();
  device = await world.device('killed-01');
  // Incompressible data, so that the run takes long enough to be interrupted part-way.
  for (let i = 0; i < FILES; i++) writeFile(device.root, `Documents/part-${i}.bin`, randomBytes(1024 * 1024));
  planId = await world.documentsPlan(device);
  device.agent.stop();
  await until(() => !world.t.app.agentHub.isConnected(device.nodeId), 'the in-process agent to leave');
  child = await startAgentProcess();
}, 60_000);

afterAll(async () => {
  child?.kill('SIGKILL');
  await world?.close();
});

describe('an agent killed during a backup', () => {
  it('leaves nothing visible, completes on the next run, and verifies clean', async () => {
    expect((await runNow()).json()).toMatchObject({ accepted: true });
    const chunksStored = async () => (await db().selectFrom('chunks').select('id').execute()).length > 0;
    await until(chunksStored, 'the first chunks to arrive', 30_000);
    child!.kill('SIGKILL');
    await until(() => !world.t.app.agentHub.isConnected(device.nodeId), 'the killed agent to drop');

    expect((await jobs()).map((j) => j.status)).toEqual(['RUNNING']);
    expect(await revisions()).toBe(0);

    child = await startAgentProcess();
    expect((await runNow()).json()).toMatchObject({ accepted: true });
    await expect
      .poll(async () => (await jobs()).map((j) => j.status), { timeout: 60_000, interval: 200 })
      .toContain('COMPLETED');
    const statuses = (await jobs()).map((j) => j.status);
    expect(statuses.at(-1)).toBe('COMPLETED');
    expect(statuses).not.toContain('RUNNING');
    expect(await revisions()).toBe(FILES);

    const report = (await world.admin.post('/api/backup/verify', {})).json();
    expect(report.missing).toEqual([]);
    expect(report.corrupt).toEqual([]);
    expect(report.revisionsAffected).toBe(0);
    expect(report.chunksChecked).toBeGreaterThanOrEqual(FILES);
  }, 120_000);
});
