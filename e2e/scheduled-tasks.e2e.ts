// Scheduled tasks in the browser: a task built in the editor with a script's value and a device
// group picked in the add-targets dialog is saved, opens in its own editor and is listed.
import {
  agentApi,
  deviceGroupsApi,
  helpApi,
  organizationsApi,
  scheduledTasksApi,
  scriptsApi,
} from '@warden/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiAs } from './support/api-as.ts';
import { signIn, useBrowser } from './support/browser.ts';

const browser = useBrowser();
const GROUP = 'Contoso web servers';

beforeAll(async () => {
  const api = await apiAs(browser.baseUrl, browser.admin);
  // The administrator's guide would sit over the page.
  await api.call(helpApi.hideTooltip);
  const organization = await api.call(organizationsApi.create, { body: { name: 'Contoso Tasks' } });
  const { token } = await api.call(agentApi.enrollment, { params: { id: organization.id } });
  for (const hostname of ['CT-WEB-01', 'CT-WEB-02']) {
    await api.call(agentApi.enroll, {
      body: { token, hostname, platform: 'linux', osName: 'Linux', agentVersion: '1', isServer: true },
    });
  }
  await api.call(deviceGroupsApi.create, {
    body: { name: GROUP, organizationId: organization.id, criteria: { name: 'ct-web' } },
  });
  await api.call(scriptsApi.create, {
    body: {
      name: 'Rotate logs',
      language: 'SHELL',
      operatingSystems: ['LINUX'],
      body: 'echo "keeping $keep"',
      variables: [{ name: 'Keep', type: 'INTEGER', required: true }],
    },
  });
});

describe('scheduled tasks', () => {
  it('creates a task with a group target', async () => {
    const { page, admin } = browser;
    await page.setViewportSize({ width: 1440, height: 900 });
    await signIn(page, admin.email, admin.password);
    await page.goto('/administration/tasks');
    const main = page.getByRole('main');
    await main.getByRole('heading', { name: 'Scheduled tasks', level: 1 }).waitFor();
    await main.getByRole('button', { name: 'New scheduled task' }).click();

    await page.waitForURL('**/editor/scheduledTask/new');
    await main.getByLabel('Name', { exact: true }).fill('Nightly log rotation');
    await main.getByLabel('Add a script').selectOption({ label: 'Rotate logs' });
    await main.getByLabel(/Keep/).fill('7');
    await main.getByRole('button', { name: 'Add targets' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add targets' });
    await dialog.getByLabel('Target type').selectOption({ label: 'Group' });
    await dialog.getByRole('checkbox', { name: GROUP }).click();
    await dialog.getByRole('button', { name: 'Add 1 target' }).click();
    await main
      .getByRole('table', { name: 'Targets' })
      .getByRole('cell', { name: GROUP, exact: true })
      .waitFor();
    await main.getByRole('button', { name: 'Save' }).click();

    await page.waitForURL((url) => /^\/editor\/scheduledTask\/\d+$/.test(url.pathname));
    await main.getByRole('heading', { name: 'Edit Nightly log rotation', level: 1 }).waitFor();
    const id = Number(new URL(page.url()).pathname.split('/').pop());
    const api = await apiAs(browser.baseUrl, browser.admin);
    const task = await api.call(scheduledTasksApi.get, { params: { id } });
    expect(task.targets.map((t) => [t.targetType, t.name])).toEqual([['GROUP', GROUP]]);
    expect(task.scripts.actionList.map((a) => [a.scriptName, a.variables])).toEqual([
      ['Rotate logs', { keep: '7' }],
    ]);
    expect(task.enabled).toBe(true);

    await page.goto('/administration/tasks');
    await main.getByRole('link', { name: 'Nightly log rotation' }).waitFor();
    expect(browser.pageErrors).toEqual([]);
  });
});
