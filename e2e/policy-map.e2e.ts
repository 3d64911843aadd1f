// The node-role policy map in the browser, against the real server: a role's installation default is
// chosen on the device roles page; the organisation's map, reached from its dashboard tabs, shows that
// default by name, and maps the role to another policy of the role, which the server then holds.
import {
  helpApi,
  installationDefaultsApi,
  organizationsApi,
  policiesApi,
  policyMapApi,
} from '@warden/domain';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type ApiSession, apiAs } from './support/api-as.ts';
import { signIn, useBrowser } from './support/browser.ts';

const browser = useBrowser();
const ROLE = 'LINUX_WORKSTATION';
let api: ApiSession;
let organizationId = 0;
let defaultId = 0;
let mappedId = 0;

beforeAll(async () => {
  api = await apiAs(browser.baseUrl, browser.admin);
  await api.call(helpApi.hideTooltip);
  organizationId = (await api.call(organizationsApi.create, { body: { name: 'Map Traders' } })).id;
  const create = async (name: string) =>
    (await api.call(policiesApi.create, { body: { name, nodeRoleId: ROLE } })).id;
  defaultId = await create('E2E Map default');
  mappedId = await create('E2E Map workstations');
});

// Other browser tests share the server: their workstations must not run by this default.
afterAll(async () => {
  await api.call(installationDefaultsApi.clear, { params: { nodeRoleId: ROLE } });
});

describe('the node-role policy map', () => {
  it('sets a role’s default on the roles page and maps the role in the organisation’s map', async () => {
    const { page, admin } = browser;
    await signIn(page, admin.email, admin.password);

    await page.goto('/administration/devices/roles');
    const defaultSelect = page.getByRole('combobox', { name: 'Default policy for Linux workstation' });
    await defaultSelect.getByRole('option', { name: 'E2E Map default' }).waitFor({ state: 'attached' });
    await defaultSelect.selectOption({ label: 'E2E Map default' });
    await page.getByTestId('toast').getByText('Default policy for Linux workstation saved').waitFor();
    expect((await api.call(installationDefaultsApi.list)).entries).toContainEqual({
      nodeRoleId: ROLE,
      policyId: defaultId,
      policyName: 'E2E Map default',
    });

    await page.goto(`/customerDashboard/${organizationId}/overview`);
    await page
      .getByRole('navigation', { name: /Map Traders/ })
      .getByRole('link', { name: 'Policies' })
      .click();
    await page.waitForURL(`**/editor/customer/${organizationId}/policies`);
    const table = page.getByRole('table', { name: 'Policy map of Map Traders' });
    const roleSelect = table.getByRole('combobox', { name: 'Policy for Linux workstation' });
    await roleSelect.getByRole('option', { name: 'E2E Map workstations' }).waitFor({ state: 'attached' });
    expect(await roleSelect.locator('option:checked').textContent()).toBe(
      'Installation default (E2E Map default)',
    );

    await roleSelect.selectOption({ label: 'E2E Map workstations' });
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByTestId('toast').getByText('Policy map saved').waitFor();
    await vi.waitFor(async () =>
      expect((await api.call(policyMapApi.get, { params: { id: organizationId } })).entries).toEqual([
        { nodeRoleId: ROLE, policyId: mappedId, policyName: 'E2E Map workstations' },
      ]),
    );

    await page.reload();
    const reloaded = page
      .getByRole('table', { name: 'Policy map of Map Traders' })
      .getByRole('combobox', { name: 'Policy for Linux workstation' });
    await reloaded.getByRole('option', { name: 'E2E Map workstations' }).waitFor({ state: 'attached' });
    expect(await reloaded.inputValue()).toBe(String(mappedId));
    expect(browser.pageErrors).toEqual([]);
  });
});
