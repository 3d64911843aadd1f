// Live job figures: a running backup's latest report shows on the plan's job list with a throughput
// and a time left, and goes when the job ends; a processing restore job is timed from its agent's
// first report, not from when it was created.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { agentCaller, BackupFixture, ROOT, restoreInput } from '../../testing/backup-fixture.ts';
import { enrolDevice } from '../../testing/enrolled-device.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

const MB = 1024 * 1024;
let t: TestApp;
let src: BackupFixture;

beforeAll(async () => {
  t = await createTestApp();
  src = await BackupFixture.withPlan(t, { hostname: 'files-01' });
  await src.run({ [`${ROOT}/a.txt`]: 'alpha' });
});
afterAll(async () => t.close());

/** Moves a job's start back, so that the time to its next report is known to the second. */
const secondsAgo = (seconds: number) => new Date(Date.now() - seconds * 1000).toISOString();

async function runningJob(jobId: number) {
  const res = await t.admin.get(`/api/backup/lockhart/nodes/${src.nodeId}/plans/${src.planId}/jobs`);
  expect(res.statusCode).toBe(200);
  return res.json().results.find((j: { id: number }) => j.id === jobId);
}

describe('backup job progress', () => {
  it('shows the latest figures on the running job, and none once it has ended', async () => {
    const { jobId } = (await src.agent('POST', '/api/agent/backup-jobs', { planId: src.planId })).json();
    const report = (body: Record<string, unknown>) =>
      src.agent('POST', `/api/agent/backup-jobs/${jobId}/progress`, body);
    expect((await runningJob(jobId)).progress).toEqual({
      filesDone: 0,
      filesTotal: null,
      bytesDone: 0,
      bytesTotal: null,
      bytesPerSecond: null,
      msLeft: null,
      percentage: null,
    });

    await t.app.db.kysely
      .updateTable('backup_jobs')
      .set({ started_at: secondsAgo(10) })
      .where('id', '=', jobId)
      .execute();
    expect((await report({ filesDone: 12, bytesDone: 5 * MB })).json()).toEqual({ ok: true });
    const scanning = (await runningJob(jobId)).progress;
    expect(scanning).toMatchObject({
      filesDone: 12,
      filesTotal: null,
      bytesDone: 5 * MB,
      msLeft: null,
      percentage: null,
    });
    // Five MB over ten seconds (and the few milliseconds the calls took).
    expect(scanning.bytesPerSecond).toBeGreaterThan((5 * MB) / 11);
    expect(scanning.bytesPerSecond).toBeLessThanOrEqual((5 * MB) / 10);

    await report({ filesDone: 12, filesTotal: 48, bytesDone: 5 * MB, bytesTotal: 20 * MB });
    const counted = (await runningJob(jobId)).progress;
    expect(counted).toMatchObject({ filesTotal: 48, bytesTotal: 20 * MB, percentage: 25 });
    // Fifteen MB left at half a MB a second.
    expect(counted.msLeft).toBeGreaterThan(29_000);
    expect(counted.msLeft).toBeLessThan(34_000);

    expect(
      (await src.agent('POST', `/api/agent/backup-jobs/${jobId}/fail`, { error: 'disk gone' })).statusCode,
    ).toBe(200);
    expect((await runningJob(jobId)).progress).toBeNull();
    // A report that was on its way when the job ended changes nothing.
    expect((await report({ filesDone: 99, bytesDone: 9 * MB })).statusCode).toBe(200);
    const row = await t.app.db.kysely
      .selectFrom('backup_jobs')
      .selectAll()
      .where('id', '=', jobId)
      .executeTakeFirstOrThrow();
    expect(row.progress_files).toBe(12);
  });

  it("refuses another device's report and names a bad field", async () => {
    const { jobId } = (await src.agent('POST', '/api/agent/backup-jobs', { planId: src.planId })).json();
    const other = await enrolDevice(t, { organizationId: src.organizationId, hostname: 'ws-09' });
    const stranger = agentCaller(t, other.authorization);
    const body = { filesDone: 1, bytesDone: 1 };
    expect((await stranger('POST', `/api/agent/backup-jobs/${jobId}/progress`, body)).statusCode).toBe(404);
    const bad = await src.agent('POST', `/api/agent/backup-jobs/${jobId}/progress`, {
      filesDone: -1,
      bytesDone: 1,
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields).toHaveProperty('filesDone');
    await src.agent('POST', `/api/agent/backup-jobs/${jobId}/fail`, { error: 'stopped' });
  });
});

describe('restore job progress', () => {
  it("times the throughput from the agent's first report and drops it once the job is done", async () => {
    const dest = await enrolDevice(t, { organizationId: src.organizationId, hostname: 'ws-02' });
    const created = await t.admin.post('/api/backup/restore-jobs', [restoreInput(src, dest.nodeId)]);
    const uid = created.json().jobs[0].jobUID as string;
    const report = (body: Record<string, unknown>) =>
      agentCaller(t, dest.authorization)('POST', `/api/agent/restore-jobs/${uid}/progress`, {
        jobTotalFiles: 4,
        jobTotalBytes: 8 * MB,
        jobFilesFailed: 0,
        error: null,
        ...body,
      });
    const job = async () => (await t.admin.get(`/api/backup/restore-jobs/${uid}`)).json();
    // Created long ago: an agent that was away starts its clock when it starts.
    await t.app.db.kysely
      .updateTable('restore_jobs')
      .set({ created_at: secondsAgo(3600) })
      .where('uid', '=', uid)
      .execute();
    await report({ status: 'processing', jobFilesProcessed: 0, jobProcessedBytes: 0 });
    expect((await job()).progress).toMatchObject({
      filesDone: 0,
      filesTotal: 4,
      bytesPerSecond: null,
      percentage: 0,
    });

    const started = await t.app.db.kysely
      .selectFrom('restore_jobs')
      .select('started_at')
      .where('uid', '=', uid)
      .executeTakeFirstOrThrow();
    expect(started.started_at).not.toBeNull();
    await t.app.db.kysely
      .updateTable('restore_jobs')
      .set({ started_at: secondsAgo(4) })
      .where('uid', '=', uid)
      .execute();
    await report({ status: 'processing', jobFilesProcessed: 2, jobProcessedBytes: 2 * MB });
    const running = (await job()).progress;
    expect(running).toMatchObject({
      filesDone: 2,
      filesTotal: 4,
      bytesDone: 2 * MB,
      bytesTotal: 8 * MB,
      percentage: 25,
    });
    // Two MB in four seconds; six MB left at that pace take twelve.
    expect(running.bytesPerSecond).toBeGreaterThan((2 * MB) / 5);
    expect(running.bytesPerSecond).toBeLessThanOrEqual((2 * MB) / 4);
    expect(running.msLeft).toBeGreaterThanOrEqual(12_000);
    expect(running.msLeft).toBeLessThan(15_000);

    await report({ status: 'completed', jobFilesProcessed: 4, jobProcessedBytes: 8 * MB });
    expect(await job()).toMatchObject({ status: 'completed', percentage: 100, progress: null });
  });
});
