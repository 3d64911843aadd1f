// Test helper: plays a device agent through the real ingest calls — encodes files with the
// organisation's key, uploads only missing chunks and commits a backup job — so server tests get real
// backups without starting an agent.
import { createHash } from 'node:crypto';
import { encodeChunk, FastCdc } from '@warden/store';
import type { InjectOptions } from 'fastify';
import { enrolDevice } from './enrolled-device.ts';
import type { TestApp } from './test-app.ts';

export interface FixtureFiles {
  [path: string]: string | Buffer | null;
}

export class BackupFixture {
  private key: Buffer | null = null;

  private constructor(
    readonly t: TestApp,
    readonly nodeId: number,
    readonly organizationId: number,
    readonly authorization: string,
  ) {}

  static async create(t: TestApp, opts: Parameters<typeof enrolDevice>[1] = {}) {
    const d = await enrolDevice(t, opts);
    return new BackupFixture(t, d.nodeId, d.organizationId, d.authorization);
  }

  agent(method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown, contentType = 'application/json') {
    const options: InjectOptions = { method, url, headers: { authorization: this.authorization } };
    if (payload !== undefined) {
      options.headers = { ...options.headers, 'content-type': contentType };
      options.payload = payload as InjectOptions['payload'];
    }
    return this.t.app.inject(options);
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
   * the root and the files are created as needed. Answers the job id.
   */
  async backup(
    planId: number,
    root: string,
    files: FixtureFiles,
    opts: { onLocal?: boolean; onCloud?: boolean; volume?: boolean } = {},
  ): Promise<number> {
    const key = await this.dataKey();
    const { jobId } = (await this.agent('POST', '/api/agent/backup-jobs', { planId })).json();
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
        mode: 0o100644,
        uid: null,
        gid: null,
        hash: createHash('sha256').update(data).digest('hex'),
        chunks: encoded.map((e, i) => [e.id, pieces[i]!.length]),
        storedBytes: encoded.reduce((n, e) => n + e.data.length, 0),
      });
    }
    if (entries.length) {
      const staged = await this.agent('POST', `/api/agent/backup-jobs/${jobId}/entries`, { entries });
      if (staged.statusCode !== 200) throw new Error(`staging entries: ${staged.statusCode} ${staged.body}`);
    }
    const name = root.split('/').filter(Boolean).pop() ?? root;
    const res = await this.agent('POST', `/api/agent/backup-jobs/${jobId}/commit`, {
      roots: [
        {
          path: root,
          name,
          rootType: opts.volume ? 'VOLUME' : 'CUSTOM_FOLDER',
          cfid: null,
          volume: opts.volume
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
        },
      ],
      deletedPaths,
      stats: { filesScanned: entries.length, bytesScanned: 0 },
      onLocal: opts.onLocal ?? false,
      onCloud: opts.onCloud ?? true,
    });
    if (res.statusCode !== 200) throw new Error(`commit: ${res.body}`);
    return jobId;
  }
}
