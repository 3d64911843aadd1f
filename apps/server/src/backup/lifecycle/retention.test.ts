// Plan retention in the sweep over real backups: the newest N revisions of each file stay, older ones
// and those past keepDays go (always keeping the newest), and their chunks are collected.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BackupFixture } from '../../testing/backup-fixture.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { backupRows } from '../downloads/backup-test-rows.ts';
import { heldChunkIds } from '../storage/stored-chunks-for-tests.ts';
import { runSweep } from './sweep.ts';

let t: TestApp;
let f: BackupFixture;
let rows: ReturnType<typeof backupRows>;
const DAY = 24 * 3_600_000;

const revisionsShown = async (planId: number, path: string) => {
  const entry = await rows.entryId(planId, path);
  const res = await t.admin.get(
    `/api/backup/lockhart/v2/nodes/${f.nodeId}/plans/${planId}/files/${entry}/revisions`,
  );
  return res.json().results as { id: number; deleted: boolean }[];
};
const contentOf = async (planId: number, revisionId: number) => {
  const link = await t.admin.get(
    `/api/backup/lockhart/nodes/${f.nodeId}/plans/${planId}/revisions/${revisionId}/data`,
  );
  return (await t.admin.get(link.json().url)).body;
};

beforeAll(async () => {
  t = await createTestApp();
  rows = backupRows(t);
  f = await BackupFixture.create(t);
});
afterAll(async () => t.close());

describe('retention', () => {
  it('keeps the newest keepRevisions revisions of each file and collects the rest', async () => {
    const planId = await f.createPlan({
      name: 'Keep two',
      paths: ['/srv/two'],
      retention: { keepRevisions: 2, keepDays: 0 },
    });
    for (const version of ['v1', 'v2', 'v3', 'v4']) {
      await f.backup(planId, '/srv/two', {
        '/srv/two/doc.txt': `doc ${version}`,
        [`/srv/two/${version}.txt`]: version,
      });
    }
    const all = await rows.revisionIds(planId, '/srv/two/doc.txt');
    const dropped = await Promise.all(all.slice(0, 2).map(async (id) => (await rows.chunkIds(id))[0]!));
    const usage = async () =>
      (await t.admin.get(`/api/backup/lockhart/nodes/${f.nodeId}/plans`))
        .json()
        .find((p: { id: number }) => p.id === planId).storage.cloud;
    const before = await usage();

    const report = await runSweep(t.app.db, t.app.backupStorage, new Date(Date.now() + 2 * 3_600_000));
    expect(report.retentionRemoved).toBe(2);
    expect((await revisionsShown(planId, '/srv/two/doc.txt')).map((r) => r.id)).toEqual([all[3], all[2]]);
    expect(await contentOf(planId, all[3]!)).toBe('doc v4');
    expect(await contentOf(planId, all[2]!)).toBe('doc v3');
    expect(await heldChunkIds(t.app.backupStorage, f.organizationId, dropped)).toEqual(new Set());
    expect(await usage()).toBeLessThan(before);
    // Files with a single revision are untouched.
    expect(await revisionsShown(planId, '/srv/two/v1.txt')).toHaveLength(1);
  });

  it('drops revisions older than keepDays but always keeps the newest', async () => {
    const planId = await f.createPlan({
      name: 'Keep a week',
      paths: ['/srv/week'],
      retention: { keepRevisions: 30, keepDays: 7 },
    });
    await f.backup(planId, '/srv/week', { '/srv/week/a.txt': 'a1', '/srv/week/b.txt': 'b1' });
    await f.backup(planId, '/srv/week', { '/srv/week/a.txt': 'a2' });
    await runSweep(t.app.db, t.app.backupStorage, new Date(Date.now() + 6 * DAY));
    expect(await revisionsShown(planId, '/srv/week/a.txt')).toHaveLength(2);
    await runSweep(t.app.db, t.app.backupStorage, new Date(Date.now() + 8 * DAY));
    const a = await revisionsShown(planId, '/srv/week/a.txt');
    expect(a).toHaveLength(1);
    expect(await contentOf(planId, a[0]!.id)).toBe('a2');
    expect(await revisionsShown(planId, '/srv/week/b.txt')).toHaveLength(1);
  });

  it('drops deletion records older than every kept revision', async () => {
    const planId = await f.createPlan({
      name: 'Churn',
      paths: ['/srv/churn'],
      retention: { keepRevisions: 1, keepDays: 0 },
    });
    await f.backup(planId, '/srv/churn', { '/srv/churn/x.txt': 'x1' });
    await f.backup(planId, '/srv/churn', { '/srv/churn/x.txt': null });
    await f.backup(planId, '/srv/churn', { '/srv/churn/x.txt': 'x2' });
    await f.backup(planId, '/srv/churn', { '/srv/churn/x.txt': null });
    expect(await revisionsShown(planId, '/srv/churn/x.txt')).toHaveLength(4);
    await runSweep(t.app.db, t.app.backupStorage);
    const left = await revisionsShown(planId, '/srv/churn/x.txt');
    expect(left.map((r) => r.deleted)).toEqual([true, false]);
    expect(await contentOf(planId, left[1]!.id)).toBe('x2');
  });
});
