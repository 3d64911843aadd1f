// Node approvals with the mouse: an organisation is switched to MANUAL in its editor, an agent
// enrolled there stays dormant (403) until a technician approves it on the pending tab, after which
// it appears on the approved tab and its agent calls are accepted.
import { agentApi, helpApi, organizationsApi } from '@warden/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiAs } from './support/api-as.ts';
import { signIn, useBrowser } from './support/browser.ts';

const browser = useBrowser();
const HOST = 'APPROVE-WS-01';
let organizationId = 0;
let token = '';

async function agentConfigStatus(credential: string) {
  const response = await fetch(`${browser.baseUrl}/api${agentApi.config.path}`, {
    headers: { authorization: `Bearer ${credential}` },
  });
  return response.status;
}

beforeAll(async () => {
  const api = await apiAs(browser.baseUrl, browser.admin);
  await api.call(helpApi.hideTooltip);
  const organization = await api.call(organizationsApi.create, { body: { name: 'Contoso Approvals' } });
  organizationId = organization.id;
  ({ token } = await api.call(agentApi.enrollment, { params: { id: organization.id } }));
});

describe('node approvals', () => {
  it('switches to MANUAL, keeps an enrolled agent dormant, and approves it', async () => {
    const { page, admin } = browser;
    await page.setViewportSize({ width: 1440, height: 900 });
    await signIn(page, admin.email, admin.password);
    await page.goto(`/editor/customer/${organizationId}/security-node-approvals`);
    const main = page.getByRole('main');
    await main.getByRole('radio', { name: /^Manual/ }).click();
    await main.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByText('Approval mode saved', { exact: true }).waitFor();

    const api = await apiAs(browser.baseUrl, browser.admin);
    const { credential } = await api.call(agentApi.enroll, {
      body: {
        token,
        hostname: HOST,
        platform: 'win32',
        osName: 'Windows',
        agentVersion: '1',
        isServer: false,
      },
    });
    expect(await agentConfigStatus(credential)).toBe(403);

    await page.goto(`/customerDashboard/${organizationId}/approvals/pending`);
    const row = main.getByRole('row', { name: new RegExp(HOST) });
    await row.waitFor();
    await row.getByRole('button', { name: 'Approve', exact: true }).click();
    await page.getByText(`${HOST} approved`, { exact: true }).waitFor();
    await expect.poll(() => main.getByText(HOST, { exact: true }).count(), { timeout: 10_000 }).toBe(0);

    await main.getByRole('link', { name: 'Approved', exact: true }).click();
    const approved = main.getByRole('row', { name: new RegExp(HOST) });
    await approved.getByText('WAITING', { exact: true }).waitFor();
    expect(await agentConfigStatus(credential)).toBe(200);
    expect(browser.pageErrors).toEqual([]);
  });
});
