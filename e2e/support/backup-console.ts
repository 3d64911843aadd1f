// Moving through the device backup tab as a technician does: the 'Backup data' browser and its
// levels, a row's actions, the restore dialog's device list and folder tree, and downloads.
import fs from 'node:fs';
import path from 'node:path';
import type { Download, Locator, Page } from 'playwright-core';

/** The backup browser card of a device's backup tab. */
export const backupData = (page: Page) => page.getByRole('region', { name: 'Backup data' });

/** The table of the level the browser shows, named after that level. */
export const levelTable = (page: Page, name: string) =>
  backupData(page).getByRole('table', { name: `Contents of ${name}`, exact: true });

/** The device's backup tab at 'All plans' (a reload keeps the level the browser was at). */
export async function openDeviceBackup(page: Page, deviceId: number): Promise<void> {
  await page.goto(`/deviceDashboard/${deviceId}/backup/manage`);
  const breadcrumb = backupData(page).getByRole('navigation', { name: 'Backup location' });
  const top = breadcrumb.getByRole('button', { name: 'All plans', exact: true });
  const atTop = breadcrumb.locator('[aria-current=page]', { hasText: 'All plans' });
  await top.or(atTop).waitFor();
  if (await top.isVisible()) await top.click();
  await levelTable(page, 'All plans').getByRole('row').nth(1).waitFor();
}

/** A row by the name in its first column (openable or not). */
export const rowNamed = (table: Locator, name: string) =>
  table.getByRole('row').filter({ has: table.page().getByTitle(name, { exact: true }) });

/** Opens the rows named in turn from the current level, each time waiting for the next level. */
export async function openPath(page: Page, from: string, names: string[]): Promise<void> {
  let level = from;
  for (const name of names) {
    await levelTable(page, level).getByRole('button', { name, exact: true }).click();
    await backupData(page)
      .getByRole('navigation', { name: 'Backup location' })
      .locator('[aria-current=page]', { hasText: name })
      .waitFor();
    level = name;
  }
  await levelTable(page, level).waitFor();
}

/** Picks an action from a row's 'Row actions' menu. */
export async function rowAction(row: Locator, action: string): Promise<void> {
  await row.getByRole('button', { name: 'Row actions', exact: true }).click();
  await row.page().getByRole('menuitem', { name: action, exact: true }).click();
}

/** The bytes of a finished browser download. */
export async function downloadedBytes(download: Download): Promise<Buffer> {
  const file = await download.path();
  return fs.readFileSync(file);
}

/**
 * In the restore dialog: Other Location, the destination device, and the folder at `folder` in its
 * folder tree, opened one level at a time from '/'.
 */
/**
 * Picks `folder` on `device` in the destination tree, which starts at `treeRoot`: '/' on a device,
 * the agent's --root folder on a demo device.
 */
export async function chooseOtherLocation(
  dialog: Locator,
  device: string,
  folder: string,
  treeRoot: string,
): Promise<void> {
  await dialog.getByRole('radio', { name: 'Other Location', exact: true }).check();
  await dialog
    .getByRole('group', { name: 'Restore To' })
    .getByRole('radio', { name: device, exact: true })
    .check();
  const tree = dialog.getByRole('list', { name: `Folders on ${device}`, exact: true });
  await chooseTreeFolder(tree, folder, treeRoot);
  await dialog.locator('output', { hasText: folder }).waitFor();
}

async function chooseTreeFolder(tree: Locator, folder: string, treeRoot: string): Promise<void> {
  const page = tree.page();
  const names = [treeRoot, ...path.posix.relative(treeRoot, folder).split('/').filter(Boolean)];
  let level = tree;
  let node: Locator | undefined;
  for (const [index, name] of names.entries()) {
    // Only this level's own items: a name can repeat deeper down or further up (/root and …/root).
    node = level.locator(':scope > li').filter({
      has: page.locator(':scope > div').getByRole('button', { name, exact: true }),
    });
    if (index === names.length - 1) break;
    const expand = node.locator(':scope > div').getByRole('button', { name: `Expand ${name}`, exact: true });
    const collapse = node
      .locator(':scope > div')
      .getByRole('button', { name: `Collapse ${name}`, exact: true });
    await expand.or(collapse).waitFor();
    if (await expand.isVisible()) await expand.click();
    level = node.locator(':scope > ul');
    await level.locator(':scope > li').first().waitFor();
  }
  await node!
    .locator(':scope > div')
    .getByRole('button', { name: names.at(-1)!, exact: true })
    .click();
}
