// The backup browser on the demo's file server, checked against the device's own disk: a file's
// revisions downloaded, a folder as a zip, a '*.csv' search, and a file from a mounted image revision.
import fs from 'node:fs';
import path from 'node:path';
import { backupBrowseApi } from '@warden/domain';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { apiAs } from '../support/api-as.ts';
import {
  backupData,
  downloadedBytes,
  levelTable,
  openDeviceBackup,
  openPath,
  rowAction,
  rowNamed,
} from '../support/backup-console.ts';
import { signIn } from '../support/browser.ts';
import { onDisk, useDemo } from '../support/demo.ts';
import { describeDifference, readTree, readZip } from '../support/files.ts';

const demo = useDemo();

async function openFileServerBackup(page: Page) {
  await page.goto('/');
  await signIn(page, demo.browser.admin.email, demo.browser.admin.password);
  await openDeviceBackup(page, demo.fileServer.id);
}

/** The shares as the console names them (device paths), and where they are on this machine. */
const SHARES = '/srv/shares';
const sharesOnDisk = () => onDisk(demo.fileServer, SHARES);

/** Every row of a virtualised level, scrolled through, as [name, path] pairs by row index. */
async function allRows(table: Locator): Promise<Map<number, [string, string]>> {
  const total = Number(await table.getAttribute('aria-rowcount')) - 1;
  const seen = new Map<number, [string, string]>();
  await expect
    .poll(
      async () => {
        const rows = await table.evaluate((element) =>
          Array.from(element.querySelectorAll('tbody tr[aria-rowindex]:not(.backup-table__placeholder)')).map(
            (row) => [
              Number(row.getAttribute('aria-rowindex')),
              row.querySelector('.entry-name__text')?.getAttribute('title') ?? '',
              row.querySelector('.backup-table__path [title]')?.getAttribute('title') ?? '',
            ],
          ),
        );
        for (const [index, name, where] of rows as [number, string, string][]) seen.set(index, [name, where]);
        await table.evaluate((element) => {
          const scroller = element.parentElement!;
          scroller.scrollTop += scroller.clientHeight / 2;
        });
        return seen.size;
      },
      { timeout: 15_000, interval: 50 },
    )
    .toBe(total);
  return seen;
}

describe('browsing and downloading backups', () => {
  it('downloads each revision of a file: the newest matches the file on disk', async () => {
    const { page } = demo.browser;
    const shown = `${SHARES}/HR/hr-report-2.csv`;
    const file = onDisk(demo.fileServer, shown);
    await openFileServerBackup(page);
    await openPath(page, 'All plans', ['File shares', 'shares', 'HR']);
    await rowAction(rowNamed(levelTable(page, 'HR'), 'hr-report-2.csv'), 'Download');

    const dialog = page.getByRole('dialog', { name: 'Download File', exact: true });
    await expect.poll(() => dialog.locator('dd').allInnerTexts()).toEqual(['NW-FS-01', 'File shares', shown]);
    const revisions = dialog.getByRole('group', { name: 'Revision', exact: true }).getByRole('radio');
    // The demo changed this file between its two backups.
    await expect.poll(() => revisions.count()).toBe(2);
    const downloadLink = dialog.getByRole('button', { name: 'Download', exact: true });
    // The newest revision is chosen from the start, so its Download link is there at once.
    await expect.poll(() => revisions.nth(0).isChecked()).toBe(true);
    await downloadLink.waitFor();
    const newest = page.waitForEvent('download');
    await downloadLink.click();
    const newestDownload = await newest;
    expect(newestDownload.suggestedFilename()).toBe('hr-report-2.csv');
    expect((await downloadedBytes(newestDownload)).equals(fs.readFileSync(file))).toBe(true);
    // The link hides once used, and comes back for another revision.
    await downloadLink.waitFor({ state: 'detached' });

    await revisions.nth(1).check();
    const older = page.waitForEvent('download');
    await downloadLink.click();
    const olderBytes = await downloadedBytes(await older);
    expect(olderBytes.equals(fs.readFileSync(file))).toBe(false);

    const api = await apiAs(demo.browser.baseUrl, demo.browser.admin);
    const plan = (await api.call(backupBrowseApi.plans, { params: { nodeId: demo.fileServer.id } })).find(
      (p) => p.name === 'File shares',
    )!;
    const found = await api.call(backupBrowseApi.search, {
      params: { nodeId: demo.fileServer.id, planId: plan.id },
      query: { searchTerm: 'hr-report-2.csv', page: 0, size: 10 },
    });
    const entry = found.results.find((e) => e.path === shown)!;
    const history = await api.call(backupBrowseApi.revisionPicker, {
      params: { nodeId: demo.fileServer.id, planId: plan.id, fileId: entry.id },
      query: { page: 0, size: 100 },
    });
    expect(history.results.map((r) => r.size)).toEqual([fs.statSync(file).size, olderBytes.length]);
    expect(demo.browser.pageErrors).toEqual([]);
  });

  it('downloads a folder as a zip named after it, holding the files on disk', async () => {
    const { page } = demo.browser;
    await openFileServerBackup(page);
    await openPath(page, 'All plans', ['File shares', 'shares']);
    await rowAction(rowNamed(levelTable(page, 'shares'), 'Finance'), 'Download Folder');

    const dialog = page.getByRole('dialog', { name: 'Download Folder', exact: true });
    await dialog.getByRole('checkbox', { name: 'Include Latest Revision of Deleted Files' }).waitFor();
    const jobs = dialog.getByRole('group', { name: 'Date', exact: true }).getByRole('radio');
    await jobs.first().check();
    const started = page.waitForEvent('download');
    await dialog.getByRole('button', { name: 'Download', exact: true }).click();
    const download = await started;
    expect(download.suggestedFilename()).toBe('Finance.zip');

    const zipped = await readZip(await downloadedBytes(download));
    const finance = readTree(path.join(sharesOnDisk(), 'Finance'));
    expect(zipped.size).toBeGreaterThan(15);
    expect(describeDifference(zipped, finance)).toBe('');
    expect(demo.browser.pageErrors).toEqual([]);
  });

  it("searches the plan with '*.csv' and lists exactly the CSV files on disk", async () => {
    const { page } = demo.browser;
    await openFileServerBackup(page);
    await openPath(page, 'All plans', ['File shares']);
    const search = backupData(page).getByRole('search');
    const submit = search.getByRole('button', { name: 'Search', exact: true });
    await search.getByRole('searchbox', { name: 'Search backup' }).fill('*.');
    expect(await submit.isDisabled()).toBe(true);
    await search.getByRole('searchbox', { name: 'Search backup' }).fill('*.csv');
    await submit.click();

    const results = levelTable(page, 'Search Results');
    await results.getByRole('row').nth(1).waitFor();
    const rows = await allRows(results);
    const expected = [...readTree(sharesOnDisk()).keys()]
      .filter((rel) => rel.endsWith('.csv'))
      .map((rel) => path.posix.join(SHARES, rel))
      .sort();
    expect(expected.length).toBeGreaterThan(60);
    const found = [...rows.values()];
    expect(found.map(([, where]) => where).sort()).toEqual(expected);
    expect(found.every(([name, where]) => where.endsWith(`/${name}`))).toBe(true);
    expect(demo.browser.pageErrors).toEqual([]);
  });

  it('mounts an image revision and downloads a file from it', async () => {
    const { page } = demo.browser;
    const file = onDisk(demo.fileServer, `${SHARES}/Sales/sales-report-3.csv`);
    await openFileServerBackup(page);
    await openPath(page, 'All plans', ['Data volume', 'srv']);
    const revisions = levelTable(page, 'srv');
    await revisions.getByRole('row').nth(1).getByRole('button').first().click();

    const confirm = page.getByRole('dialog', { name: 'Mount Image', exact: true });
    await confirm.getByText('Mounting the image in the cloud may take some time.').waitFor();
    expect(await confirm.locator('dt').allInnerTexts()).toEqual([
      'Revision Date',
      'Volume Name',
      'Volume Size',
    ]);
    expect(await confirm.locator('dd').nth(1).innerText()).toBe('srv');
    await confirm.getByRole('button', { name: 'Mount', exact: true }).click();
    await confirm.waitFor({ state: 'detached' });

    await levelTable(page, '/').waitFor({ timeout: 60_000 });
    await openPath(page, '/', ['shares', 'Sales']);
    await rowAction(rowNamed(levelTable(page, 'Sales'), 'sales-report-3.csv'), 'Download');
    const dialog = page.getByRole('dialog', { name: 'Download File', exact: true });
    expect(await dialog.locator('dd').allInnerTexts()).toEqual([
      'NW-FS-01',
      'Data volume',
      '/shares/Sales/sales-report-3.csv',
    ]);
    const started = page.waitForEvent('download');
    await dialog.getByRole('button', { name: 'Download', exact: true }).click();
    const download = await started;
    expect(download.suggestedFilename()).toBe('sales-report-3.csv');
    expect((await downloadedBytes(download)).equals(fs.readFileSync(file))).toBe(true);
    expect(demo.browser.pageErrors).toEqual([]);
  });
});
