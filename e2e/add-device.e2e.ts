// 'Add device' on device search, with the mouse at a laptop's size: the organisation list opens above
// the dialog (not dimmed behind its overlay), a click on an entry chooses it without closing the
// dialog, and the organisation's enrolment command appears.
import { organizationsApi } from '@warden/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiAs } from './support/api-as.ts';
import { signIn, useBrowser } from './support/browser.ts';

const browser = useBrowser();
const ORGANIZATION = 'Fabrikam Add Device Picker';

beforeAll(async () => {
  const api = await apiAs(browser.baseUrl, browser.admin);
  await api.call(organizationsApi.create, { body: { name: ORGANIZATION, description: '' } });
});

describe('adding a device from device search', () => {
  it('picks the organisation with the mouse and shows its enrolment command', async () => {
    const { page, admin } = browser;
    await page.setViewportSize({ width: 1440, height: 900 });
    await signIn(page, admin.email, admin.password);
    await page.goto('/deviceSearch');

    await page.getByRole('button', { name: 'Add device', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Add device', exact: true });
    await dialog.waitFor();
    await dialog.getByRole('button', { name: /^Organization:/ }).click();
    await page.getByRole('searchbox', { name: 'Search organizations' }).fill(ORGANIZATION);

    // A real mouse click: Playwright refuses it while anything (such as the dialog's overlay) covers
    // the entry, which is what kept technicians from choosing an organisation.
    const entry = page.getByRole('button', { name: ORGANIZATION, exact: true });
    await entry.click({ timeout: 5_000 });

    await dialog.getByText(`enrol it with ${ORGANIZATION}`, { exact: false }).waitFor();
    const command = await dialog.locator('.enrollment__command code').innerText();
    expect(command).toMatch(/^warden-agent enroll /);
    expect(await dialog.isVisible()).toBe(true);
    expect(await dialog.getByRole('button', { name: `Organization: ${ORGANIZATION}` }).count()).toBe(1);
    expect(browser.pageErrors).toEqual([]);
  });
});
