// The policy editor in the browser, against the real server: a child policy's items show inherited,
// overridden and own; Revert shows on hover of an overridden item and brings the parent's value back;
// disabling an inherited item overrides it; the Windows-service condition form checks its service
// name when the field loses focus; a scheduled script is added to a child policy as its own, and an
// inherited one edited in the child is overridden, then reverted.
import { helpApi, type PolicyOverrides, policiesApi, scriptsApi } from '@warden/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { type ApiSession, apiAs } from './support/api-as.ts';
import { signIn, useBrowser } from './support/browser.ts';

const browser = useBrowser();
let api: ApiSession;
let parentId = 0;
let childId = 0;
let scriptId = 0;

const disk = (name: string, thresholdPercent: number) => ({
  enabled: true,
  name,
  condition: { type: 'DISK_FREE_BELOW' as const, thresholdPercent, volume: null },
  actions: [],
});
const overrides = (conditions: PolicyOverrides['conditions'], heartbeat?: number): PolicyOverrides => ({
  agentSettings: heartbeat ? { heartbeatIntervalSeconds: heartbeat } : {},
  backupPlans: {},
  conditions,
  scheduledScripts: {},
});

beforeAll(async () => {
  api = await apiAs(browser.baseUrl, browser.admin);
  await api.call(helpApi.hideTooltip);
  const parent = await api.call(policiesApi.create, {
    body: {
      name: 'E2E Linux baseline',
      nodeRoleId: 'LINUX_SERVER',
      overrides: overrides({ disk: disk('Disk almost full', 10), root: disk('Root volume low', 5) }, 60),
    },
  });
  parentId = parent.id;
  const child = await api.call(policiesApi.create, {
    body: {
      name: 'E2E Linux web servers',
      nodeRoleId: 'LINUX_SERVER',
      parentId,
      overrides: overrides({ disk: disk('Disk almost full', 20) }),
    },
  });
  childId = child.id;
  const script = await api.call(scriptsApi.create, {
    body: {
      name: 'E2E clean temp files',
      language: 'SHELL',
      operatingSystems: ['LINUX'],
      body: 'find "$directory" -mtime +7 -delete',
      variables: [{ name: 'Directory', type: 'TEXT', required: true }],
    },
  });
  scriptId = script.id;
});

describe('the policy editor', () => {
  it('shows inherited and overridden items, reverts on hover, and overrides a disabled inherited item', async () => {
    const { page, admin } = browser;
    await signIn(page, admin.email, admin.password);
    await page.goto(`/editor/policy/${childId}`);
    const main = page.getByRole('main');
    await main.getByRole('heading', { name: 'E2E Linux web servers', level: 1 }).waitFor();
    const item = (name: string) => main.getByRole('listitem', { name, exact: true });

    await item('Root volume low').getByText('Inherited from E2E Linux baseline', { exact: true }).waitFor();
    await item('Heartbeat interval')
      .getByText('Inherited from E2E Linux baseline', { exact: true })
      .waitFor();
    const overridden = item('Disk almost full');
    await overridden.getByText('Overridden', { exact: true }).waitFor();

    // Revert is there only on hover (or focus) of the overridden item.
    const revert = overridden.getByRole('button', { name: 'Revert', exact: true });
    await main.getByRole('heading', { name: 'Conditions', level: 2 }).hover();
    await expect.poll(() => revert.evaluate((el) => getComputedStyle(el).opacity)).toBe('0');
    await overridden.hover();
    await expect.poll(() => revert.evaluate((el) => getComputedStyle(el).opacity)).toBe('1');
    await revert.click();
    await overridden.getByText('Inherited from E2E Linux baseline', { exact: true }).waitFor();
    expect(await overridden.getByRole('button', { name: 'Revert', exact: true }).count()).toBe(0);
    const reverted = await api.call(policiesApi.get, { params: { id: childId } });
    expect(reverted.policy.overrides.conditions).toEqual({});
    expect(reverted.effective.conditions.find((c) => c.key === 'disk')?.value).toEqual(
      disk('Disk almost full', 10),
    );

    // Disabling an inherited item overrides it with the parent's value and the switch off.
    // The switch follows the server's answer, so it is clicked, then its new state awaited.
    await item('Root volume low').getByRole('checkbox', { name: 'Enabled' }).click();
    await item('Root volume low').getByText('Overridden', { exact: true }).waitFor();
    await expect
      .poll(() => item('Root volume low').getByRole('checkbox', { name: 'Enabled' }).isChecked())
      .toBe(false);
    const disabled = await api.call(policiesApi.get, { params: { id: childId } });
    expect(disabled.policy.overrides.conditions.root).toEqual({
      ...disk('Root volume low', 5),
      enabled: false,
    });
    expect(browser.pageErrors).toEqual([]);
  });

  it('checks the Windows-service condition form on blur, then saves the condition as the policy’s own', async () => {
    const { page, admin } = browser;
    await signIn(page, admin.email, admin.password);
    await page.goto(`/editor/policy/${parentId}`);
    const main = page.getByRole('main');
    await main.getByRole('button', { name: 'Add condition', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Add condition' });
    await dialog.getByLabel('Name', { exact: true }).fill('Print spooler');
    await dialog.getByLabel('Type', { exact: true }).selectOption('WINDOWS_SERVICE');
    const serviceName = dialog.getByLabel('Service name', { exact: true });
    await serviceName.focus();
    expect(await dialog.getByText('Required', { exact: true }).count()).toBe(0);
    await serviceName.blur();
    await dialog.getByText('Required', { exact: true }).waitFor();
    expect(await serviceName.getAttribute('aria-invalid')).toBe('true');
    await serviceName.fill('Spooler');
    await serviceName.blur();
    await expect.poll(() => dialog.getByText('Required', { exact: true }).count()).toBe(0);
    await dialog.getByRole('button', { name: 'Save condition', exact: true }).click();
    await main
      .getByRole('listitem', { name: 'Print spooler', exact: true })
      .getByText('Set in this policy', { exact: true })
      .waitFor();
    const saved = await api.call(policiesApi.get, { params: { id: parentId } });
    expect(Object.values(saved.policy.overrides.conditions).map((c) => c?.condition)).toContainEqual({
      type: 'WINDOWS_SERVICE',
      serviceName: 'Spooler',
      displayName: '',
    });
    expect(browser.pageErrors).toEqual([]);
  });

  it('adds a scheduled script to a child policy as its own, and overrides then reverts an inherited one', async () => {
    const { page, admin } = browser;
    await api.call(policiesApi.putItem, {
      params: { id: parentId, section: 'scheduledScripts', key: 'cleanup' },
      body: {
        enabled: true,
        scriptId,
        variables: { directory: '/tmp' },
        schedule: { scheduleType: 'DAILY', scheduleHour: 3, scheduleMinute: 0 },
      },
    });
    await signIn(page, admin.email, admin.password);
    await page.goto(`/editor/policy/${childId}`);
    const main = page.getByRole('main');
    await main.getByRole('heading', { name: 'E2E Linux web servers', level: 1 }).waitFor();
    const inherited = main.getByRole('listitem', { name: 'E2E clean temp files', exact: true });
    await inherited.getByText('Inherited from E2E Linux baseline', { exact: true }).waitFor();

    // Added in the child: the required variable is asked for first, then the item is the child's own.
    await main.getByRole('button', { name: 'Add scheduled script', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Add scheduled script' });
    await dialog.getByLabel('Search').fill('E2E clean');
    await dialog.getByRole('radio', { name: /E2E clean temp files/ }).check();
    const directory = dialog.getByLabel(/^Directory/);
    await directory.waitFor();
    await dialog.getByRole('button', { name: 'Save scheduled script', exact: true }).click();
    await dialog.getByText("'Directory' is required", { exact: true }).waitFor();
    await directory.fill('/var/tmp');
    await dialog.getByLabel('Runs', { exact: true }).selectOption('EVERY_N_HOURS');
    await dialog.getByLabel('Every', { exact: true }).fill('6');
    await dialog.getByRole('button', { name: 'Save scheduled script', exact: true }).click();
    await dialog.waitFor({ state: 'hidden' });
    const own = main.getByRole('listitem', { name: 'E2E clean temp files', exact: true }).filter({
      hasText: 'Set in this policy',
    });
    await own.waitFor();
    const added = await api.call(policiesApi.get, { params: { id: childId } });
    expect(Object.values(added.policy.overrides.scheduledScripts)).toContainEqual(
      expect.objectContaining({
        scriptId,
        variables: { directory: '/var/tmp' },
        schedule: expect.objectContaining({ scheduleType: 'EVERY_N_HOURS', interval: 6 }),
      }),
    );

    // The inherited one, saved in the child, is overridden; Revert brings the parent's back.
    const fromParent = main
      .getByRole('listitem', { name: 'E2E clean temp files', exact: true })
      .filter({ hasText: 'Inherited from E2E Linux baseline' });
    await fromParent.getByRole('button', { name: 'Edit', exact: true }).click();
    const edit = page.getByRole('dialog', { name: 'Edit scheduled script' });
    await edit.getByLabel(/^Directory/).fill('/srv/tmp');
    await edit.getByRole('button', { name: 'Save scheduled script', exact: true }).click();
    await edit.waitFor({ state: 'hidden' });
    const overridden = main
      .getByRole('listitem', { name: 'E2E clean temp files', exact: true })
      .filter({ hasText: 'Overridden' });
    await overridden.waitFor();
    const changed = await api.call(policiesApi.get, { params: { id: childId } });
    expect(changed.policy.overrides.scheduledScripts.cleanup?.variables).toEqual({ directory: '/srv/tmp' });
    await overridden.hover();
    await overridden.getByRole('button', { name: 'Revert', exact: true }).click();
    await overridden.waitFor({ state: 'detached' });
    await fromParent.waitFor();
    const reverted = await api.call(policiesApi.get, { params: { id: childId } });
    expect(reverted.policy.overrides.scheduledScripts.cleanup).toBeUndefined();
    expect(browser.pageErrors).toEqual([]);
  });
});
