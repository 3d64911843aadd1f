// Every route of the domain route table resolves in the console: its page, or the not-yet page
// for planned routes, never the not-found page, a blank main area or an uncaught error.
import { organizationsApi, routeTable } from '@warden/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiAs } from './support/api-as.ts';
import { signIn, useBrowser } from './support/browser.ts';
import { mainText, NOT_FOUND, navigateInApp, settledMain } from './support/main-area.ts';
import { type RouteSample, sampleUrls } from './support/route-urls.ts';

const browser = useBrowser();
let samples: RouteSample[];

/** Routes that have their page; they must never fall back to the not-yet page. */
const builtPages = [
  '/systemDashboard/overview',
  '/deviceSearch',
  '/deviceDashboard/:id/overview',
  '/deviceDashboard/:id/details',
  '/customerDashboard/:id/overview',
  '/administration/customers/list',
  '/administration/users/technicians',
  '/administration/users/technicianRoles',
  '/administration/general/settings',
  '/editor/customer/:id/policies',
];

/** Not in the route table, and not a prefix of anything in it. */
const UNKNOWN_PATH = '/no-such-area/anywhere';

beforeAll(async () => {
  const api = await apiAs(browser.baseUrl, browser.admin);
  const organization = await api.call(organizationsApi.create, { body: { name: 'Fabrikam Inc' } });
  const location = await api.call(organizationsApi.createLocation, {
    params: { id: organization.id },
    body: { name: 'Fabrikam Warehouse' },
  });
  samples = routeTable.flatMap((entry) =>
    sampleUrls(entry, { organizationId: organization.id, locationId: location.id }),
  );
});

describe('the route table in the browser', () => {
  it('resolves every route to its page or the not-yet page', async () => {
    const { page } = browser;
    await page.goto('/');
    await signIn(page, browser.admin.email, browser.admin.password);

    const failures: string[] = [];
    const shown = new Map<string, string>();
    for (const { entry, url } of samples) {
      const errorsBefore = browser.pageErrors.length;
      // Passing through the not-found page first makes a stale main area impossible to mistake
      // for the next route's.
      await navigateInApp(page, UNKNOWN_PATH);
      await page.locator(NOT_FOUND).waitFor();
      await navigateInApp(page, url);
      const outcome = await settledMain(page, { leavingNotFound: true, timeout: 5_000 }).catch(() => null);
      if (outcome === null) {
        failures.push(`${url} (${entry.id}): not-found, blank or still loading: ${await mainText(page)}`);
        await page.goto('/systemDashboard/overview');
      } else {
        shown.set(entry.id, outcome);
      }
      for (const error of browser.pageErrors.slice(errorsBefore)) {
        failures.push(`${url} (${entry.id}): uncaught ${error.message}`);
      }
    }

    expect(failures).toEqual([]);
    expect(builtPages.filter((pattern) => shown.get(pattern) !== 'page')).toEqual([]);
  });

  it('shows the not-found page for an unknown path', async () => {
    const { page } = browser;
    await page.goto('/');
    await signIn(page, browser.admin.email, browser.admin.password);
    for (const path of [UNKNOWN_PATH, '/systemDashboard/nothing-here', '/deviceDashboard/1/nothing-here']) {
      await page.goto(path);
      expect(await settledMain(page)).toBe('not-found');
    }
    expect(browser.pageErrors).toEqual([]);
  });

  it('serves a reloaded deep link through the history fallback', async () => {
    const { page } = browser;
    await page.goto('/administration/customers/list');
    await signIn(page, browser.admin.email, browser.admin.password);
    expect(new URL(page.url()).pathname).toBe('/administration/customers/list');
    await page.reload();
    expect(await settledMain(page)).toBe('page');
    expect(new URL(page.url()).pathname).toBe('/administration/customers/list');
    await page.getByRole('main').getByRole('heading', { name: 'Organizations', level: 1 }).waitFor();
    expect(browser.pageErrors).toEqual([]);
  });
});
