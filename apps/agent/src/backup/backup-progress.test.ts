// A real backup by the agent reports its figures to the server while it runs: its uploads are held
// until a report has arrived, so the run lasts as long as the reports take and no longer.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { agentApi, type Endpoint } from '@warden/domain';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../../../server/src/testing/test-app.ts';
import { ServerApi } from '../api/server-api.ts';
import { enroll } from '../enroll.ts';
import { type RunningAgent, startAgent } from '../run.ts';

let t: TestApp;
let agent: RunningAgent;
let nodeId: number;
let root: string;
let stateDir: string;

beforeAll(async () => {
  t = await createTestApp();
  const url = await t.app.listen({ port: 0, host: '127.0.0.1' });
  const orgId = (await t.admin.post('/api/organizations', { name: 'Progress org' })).json().id;
  const { token } = (await t.admin.get(`/api/organizations/${orgId}/enrollment`)).json();
  stateDir = fs.mkdtempSync(path.join(os.tmpdir(), 'warden-agent-state-'));
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'warden-agent-root-'));
  // Incompressible data, several upload batches' worth, so that reading waits on uploads.
  for (let i = 0; i < 40; i++) {
    fs.mkdirSync(path.join(root, 'Tree'), { recursive: true });
    fs.writeFileSync(path.join(root, 'Tree', `f${i}.bin`), randomBytes(1024 * 1024));
  }
  ({ nodeId } = await enroll({ serverUrl: url, token, stateDir }));
  agent = startAgent({ stateDir, root });
});

afterAll(async () => {
  vi.restoreAllMocks();
  agent?.stop();
  await t.close();
  for (const d of [stateDir, root]) fs.rmSync(d, { recursive: true, force: true });
});

describe('backup progress reports', () => {
  it('reports growing figures at least twice during a run, and none show once it has ended', async () => {
    const reports: { filesDone: number; bytesDone: number }[] = [];
    const call = ServerApi.prototype.call;
    vi.spyOn(ServerApi.prototype, 'call').mockImplementation(async function (
      this: ServerApi,
      endpoint: Endpoint,
      args?: Parameters<ServerApi['call']>[1],
    ) {
      if (endpoint === agentApi.missingChunks && reports.length < 2) {
        // Each batch waits for a report made after it was cut, so the run spans two reports.
        const seen = reports.length;
        await vi.waitFor(() => expect(reports.length).toBeGreaterThan(seen), {
          timeout: 10_000,
          interval: 20,
        });
      }
      const answer = await call.call(this, endpoint, args as never);
      if (endpoint === agentApi.backupProgress) reports.push(args!.body as (typeof reports)[number]);
      return answer;
    } as ServerApi['call']);

    const res = await t.admin.post(`/api/backup/nodes/${nodeId}/plan-definitions`, {
      type: 'FILE_FOLDER',
      destination: 'CLOUD',
      schedule: { scheduleType: 'DAILY', scheduleHour: 3 },
      name: 'Tree',
      paths: ['/Tree'],
    });
    const planId = res.json().id as number;
    await agent.backups.refresh();
    agent.backups.enqueue(planId);
    await agent.backups.idle();

    expect(reports.length).toBeGreaterThanOrEqual(2);
    expect(reports[1]!.bytesDone).toBeGreaterThan(reports[0]!.bytesDone);
    expect(reports.at(-1)!.bytesDone).toBeLessThanOrEqual(40 * 1024 * 1024);
    const jobs = (await t.admin.get(`/api/backup/lockhart/nodes/${nodeId}/plans/${planId}/jobs`)).json();
    expect(jobs.results[0]).toMatchObject({ status: 'COMPLETED', progress: null });
    const row = await t.app.db.kysely
      .selectFrom('backup_jobs')
      .select(['progress_files', 'progress_bytes'])
      .where('plan_id', '=', planId)
      .executeTakeFirstOrThrow();
    expect(Number(row.progress_bytes)).toBeGreaterThan(0);
  });
});
