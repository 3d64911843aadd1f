// Links to a place in the backup browser on the demo's file server: the URL names the folder opened,
// a colleague's fresh session opening that URL sees the same folder with its whole breadcrumb, browser
// Back returns to the parent level, and a link to a folder that is not there shows the not-found state.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { backupData, levelTable, openDeviceBackup, openPath, rowNamed } from '../support/backup-console.ts';
import { signIn } from '../support/browser.ts';
import { useDemo } from '../support/demo.ts';

const demo = useDemo();

const crumbs = (page: Page) =>
  backupData(page).getByRole('navigation', { name: 'Backup location' }).getByRole('listitem').allInnerTexts();

/** A page of a new browser context (no cookies, no history), signed in as the administrator. */
async function colleaguePage(page: Page): Promise<Page> {
  const context = await page
    .context()
    .browser()!
    .newContext({
      baseURL: demo.browser.baseUrl,
      viewport: { width: 1400, height: 900 },
    });
  context.setDefaultTimeout(10_000);
  const other = await context.newPage();
  other.on('pageerror', (error) => demo.browser.pageErrors.push(error));
  await signIn(other, demo.browser.admin.email, demo.browser.admin.password);
  return other;
}

describe('links to backup folders', () => {
  it('opens a copied folder link in a new signed-in session with its breadcrumb; Back returns to the parent', async () => {
    const { page } = demo.browser;
    await page.goto('/');
    await signIn(page, demo.browser.admin.email, demo.browser.admin.password);
    await openDeviceBackup(page, demo.fileServer.id);
    await openPath(page, 'All plans', ['File shares', 'shares', 'HR']);
    const link = new URL(page.url());
    expect(link.pathname).toBe(`/deviceDashboard/${demo.fileServer.id}/backup/manage`);
    expect([...link.searchParams.keys()]).toEqual(['plan', 'folder']);

    const other = await colleaguePage(page);
    try {
      await other.goto(link.href);
      await rowNamed(levelTable(other, 'HR'), 'hr-report-2.csv').waitFor();
      expect(await crumbs(other)).toEqual(['All plans', 'File shares', 'shares', 'HR']);
      // The breadcrumb built from the link leads up like the one walked down.
      await backupData(other).getByRole('button', { name: 'shares', exact: true }).click();
      await rowNamed(levelTable(other, 'shares'), 'Finance').waitFor();
      await other.goBack();
      await rowNamed(levelTable(other, 'HR'), 'hr-report-2.csv').waitFor();
      expect(other.url()).toBe(link.href);
    } finally {
      await other.context().close();
    }

    await page.goBack();
    await rowNamed(levelTable(page, 'shares'), 'HR').waitFor();
    expect(await crumbs(page)).toEqual(['All plans', 'File shares', 'shares']);
    expect(new URL(page.url()).searchParams.get('folder')).not.toBe(link.searchParams.get('folder'));
    await page.goBack();
    await rowNamed(levelTable(page, 'File shares'), 'shares').waitFor();
    expect(new URL(page.url()).search).toBe(`?plan=${link.searchParams.get('plan')}`);
    expect(demo.browser.pageErrors).toEqual([]);
  });

  it('shows the not-found state for a link to a folder that is not there', async () => {
    const { page } = demo.browser;
    await page.goto('/');
    await signIn(page, demo.browser.admin.email, demo.browser.admin.password);
    await openDeviceBackup(page, demo.fileServer.id);
    await openPath(page, 'All plans', ['File shares', 'shares']);
    const link = new URL(page.url());
    link.searchParams.set('folder', '2000000000');
    await page.goto(link.href);
    const notFound = backupData(page).getByTestId('backup-place-not-found');
    await notFound.waitFor();
    await notFound.getByRole('button', { name: 'All plans', exact: true }).click();
    await levelTable(page, 'All plans').getByRole('row').nth(1).waitFor();
    expect(demo.browser.pageErrors).toEqual([]);
  });
});
