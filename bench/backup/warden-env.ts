// A real Warden server (SQLite, DATA_DIR under the bench folder) listening on loopback, and the
// console calls the benchmarks make: enrol an agent, define a plan, back up now, restore, download.
import fs from 'node:fs';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fillSearchIndex } from '../../apps/server/src/backup/browse/search-index.ts';
import { setServerHeapGrowth } from '../../apps/server/src/system/heap-growth.ts';
import { createTestApp, type TestApp } from '../../apps/server/src/testing/test-app.ts';
import { AgentProcess } from './agent-process.ts';

export interface Device {
  nodeId: number;
  stateDir: string;
  root: string;
  agent: AgentProcess;
}

export class WardenEnv {
  private devices: Device[] = [];

  private constructor(
    readonly t: TestApp,
    readonly url: string,
    readonly organizationId: number,
  ) {}

  /** env adds to the server's (S3_* keeps its backup data in a bucket). */
  static async start(work: string, env: Record<string, string> = {}): Promise<WardenEnv> {
    const dataDir = path.join(work, 'server-data');
    // This process is the server's, so it runs with the server's heap setting, as main.ts sets it.
    setServerHeapGrowth();
    const t = await createTestApp({ DATA_DIR: dataDir, LOG_LEVEL: 'warn', ...env });
    const url = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const org = await t.admin.post('/api/organizations', { name: 'Bench org' });
    return new WardenEnv(t, url, org.json().id);
  }

  get db() {
    return this.t.app.db.kysely;
  }

  /** Does now what the server's background task does within half a minute of a commit (SQLite only). */
  fillSearchIndex(): Promise<number> {
    return fillSearchIndex(this.t.app.db);
  }

  get dataDir(): string {
    return this.t.config.dataDir;
  }

  /** Enrols a device for an agent whose plans live under root, starts it and waits until it is online. */
  async addDevice(work: string, name: string, root: string): Promise<Device> {
    const { token } = (await this.t.admin.get(`/api/organizations/${this.organizationId}/enrollment`)).json();
    const stateDir = path.join(work, `${name}-state`);
    fs.mkdirSync(stateDir, { recursive: true });
    const nodeId = await AgentProcess.enroll(stateDir, this.url, token, name);
    const agent = AgentProcess.start(stateDir, root);
    const device = { nodeId, stateDir, root, agent };
    this.devices.push(device);
    for (let i = 0; !this.t.app.agentHub.isConnected(nodeId); i++) {
      if (i > 600) throw new Error(`the agent did not connect:\n${agent.output()}`);
      await sleep(50);
    }
    return device;
  }

  async createPlan(device: Device, name: string, paths: string[]): Promise<number> {
    const res = await this.t.admin.post(`/api/backup/nodes/${device.nodeId}/plan-definitions`, {
      name,
      type: 'FILE_FOLDER',
      destination: 'CLOUD',
      schedule: { scheduleType: 'DAILY', scheduleHour: 3 },
      paths,
    });
    if (res.statusCode !== 201) throw new Error(`plan: ${res.body}`);
    // The agent hears of the plan through a configuration change; give it a moment to fetch it.
    await sleep(500);
    return res.json().id;
  }

  /** "Back up now", timed until the job is recorded as finished. */
  async backUp(device: Device, planId: number) {
    const last = await this.lastJob(planId);
    const start = performance.now();
    const res = await this.t.admin.post(`/api/backup/nodes/${device.nodeId}/plan-definitions/${planId}/run`);
    if (!res.json().accepted) throw new Error(`back up now: ${res.body}`);
    for (;;) {
      const job = await this.lastJob(planId);
      if (job && job.id !== last?.id && job.status !== 'RUNNING') {
        const ms = performance.now() - start;
        if (job.status !== 'COMPLETED') throw new Error(`backup ${job.status}: ${job.error}`);
        return { ms, job };
      }
      await sleep(20);
    }
  }

  /** What the organisation's store holds: packs, their bytes, and the chunks in them. */
  async storedFigures(): Promise<string> {
    const packs = await this.db
      .selectFrom('packs')
      .select((eb) => [eb.fn.countAll<number>().as('count'), eb.fn.sum<number>('size').as('bytes')])
      .where('organization_id', '=', this.organizationId)
      .executeTakeFirstOrThrow();
    const chunks = await this.db
      .selectFrom('chunks')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('organization_id', '=', this.organizationId)
      .executeTakeFirstOrThrow();
    const mib = Number(packs.bytes ?? 0) / 1024 / 1024;
    return `${Number(chunks.count)} chunks in ${Number(packs.count)} packs of ${mib.toFixed(0)} MiB`;
  }

  private lastJob(planId: number) {
    return this.db
      .selectFrom('backup_jobs')
      .selectAll()
      .where('plan_id', '=', planId)
      .orderBy('id', 'desc')
      .executeTakeFirst();
  }

  /** A restore job of a whole backed-up folder into destination on the same device, timed to its end. */
  async restore(device: Device, planId: number, sourcePath: string, destination: string) {
    const start = performance.now();
    const res = await this.t.admin.post('/api/backup/restore-jobs', [
      {
        destinationNodeId: device.nodeId,
        destinationNodeName: 'bench',
        sourceNodeId: device.nodeId,
        sourceNodeName: 'bench',
        sourcePlanId: planId,
        sourcePlanName: 'bench',
        sourcePath,
        destinationPath: destination,
        collisionHandling: 'OVERWRITE',
        originalLocation: false,
      },
    ]);
    const body = res.json();
    if (res.statusCode !== 200 || body.resultCode !== 'SUCCESS') throw new Error(`restore: ${res.body}`);
    const jobUID = body.jobs[0].jobUID as string;
    // Read from the database, as backUp does: 50 calls a second through the API would be the
    // benchmark's own load on the server it measures (about 5 % of its main thread's samples).
    for (;;) {
      const job = await this.db
        .selectFrom('restore_jobs')
        .select(['status', 'error'])
        .where('uid', '=', jobUID)
        .executeTakeFirstOrThrow();
      if (job.status !== 'processing') {
        const ms = performance.now() - start;
        if (job.status !== 'completed' || job.error) throw new Error(`restore ${job.status}: ${job.error}`);
        return { ms, job };
      }
      await sleep(20);
    }
  }

  /** The signed download link of a file's latest revision, as the console asks for it. */
  async downloadLink(device: Device, planId: number, filePath: string): Promise<string> {
    const revision = await this.db
      .selectFrom('file_revisions as r')
      .innerJoin('backup_entries as e', 'e.id', 'r.entry_id')
      .select('r.id')
      .where('e.path', '=', filePath)
      .where('r.plan_id', '=', planId)
      .orderBy('r.id', 'desc')
      .executeTakeFirstOrThrow();
    const res = await this.t.admin.get(
      `/api/backup/lockhart/nodes/${device.nodeId}/plans/${planId}/revisions/${revision.id}/data`,
    );
    if (res.statusCode !== 200) throw new Error(`download link: ${res.statusCode} ${res.body}`);
    return new URL(res.json().url, this.url).toString();
  }

  /** Headers that make a fetch over loopback come from the signed-in administrator. */
  get adminHeaders(): Record<string, string> {
    return { cookie: this.t.admin.cookie };
  }

  async stopDevice(device: Device): Promise<void> {
    await device.agent.stop();
    this.devices = this.devices.filter((d) => d !== device);
  }

  async close(): Promise<void> {
    for (const device of this.devices) await device.agent.stop();
    this.devices = [];
    await this.t.close();
  }
}
