// 'Remove device' from the device page with the mouse: after confirming, the console goes to device
// search without the device, and the device's agent credential is refused (401) from then on.
import { agentApi, helpApi, organizationsApi } from '@warden/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiAs } from './support/api-as.ts';
import { signIn, useBrowser } from './support/browser.ts';

const browser = useBrowser();
const REMOVED = 'RM-WS-01';
const KEPT = 'RM-WS-02';
let deviceId = 0;
let credential = '';

/** Status of an agent call made with the device's own credential, as its agent makes it. */
async function agentConfigStatus() {
  const response = await fetch(`${browser.baseUrl}/api${agentApi.config.path}`, {
    headers: { authorization: `Bearer ${credential}` },
  });
  return response.status;
}

beforeAll(async () => {
  const api = await apiAs(browser.baseUrl, browser.admin);
  // The administrator's guide would sit over the page.
  await api.call(helpApi.hideTooltip);
  const organization = await api.call(organizationsApi.create, { body: { name: 'Contoso Removal' } });
  const { token } = await api.call(agentApi.enrollment, { params: { id: organization.id } });
  const enroll = (hostname: string) =>
    api.call(agentApi.enroll, {
      body: { token, hostname, platform: 'win32', osName: 'Windows', agentVersion: '1', isServer: false },
    });
  const removed = await enroll(REMOVED);
  await enroll(KEPT);
  deviceId = removed.nodeId;
  credential = removed.credential;
});

describe('removing a device from its page', () => {
  it('confirms, leaves the device out of device search and revokes its credential', async () => {
    expect(await agentConfigStatus()).toBe(200);
    const { page, admin } = browser;
    await page.setViewportSize({ width: 1440, height: 900 });
    await signIn(page, admin.email, admin.password);
    await page.goto(`/deviceDashboard/${deviceId}/overview`);
    const main = page.getByRole('main');
    await main.getByRole('heading', { name: REMOVED, level: 1 }).waitFor();

    await main.getByRole('button', { name: 'Remove device', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: `Remove ${REMOVED}?` });
    await dialog.waitFor();
    await dialog.getByText('can no longer connect', { exact: false }).waitFor();
    await dialog.getByText('Its backup data is kept.').waitFor();
    await dialog.getByRole('button', { name: 'Remove device', exact: true }).click();

    await page.getByText(`${REMOVED} was removed`, { exact: true }).waitFor();
    await page.waitForURL((url) => url.pathname === '/deviceSearch');
    // The kept device of the same organisation shows that the list has loaded; a cached page may show
    // the removed one for a moment until the list is fetched again, so wait for that state.
    await main.getByText(KEPT, { exact: true }).first().waitFor();
    await expect.poll(() => main.getByText(REMOVED, { exact: true }).count(), { timeout: 10_000 }).toBe(0);

    expect(await agentConfigStatus()).toBe(401);
    expect(browser.pageErrors).toEqual([]);
  });
});
