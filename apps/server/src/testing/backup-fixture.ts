// Test helper: plays a device agent through the real ingest calls — encodes files with the
// organisation's key, uploads only missing chunks and commits a backup job — so server tests get real
// backups without starting an agent. `withPlan` adds one plan of ROOT for tests that only need some
// backed-up files (restore jobs, scope checks) rather than a given layout.
import { createHash } from 'node:crypto';
import { encodeChunk, FastCdc } from '@warden/store';
import type { InjectOptions } from 'fastify';
import { enrolDevice } from './enrolled-device.ts';
import { createTestApp, type TestApp } from './test-app.ts';

export interface FixtureFiles {
  [path: string]: string | Buffer | null;
}

export const ROOT = '/srv/docs';
type EnrolledDevice = Awaited<ReturnType<typeof enrolDevice>>;

/** Calls the agent API as the device holding `authorization`. */
export function agentCaller(t: TestApp, authorization: string) {
  return (
    method: 'GET' | 'POST' | 'PUT',
    url: string,
    payload?: unknown,
    contentType = 'application/json',
  ) => {
    const options: InjectOptions = { method, url, headers: { authorization } };
    if (payload !== undefined) {
      options.headers = { ...options.headers, 'content-type': contentType };
      options.payload = payload as InjectOptions['payload'];
    }
    return t.app.inject(options);
  };
}

export class BackupFixture {
  private key: Buffer | null = null;
  private plan: { id: number; local: boolean } | null = null;
  readonly agent: ReturnType<typeof agentCaller>;

  private constructor(
    readonly t: TestApp,
    readonly device: EnrolledDevice,
  ) {
    this.agent = agentCaller(t, device.authorization);
  }

  static async create(t: TestApp, opts: Parameters<typeof enrolDevice>[1] = {}) {
    return new BackupFixture(t, await enrolDevice(t, opts));
  }

  /** A new device (in organizationId, or a new organisation) with one CLOUD or LOCAL plan of ROOT. */
  static async withPlan(
    t: TestApp,
    opts: Parameters<typeof enrolDevice>[1] & { destination?: 'CLOUD' | 'LOCAL' } = {},
  ) {
    const { destination = 'CLOUD', ...device } = opts;
    const fixture = await BackupFixture.create(t, device);
    const id = await fixture.createPlan({
      name: `Docs ${destination}`,
      destination,
      paths: [ROOT],
      ...(destination === 'LOCAL' ? { localPath: '/mnt/nas/warden' } : {}),
    });
    fixture.plan = { id, local: destination === 'LOCAL' };
    return fixture;
  }

  get nodeId(): number {
    return this.device.nodeId;
  }

  get organizationId(): number {
    return this.device.organizationId;
  }

  get authorization(): string {
    return this.device.authorization;
  }

  /** The plan `withPlan` made. */
  get planId(): number {
    if (!this.plan) throw new Error('this fixture was made without a plan: use BackupFixture.withPlan');
    return this.plan.id;
  }

  /** One backup job of the `withPlan` plan (to the cloud or the local destination it names). */
  run(files: FixtureFiles): Promise<number> {
    const local = this.plan?.local ?? false;
    return this.backup(this.planId, ROOT, files, { onLocal: local, onCloud: !local });
  }

  async createPlan(body: Record<string, unknown>): Promise<number> {
    const res = await this.t.admin.post(`/api/backup/nodes/${this.nodeId}/plan-definitions`, {
      type: 'FILE_FOLDER',
      destination: 'CLOUD',
      schedule: { scheduleType: 'DAILY' },
      ...body,
    });
    if (res.statusCode !== 201) throw new Error(`plan: ${res.body}`);
    return res.json().id;
  }

  private async dataKey(): Promise<Buffer> {
    if (!this.key)
      this.key = Buffer.from((await this.agent('GET', '/api/agent/config')).json().dataKey, 'base64');
    return this.key;
  }

  /**
   * One backup job of `root`: each file given is new or changed (null marks it deleted). Folders between
   * the root and the files are created as needed. Answers the job id. The roots go with the job's start,
   * as the agent sends them, unless rootsAtStart is false (as an agent of an earlier version does).
   */
  async backup(
    planId: number,
    root: string,
    files: FixtureFiles,
    opts: { onLocal?: boolean; onCloud?: boolean; volume?: boolean; rootsAtStart?: boolean } = {},
  ): Promise<number> {
    const key = await this.dataKey();
    const roots = [fixtureRoot(root, opts.volume ?? false)];
    const start = opts.rootsAtStart === false ? { planId } : { planId, roots };
    const { jobId } = (await this.agent('POST', '/api/agent/backup-jobs', start)).json();
    const entries = [];
    const deletedPaths: string[] = [];
    for (const [path, content] of Object.entries(files)) {
      if (content === null) {
        deletedPaths.push(path);
        continue;
      }
      const data = Buffer.isBuffer(content) ? content : Buffer.from(content);
      const cdc = new FastCdc({ minSize: 64 * 1024, avgSize: 256 * 1024, maxSize: 1024 * 1024 });
      const pieces = [...cdc.push(Buffer.from(data)), ...cdc.finish()];
      const encoded = pieces.map((p) => encodeChunk(p, key));
      if (opts.onCloud !== false) {
        const { missing } = (
          await this.agent('POST', '/api/agent/chunks/missing', { ids: encoded.map((e) => e.id) })
        ).json();
        for (const e of encoded.filter((c) => missing.includes(c.id))) {
          await this.agent('PUT', `/api/agent/chunks/${e.id}`, e.data, 'application/octet-stream');
        }
      }
      entries.push({
        path,
        type: opts.volume ? 'VOLUME' : 'FILE',
        size: data.length,
        mtime: new Date().toISOString(),
        inode: null,
        mode: 0o640,
        uid: 1000,
        gid: 1000,
        hash: createHash('sha256').update(data).digest('hex'),
        chunks: encoded.map((e, i) => [e.id, pieces[i]!.length]),
        storedBytes: encoded.reduce((n, e) => n + e.data.length, 0),
      });
    }
    if (entries.length) {
      const staged = await this.agent('POST', `/api/agent/backup-jobs/${jobId}/entries`, { entries });
      if (staged.statusCode !== 200) throw new Error(`staging entries: ${staged.statusCode} ${staged.body}`);
    }
    const res = await this.agent('POST', `/api/agent/backup-jobs/${jobId}/commit`, {
      roots,
      deletedPaths,
      stats: { filesScanned: entries.length, bytesScanned: 0 },
      onLocal: opts.onLocal ?? false,
      onCloud: opts.onCloud ?? true,
    });
    if (res.statusCode !== 200) throw new Error(`commit: ${res.body}`);
    return jobId;
  }
}

function fixtureRoot(root: string, volume: boolean) {
  const name = root.split('/').filter(Boolean).pop() ?? root;
  return {
    path: root,
    name,
    rootType: volume ? 'VOLUME' : 'CUSTOM_FOLDER',
    cfid: null,
    volume: volume
      ? {
          id: '{6F1C2A3B-1111-4222-8333-944455556666}',
          name: root,
          label: name,
          location: root,
          size: 10_000_000,
          usedBytes: 5_000_000,
          fileSystem: 'ext4',
          partitionStyle: 'GPT',
        }
      : null,
  };
}

/**
 * A new test app with one device whose plan `name` of `root` has had each of `jobs` backed up in turn,
 * with the ids of those backup jobs.
 */
export async function appWithBackups(plan: { name: string; root: string }, ...jobs: FixtureFiles[]) {
  const t = await createTestApp();
  const f = await BackupFixture.create(t);
  const planId = await f.createPlan({ name: plan.name, paths: [plan.root] });
  const jobIds: number[] = [];
  for (const files of jobs) jobIds.push(await f.backup(planId, plan.root, files));
  return { t, f, planId, jobIds };
}

/** A restore-job input from source fixture to a destination, with the fields a test changes. */
export function restoreInput(
  source: BackupFixture,
  destinationNodeId: number,
  extra: Record<string, unknown> = {},
) {
  return {
    destinationNodeId,
    destinationNodeName: 'destination',
    sourceNodeId: source.nodeId,
    sourceNodeName: 'source',
    sourcePlanId: source.planId,
    sourcePlanName: 'Docs',
    sourcePath: ROOT,
    destinationPath: '/restore',
    collisionHandling: 'OVERWRITE',
    originalLocation: false,
    ...extra,
  };
}
