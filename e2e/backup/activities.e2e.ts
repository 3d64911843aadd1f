// Activities on the demo: its agents' backups show in the system-wide list, narrowed to a device from
// a row, and on the device's own Activities tab with its enrolment.
import { describe, expect, it } from 'vitest';
import { signIn } from '../support/browser.ts';
import { useDemo } from '../support/demo.ts';

const demo = useDemo();

describe('activities', () => {
  it("shows the demo agents' backups as activities, system-wide and per device", async () => {
    const { page, admin } = demo.browser;
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto('/');
    await signIn(page, admin.email, admin.password);
    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    await nav.getByRole('link', { name: 'Activities', exact: true }).click();
    await page.waitForURL('**/systemDashboard/activities/all');
    const main = page.getByRole('main');
    await main.getByRole('heading', { name: 'Activities', level: 1 }).waitFor();

    await main.getByLabel('Type').selectOption('BACKUP');
    const table = main.getByRole('table', { name: 'Activities' });
    const finished = table.getByRole('row').filter({ hasText: 'Backup finished' });
    await finished.filter({ hasText: 'Workstation documents' }).first().waitFor();
    await finished.filter({ hasText: 'File shares' }).first().waitFor();

    // A device's name narrows the list to that device.
    const workstation = demo.workstation.hostname;
    await table
      .getByRole('button', { name: `Show only the activities of ${workstation}` })
      .first()
      .click();
    await main.getByRole('button', { name: `Remove filter Device: ${workstation}` }).waitFor();
    await expect
      .poll(async () => table.getByRole('row').filter({ hasText: demo.fileServer.hostname }).count())
      .toBe(0);
    await finished.filter({ hasText: 'Workstation documents' }).first().waitFor();

    await page.goto(`/deviceDashboard/${demo.workstation.id}/activities/all`);
    const deviceTable = main.getByRole('table', { name: 'Activities' });
    await deviceTable.getByRole('row').filter({ hasText: 'Agent enrolled' }).waitFor();
    await deviceTable.getByRole('row').filter({ hasText: 'Workstation documents' }).first().waitFor();
    expect(demo.browser.pageErrors).toEqual([]);
  });
});
