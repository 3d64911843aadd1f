// Where a folder or file sits: its plan root and the folders down to it, for links to a folder; out of
// reach (another plan or organisation, deleted, the wrong kind of entry) it is not found.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BackupFixture } from '../../testing/backup-fixture.ts';
import { ADMIN_PASSWORD, createTestApp, type TestApp } from '../../testing/test-app.ts';
import { backupRows } from '../downloads/backup-test-rows.ts';

let t: TestApp;
let f: BackupFixture;
let rows: ReturnType<typeof backupRows>;
let planId: number;
const plan = (id = planId) => `/api/backup/lockhart/nodes/${f.nodeId}/plans/${id}`;
const folderTrail = (folderId: number) => `${plan()}/folders/${folderId}/trail`;
const names = (trail: { root: { name: string }; entries: { name: string }[] }) => [
  trail.root.name,
  ...trail.entries.map((e) => e.name),
];

beforeAll(async () => {
  t = await createTestApp();
  rows = backupRows(t);
  f = await BackupFixture.create(t);
  planId = await f.createPlan({ name: 'Shares', paths: ['/srv/share'] });
  await f.backup(planId, '/srv/share', {
    '/srv/share/finance/2026/budget.xlsx': 'budget',
    '/srv/share/old/notes.txt': 'notes',
  });
});
afterAll(async () => t.close());

describe('the trail to a backed-up folder or file', () => {
  it('answers the plan root, then the folders from under it down to the folder', async () => {
    const res = await t.admin.get(folderTrail(await rows.entryId(planId, '/srv/share/finance/2026')));
    expect(res.statusCode).toBe(200);
    const trail = res.json();
    expect(names(trail)).toEqual(['share', 'finance', '2026']);
    expect(trail.root).toMatchObject({ path: '/srv/share', status: 'DEFINED', type: 'CUSTOM_FOLDER' });
    expect(trail.entries.map((e: { path: string; type: string }) => `${e.type}:${e.path}`)).toEqual([
      'FOLDER:/srv/share/finance',
      'FOLDER:/srv/share/finance/2026',
    ]);
  });

  it('answers the root alone for a plan root, and ends with the file for a file', async () => {
    const root = (await t.admin.get(folderTrail(await rows.entryId(planId, '/srv/share')))).json();
    expect(names(root)).toEqual(['share']);
    const fileId = await rows.entryId(planId, '/srv/share/finance/2026/budget.xlsx');
    const file = (await t.admin.get(`${plan()}/files/${fileId}/trail`)).json();
    expect(names(file)).toEqual(['share', 'finance', '2026', 'budget.xlsx']);
    expect(file.entries.at(-1)).toMatchObject({ type: 'FILE', size: 'budget'.length });
  });

  it('does not find a file as a folder, a folder as a file, an unknown id or another plan’s folder', async () => {
    const fileId = await rows.entryId(planId, '/srv/share/finance/2026/budget.xlsx');
    const folderId = await rows.entryId(planId, '/srv/share/finance');
    expect((await t.admin.get(folderTrail(fileId))).statusCode).toBe(404);
    expect((await t.admin.get(`${plan()}/files/${folderId}/trail`)).statusCode).toBe(404);
    expect((await t.admin.get(folderTrail(999_999))).json().error).toMatchObject({ code: 'NOT_FOUND' });
    const otherPlan = await f.createPlan({ name: 'Other', paths: ['/srv/other'] });
    expect((await t.admin.get(`${plan(otherPlan)}/folders/${folderId}/trail`)).statusCode).toBe(404);
  });

  it('keeps folders from technicians of another organisation or without canViewAndRestoreBackupData', async () => {
    const folder = folderTrail(await rows.entryId(planId, '/srv/share/finance'));
    const other = await BackupFixture.create(t);
    const outsider = await t.admin.technicianWith(['canViewAndRestoreBackupData'], {
      organizationIds: [other.organizationId],
    });
    expect((await outsider.get(folder)).statusCode).toBe(404);
    const viewer = await t.admin.technicianWith([]);
    expect((await viewer.get(folder)).statusCode).toBe(403);
  });

  it('does not find a folder once its data is deleted', async () => {
    const old = await rows.entryId(planId, '/srv/share/old');
    expect((await t.admin.get(folderTrail(old))).statusCode).toBe(200);
    await t.admin.post('/api/auth/step-up', { password: ADMIN_PASSWORD });
    const res = await t.admin.post(`${plan()}/delete-revisions`, { fileIds: [], folderIds: [old] });
    expect(res.statusCode).toBe(200);
    expect((await t.admin.get(folderTrail(old))).statusCode).toBe(404);
  });
});
