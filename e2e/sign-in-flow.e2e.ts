// The first walk through the console: sign-in (a wrong password, then the right one), the logo,
// the left navigation, an organisation's dashboard and sign-out.
import { organizationsApi } from '@warden/domain';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiAs } from './support/api-as.ts';
import { submitSignIn, useBrowser } from './support/browser.ts';

const browser = useBrowser();
let organizationId: number;

beforeAll(async () => {
  const api = await apiAs(browser.baseUrl, browser.admin);
  const organization = await api.call(organizationsApi.create, {
    body: { name: 'Contoso Ltd', description: 'Head office and two branches' },
  });
  await api.call(organizationsApi.createLocation, {
    params: { id: organization.id },
    body: { name: 'Contoso Head Office', address: '1 Harbour Road, Leeds' },
  });
  organizationId = organization.id;
});

const pathnameIs = (page: Page, pathname: string) => page.waitForURL((url) => url.pathname === pathname);

const signInForm = (page: Page) => page.getByRole('button', { name: 'Sign in', exact: true });

describe('signing in and finding your way around', () => {
  it('signs in, follows the navigation to an organisation and signs out', async () => {
    const { page, admin } = browser;
    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    const main = page.getByRole('main');

    await page.goto('/');
    await submitSignIn(page, admin.email, 'not-the-password');
    await page
      .getByRole('alert')
      .filter({ hasText: 'The e-mail address or password is incorrect' })
      .waitFor();
    expect(await nav.count()).toBe(0);

    await submitSignIn(page, admin.email, admin.password);
    await pathnameIs(page, '/systemDashboard/overview');
    await nav.waitFor();
    await main.getByRole('heading', { level: 1 }).first().waitFor();

    await nav.getByRole('link', { name: 'Devices', exact: true }).click();
    await pathnameIs(page, '/deviceSearch');
    await main.getByRole('heading', { name: 'Devices', level: 1 }).waitFor();

    // The logo, spec 000: it leads to /systemDashboard/overview from anywhere.
    await page.getByRole('banner').getByRole('link').first().click();
    await pathnameIs(page, '/systemDashboard/overview');
    await main.getByRole('heading', { level: 1 }).first().waitFor();

    await nav.getByRole('link', { name: 'Organizations', exact: true }).click();
    await pathnameIs(page, '/administration/customers/list');
    await main.getByRole('link', { name: 'Contoso Ltd', exact: true }).click();
    await pathnameIs(page, `/customerDashboard/${organizationId}/overview`);
    await main.getByRole('heading', { name: 'Contoso Ltd', level: 1 }).waitFor();
    await main.getByText('Contoso Head Office').waitFor();

    await page.getByRole('button', { name: 'Sign out', exact: true }).click();
    await signInForm(page).waitFor();
    expect(await nav.count()).toBe(0);

    await page.reload();
    await signInForm(page).waitFor();
    expect(await nav.count()).toBe(0);
    const session = await page.evaluate(async () => (await fetch('/api/auth/session')).status);
    expect(session).toBe(401);

    expect(browser.pageErrors).toEqual([]);
  });
});
