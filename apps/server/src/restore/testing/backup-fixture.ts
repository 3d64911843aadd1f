// Test helper: devices with backups made through the agent ingest calls (no real agent), so restore
// jobs have files, revisions, deletions and chunks to name.
import { createHash } from 'node:crypto';
import { encodeChunk } from '@warden/store';
import { enrolDevice } from '../../testing/enrolled-device.ts';
import type { TestApp } from '../../testing/test-app.ts';

export const ROOT = '/srv/docs';
type Enrolled = Awaited<ReturnType<typeof enrolDevice>>;

export function agentCaller(t: TestApp, authorization: string) {
  return (method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown, type = 'application/json') =>
    t.app.inject({
      method,
      url,
      headers: { authorization, ...(payload === undefined ? {} : { 'content-type': type }) },
      ...(payload === undefined ? {} : { payload: payload as string }),
    });
}

export class BackupFixture {
  private constructor(
    private t: TestApp,
    readonly device: Enrolled,
    readonly planId: number,
    private key: Buffer,
  ) {}

  /** A new device (in organizationId, or a new organisation) with one CLOUD or LOCAL plan of ROOT. */
  static async create(
    t: TestApp,
    opts: { organizationId?: number; destination?: 'CLOUD' | 'LOCAL'; hostname?: string } = {},
  ): Promise<BackupFixture> {
    const device = await enrolDevice(t, { organizationId: opts.organizationId, hostname: opts.hostname });
    const destination = opts.destination ?? 'CLOUD';
    const plan = await t.admin.post(`/api/backup/nodes/${device.nodeId}/plan-definitions`, {
      name: `Docs ${destination}`,
      type: 'FILE_FOLDER',
      destination,
      schedule: { scheduleType: 'DAILY' },
      paths: [ROOT],
      ...(destination === 'LOCAL' ? { localPath: '/mnt/nas/warden' } : {}),
    });
    if (plan.statusCode !== 201) throw new Error(`plan: ${plan.body}`);
    const config = (await agentCaller(t, device.authorization)('GET', '/api/agent/config')).json();
    return new BackupFixture(t, device, plan.json().id, Buffer.from(config.dataKey, 'base64'));
  }

  get nodeId(): number {
    return this.device.nodeId;
  }

  /** One backup run: files with content are new or changed, null marks a deletion. Answers the job id. */
  async run(files: Record<string, string | null>): Promise<number> {
    const call = agentCaller(this.t, this.device.authorization);
    const local =
      (
        await this.t.app.db.kysely
          .selectFrom('backup_plans')
          .select('destination')
          .where('id', '=', this.planId)
          .executeTakeFirstOrThrow()
      ).destination === 'LOCAL';
    const { jobId } = (await call('POST', '/api/agent/backup-jobs', { planId: this.planId })).json();
    const entries = [];
    for (const [path, text] of Object.entries(files)) {
      if (text === null) continue;
      const content = Buffer.from(text);
      const chunk = encodeChunk(content, this.key);
      if (!local) await call('PUT', `/api/agent/chunks/${chunk.id}`, chunk.data, 'application/octet-stream');
      entries.push({
        path,
        type: 'FILE',
        size: content.length,
        mtime: '2024-05-01T10:00:00.000Z',
        inode: '1',
        mode: 0o640,
        uid: 1000,
        gid: 1000,
        hash: createHash('sha256').update(content).digest('hex'),
        chunks: [[chunk.id, content.length]],
        storedBytes: chunk.data.length,
      });
    }
    const staged = await call('POST', `/api/agent/backup-jobs/${jobId}/entries`, { entries });
    if (staged.statusCode !== 200) throw new Error(`staging entries: ${staged.body}`);
    const deletedPaths = Object.entries(files).flatMap(([p, text]) => (text === null ? [p] : []));
    const res = await call('POST', `/api/agent/backup-jobs/${jobId}/commit`, {
      roots: [{ path: ROOT, name: 'docs', rootType: 'CUSTOM_FOLDER', cfid: null, volume: null }],
      deletedPaths,
      stats: { filesScanned: entries.length, bytesScanned: 1 },
      onLocal: local,
      onCloud: !local,
    });
    if (res.statusCode !== 200) throw new Error(`commit: ${res.body}`);
    return jobId;
  }
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
