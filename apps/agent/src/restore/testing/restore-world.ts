// Test helper for restores end to end: a real server listening on a loopback port and real agents
// (each with its own state and --root folder), plans backed up by them, and restore jobs run to the end.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect } from 'vitest';
import { createTestApp, type TestApp } from '../../../../server/src/testing/test-app.ts';
import type { TestClient } from '../../../../server/src/testing/test-client.ts';
import { enroll } from '../../enroll.ts';
import { type RunningAgent, type RunOptions, startAgent } from '../../run.ts';

/** Waits until check() holds (usable in set-up hooks, unlike expect.poll). */
export async function until(
  check: () => boolean | Promise<boolean>,
  what: string,
  timeout = 10_000,
): Promise<void> {
  const end = Date.now() + timeout;
  while (!(await check())) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 25));
  }
}

export interface TestDevice {
  nodeId: number;
  root: string;
  options: RunOptions;
  agent: RunningAgent;
}

export class RestoreWorld {
  private folders: string[] = [];
  readonly devices: TestDevice[] = [];

  private constructor(
    readonly t: TestApp,
    readonly port: number,
    readonly organizationId: number,
  ) {}

  /** env adds to the test server's (S3_* to keep backup data in a bucket). */
  static async start(env: Record<string, string> = {}): Promise<RestoreWorld> {
    const t = await createTestApp(env);
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const address = t.app.server.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    const organizationId = (await t.admin.post('/api/organizations', { name: 'Restore org' })).json().id;
    return new RestoreWorld(t, port, organizationId);
  }

  /** The administrator on the current server instance (a new one after restartServer). */
  get admin(): TestClient {
    return this.t.admin.on(this.t.app);
  }

  tempFolder(prefix: string): string {
    const folder = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
    this.folders.push(folder);
    return folder;
  }

  async device(hostname: string, extra: Partial<RunOptions> = {}): Promise<TestDevice> {
    const { token } = (await this.admin.get(`/api/organizations/${this.organizationId}/enrollment`)).json();
    const stateDir = this.tempFolder('warden-agent-state-');
    // The root sits alone in a folder of its own, so that a test can check that nothing was written
    // beside it: the system's temporary folder is shared with tests running at the same time.
    const root = path.join(this.tempFolder('warden-agent-root-'), 'root');
    fs.mkdirSync(root);
    const { nodeId } = await enroll({
      serverUrl: `http://127.0.0.1:${this.port}`,
      token,
      stateDir,
      hostname,
    });
    const options = { stateDir, root, ...extra };
    const device = { nodeId, root, options, agent: startAgent(options) };
    this.devices.push(device);
    await until(() => this.t.app.agentHub.isConnected(nodeId), `${hostname} to connect`);
    return device;
  }

  /** Stops the device's agent (as a service stop would) and starts it again, with other options if given. */
  async restartAgent(device: TestDevice, extra: Partial<RunOptions> = {}): Promise<void> {
    device.agent.stop();
    device.options = { ...device.options, ...extra };
    device.agent = startAgent(device.options);
    await until(() => this.t.app.agentHub.isConnected(device.nodeId), 'the agent to connect again');
  }

  async restartServer(): Promise<void> {
    await this.t.restart();
    await this.t.app.listen({ port: this.port, host: '127.0.0.1' });
  }

  /** A CLOUD file plan of the device's Documents folder. */
  async documentsPlan(device: TestDevice): Promise<number> {
    const res = await this.admin.post(`/api/backup/nodes/${device.nodeId}/plan-definitions`, {
      name: 'Documents',
      type: 'FILE_FOLDER',
      destination: 'CLOUD',
      schedule: { scheduleType: 'DAILY', scheduleHour: 3 },
      commonFolders: ['DOCUMENTS'],
    });
    if (res.statusCode !== 201) throw new Error(`plan: ${res.body}`);
    return res.json().id;
  }

  /** Runs the plan now and answers its backup job id. */
  async backUp(device: TestDevice, planId: number): Promise<number> {
    await device.agent.backups.refresh();
    device.agent.backups.enqueue(planId);
    await device.agent.backups.idle();
    const job = await this.t.app.db.kysely
      .selectFrom('backup_jobs')
      .selectAll()
      .where('plan_id', '=', planId)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    if (job.status !== 'COMPLETED') throw new Error(`backup ${job.status}: ${job.error}`);
    return job.id;
  }

  async restore(input: Record<string, unknown>): Promise<string> {
    const res = await this.admin.post('/api/backup/restore-jobs', [
      { destinationNodeName: 'destination', sourceNodeName: 'source', sourcePlanName: 'Documents', ...input },
    ]);
    expect(res.json(), res.body).toMatchObject({ resultCode: 'SUCCESS' });
    return res.json().jobs[0].jobUID;
  }

  async job(jobUID: string) {
    return (await this.admin.get(`/api/backup/restore-jobs/${jobUID}`)).json();
  }

  async waitForEnd(jobUID: string, timeout = 30_000) {
    await expect
      .poll(async () => (await this.job(jobUID)).status, { timeout, interval: 100 })
      .not.toBe('processing');
    return this.job(jobUID);
  }

  async close(): Promise<void> {
    for (const device of this.devices) device.agent.stop();
    await this.t.close();
    for (const folder of this.folders) fs.rmSync(folder, { recursive: true, force: true });
  }
}

export function writeFile(root: string, rel: string, content: string | Buffer): void {
  const full = path.join(root, rel);
  fs.mkdirSync(path.dirname(full), { recursive: true });
  fs.writeFileSync(full, content);
}

export const sha256 = (data: Buffer | string) => createHash('sha256').update(data).digest('hex');

/** The SHA-256 of every file under folder, by path relative to it (deep-comparing megabytes is slow). */
export function filesUnder(folder: string): Map<string, string> {
  const files = new Map<string, string>();
  if (!fs.existsSync(folder)) return files;
  for (const entry of fs.readdirSync(folder, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const full = path.join(entry.parentPath, entry.name);
    files.set(path.relative(folder, full), sha256(fs.readFileSync(full)));
  }
  return files;
}

export function tempFilesUnder(folder: string): string[] {
  return [...filesUnder(folder).keys()].filter((p) => path.basename(p).startsWith('.warden-restore-'));
}
