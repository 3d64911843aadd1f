// Restores between the demo's devices through the restore dialog, checked on the destination's
// disk: into a folder made in the dialog, with each 'If File Exists' choice, and a large restore
// canceled while it runs.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { backupBrowseApi, type CollisionHandling, restoreApi } from '@warden/domain';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { apiAs } from '../support/api-as.ts';
import {
  chooseOtherLocation,
  levelTable,
  openDeviceBackup,
  openPath,
  rowAction,
  rowNamed,
} from '../support/backup-console.ts';
import { signIn } from '../support/browser.ts';
import { onDisk, useDemo } from '../support/demo.ts';
import { describeDifference, type FileMap, readTree } from '../support/files.ts';

const demo = useDemo();

const collisionLabels: Record<CollisionHandling, string> = {
  OVERWRITE: 'Overwrite',
  SKIP: 'Skip',
  KEEP_BOTH: 'Keep both',
};

async function openSharesOfFileServer(page: Page) {
  await page.goto('/');
  await signIn(page, demo.browser.admin.email, demo.browser.admin.password);
  await openDeviceBackup(page, demo.fileServer.id);
  await openPath(page, 'All plans', ['File shares', 'shares']);
}

/** Opens Restore on a folder of the file server's shares and chooses how collisions go. */
async function openRestore(page: Page, folder: string, collision: CollisionHandling): Promise<Locator> {
  await rowAction(rowNamed(levelTable(page, 'shares'), folder), 'Restore');
  const dialog = page.getByRole('dialog', { name: 'Restore Folder', exact: true });
  await dialog
    .getByRole('combobox', { name: 'If File Exists' })
    .selectOption({ label: collisionLabels[collision] });
  return dialog;
}

/** Presses Restore and returns the job view the dialog hands over to. */
async function startRestore(page: Page, dialog: Locator): Promise<Locator> {
  await dialog.getByRole('button', { name: 'Restore', exact: true }).click();
  await dialog.waitFor({ state: 'detached' });
  const job = page.getByRole('dialog', { name: 'Restore job', exact: true });
  await job.waitFor();
  return job;
}

async function restoreAndWait(page: Page, dialog: Locator): Promise<void> {
  const job = await startRestore(page, dialog);
  await job.getByText('Completed', { exact: true }).waitFor({ timeout: 30_000 });
  await job.getByRole('button', { name: 'Close', exact: true }).click();
  await job.waitFor({ state: 'detached' });
}

const withFile = (files: FileMap, name: string, bytes: Buffer): FileMap => new Map([...files, [name, bytes]]);

describe('restoring to the other device', () => {
  it('restores a folder into a new folder made in the dialog, then with Skip, Keep both and Overwrite', async () => {
    const { page } = demo.browser;
    const source = readTree(onDisk(demo.fileServer, '/srv/shares/HR'));
    const folderName = `Restored ${randomBytes(3).toString('hex')}`;
    // The console names the workstation's own paths; the agent keeps them under its --root folder.
    const destination = `/${folderName}`;
    const destinationOnDisk = onDisk(demo.workstation, destination);
    await openSharesOfFileServer(page);

    const dialog = await openRestore(page, 'HR', 'OVERWRITE');
    expect(await dialog.locator('dd').allInnerTexts()).toEqual(['NW-FS-01', 'File shares', '/srv/shares/HR']);
    await chooseOtherLocation(dialog, 'NW-WS-042', '/', '/');
    await dialog.getByRole('button', { name: 'New Folder', exact: true }).click();
    const newFolder = page.getByRole('dialog', { name: 'New Folder', exact: true });
    await newFolder.getByLabel('Folder Name').fill(folderName);
    await newFolder.getByRole('button', { name: 'Create', exact: true }).click();
    await newFolder.waitFor({ state: 'detached' });
    await dialog.locator('output', { hasText: destination }).waitFor();
    // The folder is made when the restore is confirmed, not when New Folder is pressed.
    expect(fs.existsSync(destinationOnDisk)).toBe(false);

    await restoreAndWait(page, dialog);
    await page.getByText('Restore job created successfully', { exact: true }).first().waitFor();
    const restored = path.join(destinationOnDisk, 'HR');
    expect(source.size).toBeGreaterThan(15);
    expect(describeDifference(readTree(restored), source)).toBe('');

    // A file changed on the destination meets the backed-up one in each mode.
    const report = path.join(restored, 'hr-report-1.csv');
    const edited = Buffer.from('edited on the workstation\n');
    fs.writeFileSync(report, edited);
    const original = source.get('hr-report-1.csv')!;
    const afterEdit = withFile(source, 'hr-report-1.csv', edited);

    await restoreAndWait(page, await chooseDestination(await openRestore(page, 'HR', 'SKIP'), destination));
    expect(describeDifference(readTree(restored), afterEdit)).toBe('');

    await restoreAndWait(
      page,
      await chooseDestination(await openRestore(page, 'HR', 'KEEP_BOTH'), destination),
    );
    const keptBoth = withFile(afterEdit, 'hr-report-1 (1).csv', original);
    expect(describeDifference(readTree(restored), keptBoth)).toBe('');

    await restoreAndWait(
      page,
      await chooseDestination(await openRestore(page, 'HR', 'OVERWRITE'), destination),
    );
    const overwritten = withFile(keptBoth, 'hr-report-1.csv', original);
    expect(describeDifference(readTree(restored), overwritten)).toBe('');
    expect(demo.browser.pageErrors).toEqual([]);
  });

  it('keeps Restore in view on a 1440×900 screen once a destination is chosen, and restores on a mouse click', async () => {
    const { page } = demo.browser;
    await page.setViewportSize({ width: 1440, height: 900 });
    const folderName = `Mouse ${randomBytes(3).toString('hex')}`;
    const destinationOnDisk = onDisk(demo.workstation, `/${folderName}`);
    await openSharesOfFileServer(page);
    const dialog = await openRestore(page, 'HR', 'OVERWRITE');
    await chooseOtherLocation(dialog, 'NW-WS-042', '/', '/');
    await dialog.getByRole('button', { name: 'New Folder', exact: true }).click();
    const newFolder = page.getByRole('dialog', { name: 'New Folder', exact: true });
    await newFolder.getByLabel('Folder Name').fill(folderName);
    await newFolder.getByRole('button', { name: 'Create', exact: true }).click();
    await newFolder.waitFor({ state: 'detached' });
    await dialog.locator('output', { hasText: `/${folderName}` }).waitFor();

    const dialogBox = (await dialog.boundingBox())!;
    expect(dialogBox.y).toBeGreaterThanOrEqual(0);
    expect(dialogBox.y + dialogBox.height).toBeLessThanOrEqual(900);
    const restore = dialog.getByRole('button', { name: 'Restore', exact: true });
    await expect.poll(() => restore.isEnabled()).toBe(true);
    const box = (await restore.boundingBox())!;
    expect(box.y + box.height).toBeLessThanOrEqual(900);
    // A real pointer at the button's place: nothing scrolls it into view first.
    await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
    await dialog.waitFor({ state: 'detached' });
    const job = page.getByRole('dialog', { name: 'Restore job', exact: true });
    await job.getByText('Completed', { exact: true }).waitFor({ timeout: 30_000 });
    expect(fs.readdirSync(destinationOnDisk)).toEqual(['HR']);
    expect(demo.browser.pageErrors).toEqual([]);
  });

  it('cancels a large restore while it runs; the unfinished file is not left behind', async () => {
    const { page } = demo.browser;
    const folder = 'Media archive';
    const big = onDisk(demo.fileServer, `/srv/shares/${folder}/footage.bin`);
    writeLargeFile(big, 512);
    const api = await apiAs(demo.browser.baseUrl, demo.browser.admin);
    const plan = (await api.call(backupBrowseApi.plans, { params: { nodeId: demo.fileServer.id } })).find(
      (p) => p.name === 'File shares',
    )!;
    const jobsOf = () =>
      api.call(backupBrowseApi.jobs, {
        params: { nodeId: demo.fileServer.id, planId: plan.id },
        query: { page: 0, size: 100 },
      });
    const lastJob = (await jobsOf()).results[0]?.id ?? 0;
    const landed = onDisk(demo.workstation, `/${folder}`);
    fs.rmSync(landed, { recursive: true, force: true });

    await page.goto('/');
    await signIn(page, demo.browser.admin.email, demo.browser.admin.password);
    await openDeviceBackup(page, demo.fileServer.id);
    const planRow = page
      .getByRole('table', { name: 'Backup plan definitions' })
      .getByRole('row')
      .filter({ hasText: 'File shares' });
    await planRow.getByRole('button', { name: 'Back up now', exact: true }).click();
    await page.getByText('Backup of File shares started', { exact: true }).waitFor();
    await expect
      .poll(
        async () => {
          const newest = (await jobsOf()).results[0];
          return newest && newest.id > lastJob ? newest.status : 'not started';
        },
        { timeout: 120_000, interval: 500 },
      )
      .toBe('COMPLETED');

    await openDeviceBackup(page, demo.fileServer.id);
    await openPath(page, 'All plans', ['File shares', 'shares']);
    const dialog = await openRestore(page, folder, 'OVERWRITE');
    await chooseOtherLocation(dialog, 'NW-WS-042', '/', '/');
    const job = await startRestore(page, dialog);
    // Cancel once the agent is writing the file: some bytes restored, most to go.
    await job.getByText(/^[1-9][\d.]* \w+ of 512 MB$/).waitFor();
    // The live figures the server computes from the agent's reports: throughput and time left.
    await job.getByText(/^[\d.]+ \w+\/s$/).waitFor();
    await job.getByText(/^\d+ s left$|^\d+ min \d+ s left$/).waitFor();
    await job.getByRole('button', { name: 'Cancel Job', exact: true }).click();
    const confirm = page.getByRole('dialog', { name: 'Cancel restore job?', exact: true });
    await confirm.getByText('The restore will be incomplete', { exact: false }).waitFor();
    await confirm.getByRole('button', { name: 'Yes', exact: true }).click();
    await job.getByText('Canceled', { exact: true }).waitFor({ timeout: 30_000 });
    expect(await job.getByRole('button', { name: 'Cancel Job' }).count()).toBe(0);
    await job.getByRole('button', { name: 'Clear restore', exact: true }).waitFor();

    const jobs = await api.call(restoreApi.list, {
      query: { nodeId: demo.workstation.id, includeCleared: 'true', page: 0, size: 10 },
    });
    const canceled = jobs.results.find((j) => j.content.sourcePath.endsWith(`/${folder}`))!;
    expect(canceled.status).toBe('canceled');
    // The final count keeps only whole files: the interrupted one is gone again.
    expect(canceled.jobProcessedBytes).toBeLessThan(canceled.jobTotalBytes!);
    await expect
      .poll(() => (fs.existsSync(landed) ? fs.readdirSync(landed) : []), { timeout: 10_000 })
      .toEqual([]);
    expect(demo.browser.pageErrors).toEqual([]);
  });
});

async function chooseDestination(dialog: Locator, folder: string): Promise<Locator> {
  await chooseOtherLocation(dialog, 'NW-WS-042', folder, '/');
  return dialog;
}

/**
 * A file of `mebibytes` MiB cycling through 64 random MiB: large to restore, yet quick to back up,
 * since its chunks repeat and are stored once. The cycle is longer than the restore reads ahead, so
 * the restore fetches every chunk of it again (one repeated MiB would be fetched once and the
 * agent's restore rate cap, which paces fetches, would not slow it).
 */
function writeLargeFile(file: string, mebibytes: number): void {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const blocks = Array.from({ length: 64 }, () => randomBytes(1024 * 1024));
  const fd = fs.openSync(file, 'w');
  try {
    for (let i = 0; i < mebibytes; i++) fs.writeSync(fd, blocks[i % blocks.length]!);
  } finally {
    fs.closeSync(fd);
  }
}
