// Chromium for the browser tests: one browser per test file, a fresh context and page per test,
// uncaught page errors collected, and a screenshot of the page when a test fails.
import fs from 'node:fs';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { launchChromium } from './chromium.ts';
import { type Credentials, testServer } from './test-server.ts';

export { signIn, submitSignIn } from './chromium.ts';

const screenshotDir = path.resolve(import.meta.dirname, '../../.test-tmp/e2e-screenshots');

export interface BrowserSession {
  readonly baseUrl: string;
  readonly admin: Credentials;
  /** The current test's page; a new one for every test. */
  readonly page: Page;
  /** Uncaught errors thrown in the page during the current test. */
  readonly pageErrors: Error[];
}

/** Registers the hooks of a browser test file; call it once at the top of the file. */
export function useBrowser(): BrowserSession {
  const server = testServer();
  let browser: Browser | undefined;
  let context: BrowserContext | undefined;
  let page: Page | undefined;
  let pageErrors: Error[] = [];

  beforeAll(async () => {
    // launch() gives every run a fresh temporary profile.
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
  });
  beforeEach(async () => {
    if (!browser) throw new Error('Chromium did not start');
    context = await browser.newContext({ baseURL: server.baseUrl, viewport: { width: 1400, height: 900 } });
    context.setDefaultTimeout(10_000);
    page = await context.newPage();
    pageErrors = [];
    page.on('pageerror', (error) => pageErrors.push(error));
  });
  afterEach(async ({ task }) => {
    if (task.result?.state === 'fail' && page && !page.isClosed()) {
      fs.mkdirSync(screenshotDir, { recursive: true });
      const name = `${task.file.name}-${task.name}`.replace(/[^a-z0-9]+/gi, '-').slice(0, 150);
      await page
        .screenshot({ path: path.join(screenshotDir, `${name}.png`), fullPage: true })
        .catch(() => {});
    }
    await context?.close();
    context = undefined;
    page = undefined;
  });

  return {
    baseUrl: server.baseUrl,
    admin: server.admin,
    get page() {
      if (!page) throw new Error('the page exists only inside a test');
      return page;
    },
    get pageErrors() {
      return pageErrors;
    },
  };
}

/** Fills and sends the sign-in form; the caller checks what happens next. */
