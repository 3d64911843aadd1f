// The device details form (spec 001's sample device fields) on a device's settings page, against the
// real server: required fields marked, a bad IP address named on blur, the record saved, and the
// management link then offered on the device's overview.
import { agentApi, helpApi, organizationsApi } from '@warden/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiAs } from './support/api-as.ts';
import { signIn, useBrowser } from './support/browser.ts';

const browser = useBrowser();
const HOSTNAME = 'DT-SRV-01';
let deviceId = 0;

beforeAll(async () => {
  const api = await apiAs(browser.baseUrl, browser.admin);
  await api.call(helpApi.hideTooltip);
  const organization = await api.call(organizationsApi.create, { body: { name: 'Details Traders' } });
  const { token } = await api.call(agentApi.enrollment, { params: { id: organization.id } });
  deviceId = (
    await api.call(agentApi.enroll, {
      body: {
        token,
        hostname: HOSTNAME,
        platform: 'linux',
        osName: 'Debian',
        agentVersion: '1',
        isServer: true,
      },
    })
  ).nodeId;
});

describe('the device details form', () => {
  it('names a bad IP address on blur, saves the record and offers the management page', async () => {
    const { page, admin } = browser;
    await signIn(page, admin.email, admin.password);
    await page.goto(`/deviceDashboard/${deviceId}/settings`);
    const form = page.getByRole('region', { name: 'Device details' });
    const name = form.getByLabel('Name *', { exact: true });
    await expect.poll(() => name.inputValue()).toBe(HOSTNAME);

    const ip = form.getByLabel('IP address *', { exact: true });
    await ip.fill('10.0.0.x');
    await ip.blur();
    await form.getByText('Invalid IP address', { exact: true }).waitFor();
    await ip.fill('10.0.0.20');
    await form.getByLabel('Management link *', { exact: true }).fill('https://10.0.0.250/bmc');
    await form.getByLabel('Serial number', { exact: true }).fill('SN-4471');
    await form.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByTestId('toast').getByText('Device details saved', { exact: true }).waitFor();

    await page.goto(`/deviceDashboard/${deviceId}/overview`);
    const link = page.getByRole('link', { name: 'Open management page', exact: true });
    await link.waitFor();
    expect(await link.getAttribute('href')).toBe('https://10.0.0.250/bmc');
    expect(browser.pageErrors).toEqual([]);
  });
});
