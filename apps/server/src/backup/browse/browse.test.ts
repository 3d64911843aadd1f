// The backup browser's calls over real backups: plans with storage, folders, content, search,
// revisions and jobs, with permissions.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appWithBackups, type BackupFixture } from '../../testing/backup-fixture.ts';
import type { TestApp } from '../../testing/test-app.ts';

let t: TestApp;
let f: BackupFixture;
let planId: number;
let base: string;
const lockhart = () => `/api/backup/lockhart/nodes/${f.nodeId}/plans/${planId}`;

beforeAll(async () => {
  ({ t, f, planId } = await appWithBackups(
    { name: 'Shares', root: '/srv/share' },
    {
      '/srv/share/finance/budget-2026.xlsx': 'budget',
      '/srv/share/finance/invoices.csv': 'a,b\n1,2',
      '/srv/share/hr/staff.csv': 'name\nana',
      '/srv/share/readme.txt': 'hello',
    },
    { '/srv/share/readme.txt': 'hello again', '/srv/share/hr/staff.csv': null },
  ));
  base = `/api/backup/lockhart/v2/nodes/${f.nodeId}/plans/${planId}`;
});
afterAll(async () => t.close());

describe('backup browser', () => {
  it('lists plans with their storage and schedule wording', async () => {
    const [plan] = (await t.admin.get(`/api/backup/lockhart/nodes/${f.nodeId}/plans`)).json();
    expect(plan).toMatchObject({
      name: 'Shares',
      scheduleText: 'Daily at 00:00',
      destination: 'CLOUD',
      deleted: false,
    });
    expect(plan.storage.cloud).toBeGreaterThan(0);
    expect(plan.backupStorageUsed).toBe(plan.storage.cloud);
    expect(plan.lastSuccess).not.toBeNull();
  });

  it('lists the plan folders, then their content folders first', async () => {
    const folders = (await t.admin.get(`${lockhart()}/folders`)).json();
    expect(folders).toMatchObject({
      totalElements: 1,
      results: [{ name: 'share', status: 'DEFINED', type: 'CUSTOM_FOLDER' }],
    });
    const content = (await t.admin.get(`${base}/folders/${folders.results[0].id}/content`)).json();
    expect(content.results.map((e: { name: string; type: string }) => `${e.type}:${e.name}`)).toEqual([
      'FOLDER:finance',
      'FOLDER:hr',
      'FILE:readme.txt',
    ]);
    const hr = content.results[1];
    const hrContent = (await t.admin.get(`${base}/folders/${hr.id}/content`)).json();
    expect(hrContent.results[0]).toMatchObject({ name: 'staff.csv', deleted: true, status: 'DELETED' });
  });

  it('pages content and answers 404 for a folder of another plan', async () => {
    const folders = (await t.admin.get(`${lockhart()}/folders`)).json();
    const page = (await t.admin.get(`${base}/folders/${folders.results[0].id}/content?page=1&size=2`)).json();
    expect(page).toMatchObject({ totalElements: 3, totalPages: 2 });
    expect(page.results).toHaveLength(1);
    expect((await t.admin.get(`${base}/folders/999999/content`)).statusCode).toBe(404);
  });

  it('searches with * as a wildcard and needs 3 characters', async () => {
    const csv = (await t.admin.get(`${lockhart()}/search?searchTerm=*.csv`)).json();
    expect(csv.results.map((e: { name: string }) => e.name).sort()).toEqual(['invoices.csv', 'staff.csv']);
    const part = (await t.admin.get(`${lockhart()}/search?searchTerm=budg`)).json();
    expect(part.results.map((e: { name: string }) => e.name)).toEqual(['budget-2026.xlsx']);
    const folder = (await t.admin.get(`${lockhart()}/search?searchTerm=finance`)).json();
    expect(folder.results[0]).toMatchObject({ name: 'finance', type: 'FOLDER' });
    const short = await t.admin.get(`${lockhart()}/search?searchTerm=ab`);
    expect(short.statusCode).toBe(400);
    expect(short.json().error.fields).toHaveProperty('searchTerm');
    const literal = (
      await t.admin.get(`${lockhart()}/search?searchTerm=${encodeURIComponent('100%')}`)
    ).json();
    expect(literal.totalElements).toBe(0);
  });

  it('lists revisions newest first, and jobs', async () => {
    const hit = (await t.admin.get(`${lockhart()}/search?searchTerm=readme`)).json().results[0];
    const revisions = (await t.admin.get(`${base}/files/${hit.id}/revisions`)).json();
    expect(revisions.totalElements).toBe(2);
    expect(revisions.results[0].size).toBe('hello again'.length);
    expect(revisions.results[0]).toMatchObject({ bldType: 'NON_BLD', onS3: true, onNas: false });
    const jobs = (await t.admin.get(`${lockhart()}/jobs`)).json();
    expect(jobs.totalElements).toBe(2);
    expect(jobs.results[0].completed).not.toBeNull();
  });

  it('keeps file content from technicians without canViewAndRestoreBackupData', async () => {
    const tech = await t.admin.technicianWith([]);
    expect((await tech.get(`/api/backup/lockhart/nodes/${f.nodeId}/plans`)).statusCode).toBe(200);
    const folders = (await tech.get(`${lockhart()}/folders`)).json();
    expect((await tech.get(`${base}/folders/${folders.results[0].id}/content`)).statusCode).toBe(403);
    expect((await tech.get(`${lockhart()}/search?searchTerm=readme`)).statusCode).toBe(403);
  });

  it('shows image plans as volumes with Full then Incremental revisions', async () => {
    const imagePlan = await f.createPlan({ name: 'Image', type: 'IMAGE', paths: ['/srv'] });
    await f.backup(imagePlan, '/srv', { '/srv': 'archive-1' }, { volume: true });
    await f.backup(imagePlan, '/srv', { '/srv': 'archive-2' }, { volume: true });
    const [volume] = (
      await t.admin.get(`/api/backup/lockhart/nodes/${f.nodeId}/plans/${imagePlan}/volumes`)
    ).json();
    expect(volume).toMatchObject({ id: '{6F1C2A3B-1111-4222-8333-944455556666}', fileSystem: 'ext4' });
    const revs = (
      await t.admin.get(
        `/api/backup/lockhart/v2/nodes/${f.nodeId}/plans/${imagePlan}/files/${volume.fileId}/revisions`,
      )
    ).json();
    expect(revs.results.map((r: { bldType: string }) => r.bldType)).toEqual(['DELTA', 'FULL']);
  });
});
