// The background runner against the real database (SQLite, or PostgreSQL with WARDEN_TEST_DB=postgres):
// one run per due task across instances, failures recorded and retried, schedules kept over a restart,
// the attachment sweep on it, and the administrators' list of tasks.
import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { attachmentPath, attachmentsDir } from '../attachments/attachment-store.ts';
import { UNCLAIMED_UPLOAD_TTL_MS } from '../attachments/purge.ts';
import { UPLOAD_SWEEP_TASK } from '../attachments/routes.ts';
import { pngFile } from '../attachments/testing/sample-files.ts';
import { upload } from '../attachments/testing/upload.ts';
import { LIFECYCLE_SWEEP_TASK } from '../backup/lifecycle/sweep.ts';
import { type Db, openDatabase } from '../db/database.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { BackgroundRunner, type RunnerLog } from './runner.ts';
import { claimTask } from './task-store.ts';

const quiet: RunnerLog = { info: () => {}, warn: () => {}, error: () => {} };
const HOUR = 60 * 60_000;

let t: TestApp;
let otherDb: Db;
const runners: BackgroundRunner[] = [];

beforeAll(async () => {
  t = await createTestApp();
  // A second connection pool stands for a second server instance on the same database.
  otherDb = openDatabase(t.config);
});
afterAll(async () => {
  await Promise.all(runners.map((r) => r.stop()));
  await otherDb.kysely.destroy();
  await t.close();
});

function runner(db: Db, opts: { owner: string; now?: () => Date; leaseMs?: number }) {
  const r = new BackgroundRunner(db, { log: quiet, ...opts });
  runners.push(r);
  return r;
}

const taskRow = (name: string) =>
  t.app.db.kysely
    .selectFrom('background_tasks')
    .selectAll()
    .where('name', '=', name)
    .executeTakeFirstOrThrow();

describe('the background runner', () => {
  it('runs a due task once across two instances on one database', async () => {
    let runs = 0;
    let release = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const task = {
      name: 'test.run-once',
      intervalMs: HOUR,
      run: async () => {
        runs += 1;
        await gate;
      },
    };
    const a = runner(t.app.db, { owner: 'instance-a' });
    const b = runner(otherDb, { owner: 'instance-b' });
    a.schedule(task);
    b.schedule(task);
    const passes = [a.runDue(), b.runDue()];
    // The instance that lost the claim finishes its pass while the winner's run waits at the gate.
    expect(await Promise.race(passes)).toEqual([]);
    release();
    const ran = (await Promise.all(passes)).flat();
    expect(ran).toEqual(['test.run-once']);
    expect(runs).toBe(1);
    expect(await taskRow('test.run-once')).toMatchObject({ run_count: 1, lease_owner: null });
    // Not due again until its interval has passed, on either instance.
    expect([...(await a.runDue()), ...(await b.runDue())]).toEqual([]);
  });

  it('records a failure with its error and retries at the next run', async () => {
    let clock = new Date('2030-01-01T00:00:00.000Z');
    const r = runner(t.app.db, { owner: 'instance-c', now: () => clock });
    let calls = 0;
    r.schedule({
      name: 'test.flaky',
      intervalMs: HOUR,
      run: async () => {
        calls += 1;
        if (calls === 1) throw new Error('the disk is on fire');
      },
    });
    expect(await r.runDue()).toEqual(['test.flaky']);
    expect(await taskRow('test.flaky')).toMatchObject({
      last_result: 'FAILED',
      last_error: 'the disk is on fire',
      run_count: 1,
      failure_count: 1,
      consecutive_failures: 1,
      last_run_at: '2030-01-01T00:00:00.000Z',
      next_run_at: '2030-01-01T01:00:00.000Z',
    });
    const listed = (await t.admin.get('/api/system/background-tasks')).json();
    expect(listed.find((task: { name: string }) => task.name === 'test.flaky')).toMatchObject({
      lastResult: 'FAILED',
      lastError: 'the disk is on fire',
      failureCount: 1,
      intervalSeconds: 3600,
      nextRunAt: '2030-01-01T01:00:00.000Z',
      runningOn: null,
    });

    clock = new Date('2030-01-01T00:59:59.000Z');
    expect(await r.runDue()).toEqual([]);
    clock = new Date('2030-01-01T01:00:00.000Z');
    expect(await r.runDue()).toEqual(['test.flaky']);
    expect(await taskRow('test.flaky')).toMatchObject({
      last_result: 'SUCCEEDED',
      last_error: null,
      run_count: 2,
      failure_count: 1,
      consecutive_failures: 0,
      next_run_at: '2030-01-01T02:00:00.000Z',
    });
  });

  it('lets another instance take over a task whose lease ran out', async () => {
    const r = runner(t.app.db, { owner: 'instance-d' });
    r.schedule({ name: 'test.abandoned', intervalMs: HOUR, run: async () => {} });
    await r.runDue();
    await t.app.db.kysely
      .updateTable('background_tasks')
      .set({ next_run_at: new Date(Date.now() - 120_000).toISOString() })
      .where('name', '=', 'test.abandoned')
      .execute();
    // An instance that died mid-run leaves its lease behind; nobody runs the task until it expires.
    expect(
      await claimTask(t.app.db, 'test.abandoned', 'crashed-instance', new Date(Date.now() - 60_000), 30_000),
    ).toBe(true);
    expect(
      await claimTask(otherDb, 'test.abandoned', 'instance-e', new Date(Date.now() - 45_000), 30_000),
    ).toBe(false);
    expect(await r.runDue()).toEqual(['test.abandoned']);
  });

  it('stops cleanly: no pass runs after stop', async () => {
    const r = runner(t.app.db, { owner: 'instance-f' });
    let runs = 0;
    r.schedule({ name: 'test.after-stop', intervalMs: HOUR, run: async () => void runs++ });
    r.start();
    await r.stop();
    expect(runs).toBeLessThanOrEqual(1);
    const before = runs;
    expect(await r.runDue()).toEqual([]);
    expect(runs).toBe(before);
  });
});

describe('the server’s background tasks', () => {
  it('keep their next run over a restart', async () => {
    await t.app.background.runDue();
    const sweep = await taskRow(UPLOAD_SWEEP_TASK);
    const lifecycle = await taskRow(LIFECYCLE_SWEEP_TASK);
    expect(sweep).toMatchObject({ run_count: 1, last_result: 'SUCCEEDED' });
    // The lifecycle sweep waits one interval before its first run.
    expect(lifecycle).toMatchObject({ run_count: 0, last_run_at: null });
    expect(Date.parse(lifecycle.next_run_at)).toBeGreaterThan(Date.now());

    await t.restart();
    t.admin = t.admin.on(t.app);
    await t.app.background.runDue();
    expect(await taskRow(UPLOAD_SWEEP_TASK)).toMatchObject({
      run_count: 1,
      next_run_at: sweep.next_run_at,
    });
    expect(await taskRow(LIFECYCLE_SWEEP_TASK)).toMatchObject({
      run_count: 0,
      next_run_at: lifecycle.next_run_at,
    });
  });

  it('purge unclaimed uploads older than a day when the sweep is due', async () => {
    const tech = await t.admin.technicianWith([]);
    const [old] = (await upload(tech, [{ name: 'old.png', content: pngFile(9) }])).json().files;
    const [fresh] = (await upload(tech, [{ name: 'fresh.png', content: pngFile(11) }])).json().files;
    await t.app.db.kysely
      .updateTable('attachments')
      .set({ created_at: new Date(Date.now() - UNCLAIMED_UPLOAD_TTL_MS - 60_000).toISOString() })
      .where('token', '=', old.token)
      .execute();
    expect(await t.app.background.runDue()).toEqual([]);
    expect(fs.existsSync(attachmentPath(attachmentsDir(t.dataDir), old.token))).toBe(true);

    await t.app.db.kysely
      .updateTable('background_tasks')
      .set({ next_run_at: new Date(Date.now() - 1000).toISOString() })
      .where('name', '=', UPLOAD_SWEEP_TASK)
      .execute();
    expect(await t.app.background.runDue()).toEqual([UPLOAD_SWEEP_TASK]);
    expect(fs.existsSync(attachmentPath(attachmentsDir(t.dataDir), old.token))).toBe(false);
    expect(fs.existsSync(attachmentPath(attachmentsDir(t.dataDir), fresh.token))).toBe(true);
    const left = await t.app.db.kysely
      .selectFrom('attachments')
      .select('token')
      .where('token', 'in', [old.token, fresh.token])
      .execute();
    expect(left.map((r) => r.token)).toEqual([fresh.token]);
  });

  it('are listed for administrators of settings only', async () => {
    const res = await t.admin.get('/api/system/background-tasks');
    expect(res.statusCode).toBe(200);
    expect(res.json().map((task: { name: string }) => task.name)).toEqual(
      expect.arrayContaining([UPLOAD_SWEEP_TASK, LIFECYCLE_SWEEP_TASK]),
    );
    const tech = await t.admin.technicianWith(['canManageTechnicians']);
    expect((await tech.get('/api/system/background-tasks')).statusCode).toBe(403);
  });
});
