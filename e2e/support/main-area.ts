// Moves around inside the running console without reloading it, and reads what the main area
// settled on: a page, the not-yet page for planned routes, or the not-found page.
import type { Page } from 'playwright-core';

export type MainOutcome = 'page' | 'not-yet' | 'not-found';

export const NOT_YET = '[data-testid=page-not-yet]';
export const NOT_FOUND = '[data-testid=page-not-found]';

/** Client-side navigation, as a link click does it: the router hears the popstate. */
export async function navigateInApp(page: Page, url: string): Promise<void> {
  await page.evaluate((target) => {
    history.pushState(null, '', target);
    dispatchEvent(new PopStateEvent('popstate', { state: null }));
  }, url);
}

/**
 * Waits until the main area shows something other than the not-found page (when `leaving` it) with
 * no spinner left and some visible text, then says what it shows. Rejects when that never happens.
 */
export async function settledMain(
  page: Page,
  { leavingNotFound = false, timeout = 10_000 } = {},
): Promise<MainOutcome> {
  const handle = await page.waitForFunction(
    ({ leaving, notYet, notFound }) => {
      const main = document.querySelector('main#main');
      if (!main) return false;
      if (leaving && main.querySelector(notFound)) return false;
      if (main.querySelector('output.spinner')) return false;
      if ((main as HTMLElement).innerText.trim() === '') return false;
      if (main.querySelector(notYet)) return 'not-yet';
      if (main.querySelector(notFound)) return 'not-found';
      return 'page';
    },
    { leaving: leavingNotFound, notYet: NOT_YET, notFound: NOT_FOUND },
    { timeout, polling: 50 },
  );
  return (await handle.jsonValue()) as MainOutcome;
}

/** The main area's text, shortened, for failure messages. */
export async function mainText(page: Page): Promise<string> {
  const text = await page
    .locator('main#main')
    .innerText({ timeout: 1_000 })
    .catch(() => '(no main area)');
  return text.replace(/\s+/g, ' ').trim().slice(0, 160) || '(blank)';
}
