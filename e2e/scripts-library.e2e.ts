// The script library as an administrator uses it: write a shell script with two typed variables in
// the editor (CodeMirror for the body), find it in the library by its filters, and try the variables'
// run form: 'a1b2' pasted into the INTEGER keeps '12', '10.0.0.x' in the IPADDRESS keeps '10.0.0.'.
import { helpApi, type Script, scriptsApi } from '@warden/domain';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { type ApiSession, apiAs } from './support/api-as.ts';
import { signIn, useBrowser } from './support/browser.ts';

const browser = useBrowser();
const CATEGORY = 'E2E disk care';
const SCRIPT = 'E2E report disk usage';
const OTHER = 'E2E report memory';
let api: ApiSession;
let created: Script | undefined;

beforeAll(async () => {
  api = await apiAs(browser.baseUrl, browser.admin);
  await api.call(helpApi.hideTooltip);
  await api.call(scriptsApi.createCategory, { body: { name: CATEGORY } });
  // Matches the name search but neither the category nor the language filter.
  await api.call(scriptsApi.create, {
    body: {
      name: OTHER,
      language: 'POWERSHELL',
      operatingSystems: ['WINDOWS'],
      body: 'Get-CimInstance Win32_OperatingSystem',
    },
  });
});

/** Pastes text into the focused field through the system clipboard, as a technician's Ctrl+V does. */
async function paste(page: Page, text: string) {
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.evaluate((value) => navigator.clipboard.writeText(value), text);
  await page.keyboard.press('Control+V');
}

describe('the script library', () => {
  it('creates a script with typed variables in the editor and finds it by its filters', async () => {
    const { page, admin } = browser;
    await signIn(page, admin.email, admin.password);
    await page.goto('/administration/library/scripting/scripts');
    const main = page.getByRole('main');
    await main.getByRole('button', { name: 'New script' }).click();
    await page.waitForURL((url) => url.pathname === '/editor/script/new');

    await main.getByLabel('Name', { exact: true }).first().fill(SCRIPT);
    await main.getByLabel('Description').first().fill('Reports the use of a mount point');
    await main.getByLabel('Language').selectOption('SHELL');
    await main.getByRole('checkbox', { name: CATEGORY }).click();
    await main.getByLabel('Timeout (seconds)').fill('60');
    const body = main.getByRole('textbox', { name: 'Script', exact: true });
    await body.click();
    await page.keyboard.type('df -h /; echo "limit=$maxUsage server=$serverAddress"');

    await main.getByRole('button', { name: 'Add a variable' }).click();
    const first = main.getByRole('group', { name: 'Variable 1' });
    await first.getByLabel('Name').fill('Max usage');
    await first.getByLabel('Type').selectOption('INTEGER');
    await first.getByText('Reaches the script as the environment variable maxUsage').waitFor();
    await main.getByRole('button', { name: 'Add a variable' }).click();
    const second = main.getByRole('group', { name: 'Variable 2' });
    await second.getByLabel('Name').fill('Server address');
    await second.getByLabel('Type').selectOption('IPADDRESS');
    await second.getByRole('checkbox', { name: 'Required' }).click();

    await main.getByRole('button', { name: 'Save' }).click();
    await page.getByText(`Script ${SCRIPT} saved`, { exact: true }).waitFor();
    await page.waitForURL((url) => /^\/editor\/script\/\d+$/.test(url.pathname));
    const id = Number(new URL(page.url()).pathname.split('/').at(-1));
    created = await api.call(scriptsApi.get, { params: { id } });
    expect(created.language).toBe('SHELL');
    expect(created.operatingSystems).toEqual(['LINUX', 'MAC']);
    expect(created.body).toBe('df -h /; echo "limit=$maxUsage server=$serverAddress"');
    expect(created.variables.map((v) => [v.calculatedName, v.type, v.required])).toEqual([
      ['maxUsage', 'INTEGER', false],
      ['serverAddress', 'IPADDRESS', true],
    ]);

    await page.goto('/administration/library/scripting/scripts');
    const table = main.getByRole('table', { name: 'Scripts' });
    await table.getByRole('link', { name: OTHER }).waitFor();
    await main.getByRole('searchbox').fill('E2E report');
    await main.getByLabel('Category').selectOption({ label: CATEGORY });
    await main.getByLabel('Language').selectOption('SHELL');
    await main.getByLabel('Operating system').selectOption('LINUX');
    await expect.poll(() => table.getByRole('link', { name: OTHER }).count()).toBe(0);
    await table.getByRole('link', { name: SCRIPT }).click();
    await page.waitForURL((url) => url.pathname === `/editor/script/${id}`);
    expect(browser.pageErrors).toEqual([]);
  });

  it("sanitises the run form: pasted 'a1b2' into INTEGER, '10.0.0.x' into IPADDRESS", async () => {
    expect(created).toBeDefined();
    const { page, admin } = browser;
    await signIn(page, admin.email, admin.password);
    await page.goto(`/editor/script/${created!.id}`);
    const preview = page.getByRole('region', { name: 'Run form preview' });
    const integer = preview.getByLabel('Max usage');
    await integer.click();
    await paste(page, 'a1b2');
    await expect.poll(() => integer.inputValue()).toBe('12');
    const address = preview.getByLabel('Server address');
    await address.click();
    await paste(page, '10.0.0.x');
    await expect.poll(() => address.inputValue()).toBe('10.0.0.');
    expect(await preview.locator('label', { hasText: 'Server address' }).textContent()).toBe(
      'Server address *',
    );
    expect(await preview.locator('label', { hasText: 'Max usage' }).textContent()).toBe('Max usage');

    await preview.getByRole('button', { name: 'Check values' }).click();
    await preview.getByText("'Server address' must be an IPv4 address").waitFor();
    await address.fill('10.0.0.7');
    await preview.getByRole('button', { name: 'Check values' }).click();
    await preview.getByText('The values are valid.').waitFor();
    expect(browser.pageErrors).toEqual([]);
  });
});
