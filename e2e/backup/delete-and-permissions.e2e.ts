// Deleting selected backup data of the demo's workstation (with the password step-up), and what a
// technician without canViewAndRestoreBackupData may see of the file server's backups.
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { backupBrowseApi, helpApi, rolesApi, techniciansApi } from '@warden/domain';
import { describe, expect, it } from 'vitest';
import { ApiCallError, apiAs } from '../support/api-as.ts';
import { backupData, levelTable, openDeviceBackup, openPath, rowNamed } from '../support/backup-console.ts';
import { signIn } from '../support/browser.ts';
import { useDemo } from '../support/demo.ts';

const demo = useDemo();

const RESTRICTED = 'You need the permission to view and restore backup data to open this.';

describe('deleting backup data', () => {
  it('deletes the selected files after the password step-up; the browser no longer shows them', async () => {
    const { page } = demo.browser;
    const folder = '/Pictures/Trade show';
    const chosen = ['photo-11.png', 'photo-12.png'];
    await page.goto('/');
    await signIn(page, demo.browser.admin.email, demo.browser.admin.password);
    await openDeviceBackup(page, demo.workstation.id);
    await openPath(page, 'All plans', ['Workstation documents', 'Pictures', 'Trade show']);
    const table = levelTable(page, 'Trade show');
    expect(await table.getAttribute('aria-rowcount')).toBe('13');
    for (const name of chosen)
      await rowNamed(table, name).getByRole('checkbox', { name: 'Select row' }).click();

    const bar = backupData(page).getByRole('toolbar', { name: 'Actions for the selected items' });
    await bar.getByText('2 selected', { exact: true }).waitFor();
    await bar.getByRole('button', { name: 'Delete', exact: true }).click();
    const confirm = page.getByRole('dialog', { name: 'Confirm delete data', exact: true });
    await confirm.getByText('Deleted data leaves the calculated usage in 72 hours.').waitFor();
    const listed = await confirm
      .getByRole('row')
      .evaluateAll((rows) =>
        rows.slice(1).map((row) => Array.from(row.querySelectorAll('td'), (cell) => cell.textContent)),
      );
    expect(listed).toEqual(chosen.map((name) => [name, path.posix.join(folder, name)]));
    await confirm.getByRole('button', { name: 'Delete', exact: true }).click();

    const stepUp = page.getByRole('dialog', { name: 'Confirm your password', exact: true });
    await stepUp.getByLabel('Password', { exact: true }).fill(demo.browser.admin.password);
    await stepUp.getByRole('button', { name: 'Confirm', exact: true }).click();
    await page.getByText('Data deletion scheduled successfully', { exact: true }).waitFor();
    await confirm.waitFor({ state: 'detached' });

    await expect.poll(() => table.getAttribute('aria-rowcount')).toBe('11');
    for (const name of chosen) expect(await rowNamed(table, name).count()).toBe(0);
    await rowNamed(table, 'photo-10.png').waitFor();

    // Gone for good: not after a reload, not in a search.
    await openDeviceBackup(page, demo.workstation.id);
    await openPath(page, 'All plans', ['Workstation documents']);
    await backupData(page).getByRole('searchbox', { name: 'Search backup' }).fill('photo-1*.png');
    await backupData(page).getByRole('button', { name: 'Search', exact: true }).click();
    const results = levelTable(page, 'Search Results');
    await rowNamed(results, 'photo-10.png').waitFor();
    expect(await results.getAttribute('aria-rowcount')).toBe('3');
    for (const name of chosen) expect(await rowNamed(results, name).count()).toBe(0);

    const api = await apiAs(demo.browser.baseUrl, demo.browser.admin);
    const plan = (await api.call(backupBrowseApi.plans, { params: { nodeId: demo.workstation.id } })).find(
      (p) => p.name === 'Workstation documents',
    )!;
    const found = await api.call(backupBrowseApi.search, {
      params: { nodeId: demo.workstation.id, planId: plan.id },
      query: { searchTerm: 'photo-1', page: 0, size: 50 },
    });
    expect(found.results.map((entry) => entry.name).sort()).toEqual(['photo-1.png', 'photo-10.png']);
    expect(demo.browser.pageErrors).toEqual([]);
  });
});

describe('a technician without the permission to view and restore backup data', () => {
  it('sees the plans, but folders and volumes are locked and offer no actions', async () => {
    const { page } = demo.browser;
    const admin = await apiAs(demo.browser.baseUrl, demo.browser.admin);
    const suffix = randomBytes(3).toString('hex');
    const role = await admin.call(rolesApi.create, {
      body: {
        name: `Backup overview ${suffix}`,
        permissions: ['canManageDevices'],
        allOrganizations: true,
      },
    });
    const technician = { email: `viewer-${suffix}@demo.e2e.warden.test`, password: `Viewer-${suffix}-pass` };
    await admin.call(techniciansApi.create, {
      body: { firstName: 'Vera', lastName: 'Viewer', roleId: role.id, ...technician },
    });
    const asTechnician = await apiAs(demo.browser.baseUrl, technician);
    await asTechnician.call(helpApi.hideTooltip);

    await page.goto('/');
    await signIn(page, technician.email, technician.password);
    await openDeviceBackup(page, demo.fileServer.id);
    const plans = levelTable(page, 'All plans');
    await rowNamed(plans, 'File shares').waitFor();
    await rowNamed(plans, 'Data volume').waitFor();

    await openPath(page, 'All plans', ['File shares']);
    const folders = levelTable(page, 'File shares');
    const shares = rowNamed(folders, 'shares');
    await shares.getByRole('img', { name: RESTRICTED, exact: true }).waitFor();
    expect(await shares.getByRole('button', { name: 'shares', exact: true }).count()).toBe(0);
    expect(await shares.getByRole('button', { name: 'Row actions' }).count()).toBe(0);
    expect(await folders.getByRole('checkbox').count()).toBe(0);
    // Search and restore jobs read backup content too: neither is offered, so nothing fails either.
    expect(await backupData(page).getByRole('searchbox', { name: 'Search backup' }).count()).toBe(0);
    expect(await page.getByRole('region', { name: 'Restore jobs' }).count()).toBe(0);
    expect(await page.getByText('There was an error fetching content').count()).toBe(0);
    await shares.getByTitle('shares', { exact: true }).click();
    await expect.poll(() => breadcrumbCurrent()).toBe('File shares');

    await backupData(page).getByRole('button', { name: 'All plans', exact: true }).click();
    await openPath(page, 'All plans', ['Data volume']);
    const volume = rowNamed(levelTable(page, 'Data volume'), 'srv');
    await volume.getByRole('img', { name: RESTRICTED, exact: true }).waitFor();
    expect(await volume.getByRole('button', { name: 'srv', exact: true }).count()).toBe(0);

    // The server refuses the content itself, whatever the console shows.
    const plan = (
      await asTechnician.call(backupBrowseApi.plans, { params: { nodeId: demo.fileServer.id } })
    ).find((p) => p.name === 'File shares')!;
    const roots = await asTechnician.call(backupBrowseApi.folders, {
      params: { nodeId: demo.fileServer.id, planId: plan.id },
      query: { page: 0, size: 250 },
    });
    const refused = await asTechnician
      .call(backupBrowseApi.folderContent, {
        params: { nodeId: demo.fileServer.id, planId: plan.id, folderId: roots.results[0]!.id },
        query: { page: 0, size: 250 },
      })
      .catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(ApiCallError);
    expect((refused as ApiCallError).status).toBe(403);
    expect(demo.browser.pageErrors).toEqual([]);

    function breadcrumbCurrent() {
      return backupData(page)
        .getByRole('navigation', { name: 'Backup location' })
        .locator('[aria-current=page]')
        .innerText();
    }
  });
});
