// Device groups in the browser: a group created from criteria in the group form (device search's own
// filters) opens on its page with the devices that match now, and not the others.
import { agentApi, helpApi, organizationsApi } from '@warden/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiAs } from './support/api-as.ts';
import { signIn, useBrowser } from './support/browser.ts';

const browser = useBrowser();
const ORGANIZATION = 'Northwind Groups';

beforeAll(async () => {
  const api = await apiAs(browser.baseUrl, browser.admin);
  // The administrator's guide would sit over the page.
  await api.call(helpApi.hideTooltip);
  // The demo's two devices (a workstation and a file server), enrolled as their agents enrol.
  const organization = await api.call(organizationsApi.create, { body: { name: ORGANIZATION } });
  const { token } = await api.call(agentApi.enrollment, { params: { id: organization.id } });
  const enroll = (hostname: string, isServer: boolean) =>
    api.call(agentApi.enroll, {
      body: { token, hostname, platform: 'linux', osName: 'Linux', agentVersion: '1', isServer },
    });
  await enroll('NW-WS-042', false);
  await enroll('NW-FS-01', true);
  await enroll('NW-WS-043', false);
});

describe('device groups', () => {
  it('creates a group from criteria and shows the devices it matches', async () => {
    const { page, admin } = browser;
    await page.setViewportSize({ width: 1440, height: 900 });
    await signIn(page, admin.email, admin.password);
    await page.goto('/administration/devices/groups');
    const main = page.getByRole('main');
    await main.getByRole('heading', { name: 'Device groups', level: 1 }).waitFor();

    await main.getByRole('button', { name: 'New group' }).click();
    const dialog = page.getByRole('dialog', { name: 'New device group' });
    await dialog.getByLabel('Name', { exact: true }).fill('Northwind workstations');
    await dialog.getByLabel('Device name contains').fill('nw-ws');
    await dialog.getByRole('button', { name: 'Organization: All organizations' }).click();
    await page.getByRole('button', { name: ORGANIZATION, exact: true }).click();
    await dialog.getByRole('button', { name: 'Create group' }).click();

    await page.waitForURL((url) => /^\/group\/\d+$/.test(url.pathname));
    await main.getByRole('heading', { name: 'Northwind workstations', level: 1 }).waitFor();
    const members = main.getByRole('table', { name: 'Group devices' });
    await members.getByRole('link', { name: 'NW-WS-042' }).waitFor();
    await members.getByRole('link', { name: 'NW-WS-043' }).waitFor();
    expect(await members.getByRole('link', { name: 'NW-FS-01' }).count()).toBe(0);

    await page.goto('/administration/devices/groups');
    await main.getByRole('link', { name: 'Northwind workstations' }).waitFor();
    expect(browser.pageErrors).toEqual([]);
  });
});
