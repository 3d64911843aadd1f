// Deleting backup data over real backups: a recent password confirmation is required, data disappears
// from every browser call at once, and the sweep 72 hours later removes revisions, chunks and blobs.
import { DELETION_SCHEDULED_MESSAGE } from '@warden/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appWithBackups, BackupFixture } from '../../testing/backup-fixture.ts';
import { ADMIN_PASSWORD, type TestApp } from '../../testing/test-app.ts';
import { backupRows } from '../downloads/backup-test-rows.ts';
import { runSweep } from '../lifecycle/sweep.ts';
import { heldChunkIds } from '../storage/stored-chunks-for-tests.ts';

let t: TestApp;
let f: BackupFixture;
let rows: ReturnType<typeof backupRows>;
let planId: number;
const HOUR = 3_600_000;
const lockhart = () => `/api/backup/lockhart/nodes/${f.nodeId}`;
const v2 = (path: string) => `/api/backup/lockhart/v2/nodes/${f.nodeId}/plans/${planId}${path}`;
const names = async (folderId: number) =>
  (await t.admin.get(v2(`/folders/${folderId}/content`))).json().results.map((r: { name: string }) => r.name);
const cloudUsage = async (plan = planId) =>
  (await t.admin.get(`${lockhart()}/plans`)).json().find((p: { id: number }) => p.id === plan).storage.cloud;
const blobOf = async (path: string, plan = planId) => {
  const [chunkId] = await rows.chunkIds(await rows.latestRevision(plan, path));
  return chunkId!;
};
const held = (chunkIds: string[]) => heldChunkIds(t.app.backupStorage, f.organizationId, chunkIds);
const sweepAt = (hoursFromNow: number) =>
  runSweep(t.app.db, t.app.backupStorage, new Date(Date.now() + hoursFromNow * HOUR));

beforeAll(async () => {
  ({ t, f, planId } = await appWithBackups(
    { name: 'Shares', root: '/srv/share' },
    {
      '/srv/share/keep.txt': 'keep me',
      '/srv/share/drop.txt': 'drop me',
      '/srv/share/old/a.txt': 'old a',
      '/srv/share/old/deeper/b.txt': 'old b',
    },
  ));
  rows = backupRows(t);
});
afterAll(async () => t.close());

describe('deleting files and folders', () => {
  it('needs a recent password confirmation', async () => {
    const deleter = await t.admin.technicianWith(['canDeleteBackupData', 'canViewAndRestoreBackupData']);
    const body = { fileIds: [await rows.entryId(planId, '/srv/share/drop.txt')], folderIds: [] };
    const res = await deleter.post(`${lockhart()}/plans/${planId}/delete-revisions`, body);
    expect(res.statusCode).toBe(403);
    expect(res.json().error.code).toBe('MFA_REQUIRED');
    const viewer = await t.admin.technicianWith(['canViewAndRestoreBackupData']);
    expect(
      (await viewer.post(`${lockhart()}/plans/${planId}/delete-revisions`, body)).json().error.code,
    ).toBe('FORBIDDEN');
    expect(await names(await rows.entryId(planId, '/srv/share'))).toContain('drop.txt');
  });

  it('hides the data at once everywhere, keeps usage until the purge, then removes it', async () => {
    const root = await rows.entryId(planId, '/srv/share');
    const dropId = await rows.entryId(planId, '/srv/share/drop.txt');
    const dropRevision = await rows.latestRevision(planId, '/srv/share/drop.txt');
    const oldId = await rows.entryId(planId, '/srv/share/old');
    const deeperFile = await rows.entryId(planId, '/srv/share/old/deeper/b.txt');
    const blobs = [await blobOf('/srv/share/drop.txt'), await blobOf('/srv/share/old/deeper/b.txt')];
    const kept = await blobOf('/srv/share/keep.txt');
    const usageBefore = await cloudUsage();

    expect((await t.admin.post('/api/auth/step-up', { password: ADMIN_PASSWORD })).statusCode).toBe(200);
    const res = await t.admin.post(`${lockhart()}/plans/${planId}/delete-revisions`, {
      fileIds: [dropId],
      folderIds: [oldId],
      planName: 'Shares',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: DELETION_SCHEDULED_MESSAGE });

    expect(await names(root)).toEqual(['keep.txt']);
    expect((await t.admin.get(v2(`/folders/${oldId}/content`))).statusCode).toBe(404);
    expect((await t.admin.get(v2(`/files/${deeperFile}/revisions`))).statusCode).toBe(404);
    const search = await t.admin.get(`${lockhart()}/plans/${planId}/search?searchTerm=txt`);
    expect(search.json().results.map((r: { name: string }) => r.name)).toEqual(['keep.txt']);
    expect(
      (await t.admin.get(`${lockhart()}/plans/${planId}/revisions/${dropRevision}/data`)).statusCode,
    ).toBe(404);
    expect(await cloudUsage()).toBe(usageBefore);

    await sweepAt(71);
    expect(await held(blobs)).toEqual(new Set(blobs));
    expect(await cloudUsage()).toBe(usageBefore);

    const report = await sweepAt(73);
    expect(report.purged).toMatchObject({ requests: 1, revisions: 3 });
    expect(report.garbage.chunks).toBe(3);
    expect(await held([...blobs, kept])).toEqual(new Set([kept]));
    const dropChunks = await t.app.db.kysely
      .selectFrom('revision_chunks')
      .select('chunk_id')
      .where('revision_id', '=', dropRevision)
      .execute();
    expect(dropChunks).toEqual([]);
    expect(await cloudUsage()).toBeLessThan(usageBefore);
    expect(await cloudUsage()).toBeGreaterThan(0);
    const keepRevision = await rows.latestRevision(planId, '/srv/share/keep.txt');
    const link = (await t.admin.get(`${lockhart()}/plans/${planId}/revisions/${keepRevision}/data`)).json();
    expect((await t.admin.get(link.url)).body).toBe('keep me');
  });

  it('shows a file again as soon as a later backup saves it anew, without the deleted revisions', async () => {
    await f.backup(planId, '/srv/share', { '/srv/share/again.txt': 'first life' });
    await t.admin.post('/api/auth/step-up', { password: ADMIN_PASSWORD });
    const again = await rows.entryId(planId, '/srv/share/again.txt');
    await t.admin.post(`${lockhart()}/plans/${planId}/delete-revisions`, { fileIds: [again] });
    expect(await names(await rows.entryId(planId, '/srv/share'))).not.toContain('again.txt');
    await f.backup(planId, '/srv/share', { '/srv/share/again.txt': 'second life' });
    const revisionsNow = async () => (await t.admin.get(v2(`/files/${again}/revisions`))).json();
    expect(await names(await rows.entryId(planId, '/srv/share'))).toContain('again.txt');
    expect((await revisionsNow()).totalElements).toBe(1);
    await sweepAt(73);
    expect(await names(await rows.entryId(planId, '/srv/share'))).toContain('again.txt');
    expect((await revisionsNow()).totalElements).toBe(1);
    const link = (
      await t.admin.get(
        `${lockhart()}/plans/${planId}/revisions/${await rows.latestRevision(planId, '/srv/share/again.txt')}/data`,
      )
    ).json();
    expect((await t.admin.get(link.url)).body).toBe('second life');
  });

  it('answers 404 for ids outside the plan and 400 for an empty selection', async () => {
    await t.admin.post('/api/auth/step-up', { password: ADMIN_PASSWORD });
    const url = `${lockhart()}/plans/${planId}/delete-revisions`;
    expect((await t.admin.post(url, { fileIds: [999_999] })).statusCode).toBe(404);
    expect((await t.admin.post(url, {})).statusCode).toBe(400);
  });
});

describe('deleting whole plans', () => {
  it('hides every folder of the plans, then purges all their chunks', async () => {
    const plan = await f.createPlan({ name: 'Projects', paths: ['/srv/projects'] });
    await f.backup(plan, '/srv/projects', {
      '/srv/projects/x.txt': 'projects x',
      '/srv/projects/y/z.txt': 'projects z',
    });
    const blob = await blobOf('/srv/projects/y/z.txt', plan);
    await t.admin.post('/api/auth/step-up', { password: ADMIN_PASSWORD });
    const res = await t.admin.post(`${lockhart()}/delete-plan-revisions?planName=Projects`, [plan]);
    expect(res.json()).toEqual({ message: DELETION_SCHEDULED_MESSAGE });
    const folders = (await t.admin.get(`${lockhart()}/plans/${plan}/folders`)).json();
    expect(folders.totalElements).toBe(0);
    expect(await cloudUsage(plan)).toBeGreaterThan(0);
    await sweepAt(73);
    expect(await cloudUsage(plan)).toBe(0);
    expect(await held([blob])).toEqual(new Set());
    const left = await t.app.db.kysely
      .selectFrom('backup_entries')
      .select('id')
      .where('plan_id', '=', plan)
      .execute();
    expect(left).toEqual([]);
  });

  it('refuses plans of another device', async () => {
    const other = await BackupFixture.create(t);
    const theirs = await other.createPlan({ name: 'Theirs', paths: ['/srv/t'] });
    await t.admin.post('/api/auth/step-up', { password: ADMIN_PASSWORD });
    expect((await t.admin.post(`${lockhart()}/delete-plan-revisions`, [theirs])).statusCode).toBe(404);
  });
});
