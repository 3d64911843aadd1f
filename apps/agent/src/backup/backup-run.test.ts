// Real backups by the agent against a real server: first run, no-change run, changes and deletions,
// LOCAL repositories and image volumes.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../../../server/src/testing/test-app.ts';
import { enroll } from '../enroll.ts';
import { type RunningAgent, startAgent } from '../run.ts';

let t: TestApp;
let agent: RunningAgent;
let nodeId: number;
let root: string;
let stateDir: string;

const write = (rel: string, content: string | Buffer) => {
  const full = path.join(root, rel);
  fs.mkdirSync(path.dirname(full), { recursive: true });
  fs.writeFileSync(full, content);
};

async function createPlan(body: Record<string, unknown>) {
  const res = await t.admin.post(`/api/backup/nodes/${nodeId}/plan-definitions`, {
    type: 'FILE_FOLDER',
    destination: 'CLOUD',
    schedule: { scheduleType: 'DAILY', scheduleHour: 3 },
    ...body,
  });
  expect(res.statusCode).toBe(201);
  return res.json().id as number;
}

async function backUp(planId: number) {
  await agent.backups.refresh();
  agent.backups.enqueue(planId);
  await agent.backups.idle();
  return t.app.db.kysely
    .selectFrom('backup_jobs')
    .selectAll()
    .where('plan_id', '=', planId)
    .orderBy('id', 'desc')
    .executeTakeFirstOrThrow();
}

const revisionsOf = (planId: number) =>
  t.app.db.kysely
    .selectFrom('file_revisions as r')
    .innerJoin('backup_entries as e', 'e.id', 'r.entry_id')
    .select(['e.path', 'r.deleted_marker', 'r.bld_type', 'r.job_id', 'r.hash', 'r.on_local', 'r.on_cloud'])
    .where('r.plan_id', '=', planId)
    .orderBy('r.id')
    .execute();

beforeAll(async () => {
  t = await createTestApp();
  const url = await t.app.listen({ port: 0, host: '127.0.0.1' });
  const orgId = (await t.admin.post('/api/organizations', { name: 'Backup org' })).json().id;
  const { token } = (await t.admin.get(`/api/organizations/${orgId}/enrollment`)).json();
  stateDir = fs.mkdtempSync(path.join(os.tmpdir(), 'warden-agent-state-'));
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'warden-agent-root-'));
  write('Documents/report.docx', 'quarterly numbers');
  write('Documents/sub/notes.txt', 'a'.repeat(3_000_000));
  write('Documents/~$lock.docx', 'temp');
  write('srv/share/big.bin', Buffer.alloc(2_500_000, 7));
  ({ nodeId } = await enroll({ serverUrl: url, token, stateDir }));
  agent = startAgent({ stateDir, root });
});

afterAll(async () => {
  agent?.stop();
  await t.close();
  for (const d of [stateDir, root]) fs.rmSync(d, { recursive: true, force: true });
});

describe('agent backups', () => {
  let planId: number;

  it('backs up common folders with exclusions on the first run, naming entries by device path', async () => {
    planId = await createPlan({ name: 'Docs', commonFolders: ['DOCUMENTS'], exclusions: ['~$*'] });
    const job = await backUp(planId);
    expect(job.status).toBe('COMPLETED');
    const paths = (await revisionsOf(planId)).map((r) => r.path);
    expect(paths.sort()).toEqual(['/Documents/report.docx', '/Documents/sub/notes.txt']);
    const entries = await t.app.db.kysely
      .selectFrom('backup_entries')
      .select(['path', 'type'])
      .where('plan_id', '=', planId)
      .orderBy('path')
      .execute();
    expect(entries).toContainEqual({ path: '/Documents', type: 'FOLDER' });
    expect(entries.every((e) => !e.path.includes(root))).toBe(true);
  });

  it('sends nothing when nothing changed', async () => {
    const before = (await revisionsOf(planId)).length;
    const job = await backUp(planId);
    expect(job).toMatchObject({ status: 'COMPLETED', files_new: 0, files_changed: 0, bytes_uploaded: 0 });
    expect((await revisionsOf(planId)).length).toBe(before);
  });

  it('runs a "Back up now" that arrives while the same plan is running once more, after it', async () => {
    const jobsOf = () =>
      t.app.db.kysely.selectFrom('backup_jobs').select('status').where('plan_id', '=', planId).execute();
    const before = (await jobsOf()).length;
    await agent.backups.refresh();
    for (let i = 0; i < 3; i++) agent.backups.enqueue(planId);
    await agent.backups.idle();
    const jobs = await jobsOf();
    // The second request waits for the first run; the third is the same waiting run, not a third.
    expect(jobs.length - before).toBe(2);
    expect(jobs.every((j) => j.status === 'COMPLETED')).toBe(true);
  });

  it('records changed and deleted files', async () => {
    await new Promise((r) => setTimeout(r, 20));
    write('Documents/report.docx', 'quarterly numbers, revised');
    fs.rmSync(path.join(root, 'Documents/sub/notes.txt'));
    const job = await backUp(planId);
    expect(job).toMatchObject({ files_changed: 1, files_deleted: 1 });
    const last = (await revisionsOf(planId)).filter((r) => r.job_id === job.id);
    expect(last.map((r) => [r.path, r.deleted_marker]).sort()).toEqual([
      ['/Documents/report.docx', 0],
      ['/Documents/sub/notes.txt', 1],
    ]);
  });

  it("draws files, bytes and throughput on the agent's terminal while it backs up", async () => {
    write('Progress/a.bin', Buffer.alloc(1_500_000, 1));
    write('Progress/b.txt', 'b');
    const shown = await createPlan({ name: 'Shown', paths: ['/Progress'] });
    const stdout = process.stdout as { isTTY?: boolean };
    const wasTTY = stdout.isTTY;
    const written: string[] = [];
    const spy = vi.spyOn(process.stdout, 'write').mockImplementation((chunk: string | Uint8Array) => {
      written.push(String(chunk));
      return true;
    });
    stdout.isTTY = true;
    try {
      expect((await backUp(shown)).status).toBe('COMPLETED');
    } finally {
      spy.mockRestore();
      stdout.isTTY = wasTTY;
    }
    const lines = written.filter((w) => w.startsWith('\r\x1b[2KBacking up Shown: '));
    expect(lines.length).toBeGreaterThan(0);
    // The scan has not counted the files yet: no bar and no time left.
    for (const line of lines)
      expect(line).toMatch(/: \d files {2}[\d.]+ [KMG]?B {2}(-- |[\d.]+ [KMG]?B)\/s$/);
    expect(written.join('')).toMatch(/Backing up Shown: 2 files \([\d.]+ MB\) scanned, 2 sent/);
  });

  it('writes LOCAL plans into a repository folder and keeps only metadata on the server', async () => {
    const local = path.join(root, 'nas');
    const localPlan = await createPlan({
      name: 'Share to NAS',
      destination: 'LOCAL',
      localPath: local,
      paths: ['/srv/share'],
    });
    const job = await backUp(localPlan);
    expect(job.status).toBe('COMPLETED');
    expect(fs.existsSync(path.join(local, 'warden-repository.json'))).toBe(true);
    const [rev] = await revisionsOf(localPlan);
    expect(rev).toMatchObject({ on_local: 1, on_cloud: 0 });
  });

  it('captures an image volume as Full then Incremental', async () => {
    const imagePlan = await createPlan({ name: 'Server image', type: 'IMAGE', paths: ['/srv'] });
    await backUp(imagePlan);
    write('srv/share/new.txt', 'hello');
    await backUp(imagePlan);
    const revs = await revisionsOf(imagePlan);
    expect(revs.map((r) => r.bld_type)).toEqual(['FULL', 'DELTA']);
    const volume = await t.app.db.kysely
      .selectFrom('backup_entries')
      .select(['type', 'volume_info'])
      .where('plan_id', '=', imagePlan)
      .executeTakeFirstOrThrow();
    expect(volume.type).toBe('VOLUME');
    expect(JSON.parse(volume.volume_info!).id).toMatch(/^\{[0-9A-F-]{36}\}$/);
  });
});
