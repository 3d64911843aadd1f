// Chromium through playwright-core, as the browser tests and the console benchmark launch it, and
// signing in through the console's sign-in page. Free of test-runner hooks so the benchmark can use it.
import { type Browser, chromium, type Page } from 'playwright-core';

export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

/** The Debian package's Chromium, or CHROMIUM_PATH; each launch has a fresh temporary profile. */
export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: CHROMIUM_ARGS,
  });
}

export async function submitSignIn(page: Page, email: string, password: string): Promise<void> {
  await page.getByLabel('E-mail', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
}

/** Signs in through the sign-in page and waits for the console's navigation. */
export async function signIn(page: Page, email: string, password: string): Promise<void> {
  if (page.url() === 'about:blank') await page.goto('/');
  await submitSignIn(page, email, password);
  await page.getByRole('navigation', { name: 'Main navigation' }).waitFor();
}
