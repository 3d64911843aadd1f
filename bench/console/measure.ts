// Drives Chromium through the backup browser and times, with the page's own performance API, how long
// opening a folder takes until its first page of rows is painted.
import type { Page } from 'playwright-core';

export interface OpenTiming {
  /** performance.measure from the click to the frame after the rows are in the document. */
  ms: number;
  /** The folder-content API call within it (resource timing), or null if none was seen. */
  apiMs: number | null;
  /** From the click to the request's start, and from its response's end to the painted rows. */
  beforeApiMs: number | null;
  afterApiMs: number | null;
  /** Rows in the document (the table is virtualised: the rows in view plus a few). */
  rowsRendered: number;
}

/** Waits until the listing of `name` shows `total` entries with real rows (no placeholders). */
export async function waitForListing(page: Page, name: string, total: number): Promise<void> {
  const table = page.locator(`table[aria-label="Contents of ${name}"][aria-rowcount="${total + 1}"]`);
  await table.locator('tbody tr.backup-table__row').first().waitFor();
}

/** Opens a row of the listing on screen by clicking its name, without timing it. */
export async function openRow(page: Page, name: string): Promise<void> {
  await page.locator('button.backup-table__open', { hasText: name }).first().click();
}

// Scrolls the virtualised listing until the row `name` is rendered, a screenful at a time, then
// waits a frame so the open that follows starts from a settled page.
const REVEAL_ROW_SCRIPT = `async (name) => {
  const frame = () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
  const find = () =>
    [...document.querySelectorAll('button.backup-table__open')].find((b) => b.textContent.trim() === name);
  const scroller = document.querySelector('.backup-table');
  if (!scroller) throw new Error('no listing on screen');
  while (!find()) {
    if (scroller.scrollTop + scroller.clientHeight >= scroller.scrollHeight) throw new Error('no row named ' + name);
    scroller.scrollTop += scroller.clientHeight;
    await frame();
  }
  find().scrollIntoView({ block: 'nearest' });
  await frame();
}`;

/** Brings the row `name` of the listing on screen into view (the table renders only rows near it). */
export async function revealRow(page: Page, name: string): Promise<void> {
  await page.evaluate(`(${REVEAL_ROW_SCRIPT})(${JSON.stringify(name)})`);
}

// The in-page part, as plain JavaScript text: tsx keeps function names with a helper that does not
// exist inside the page, so a compiled function cannot be handed to page.evaluate.
const TIME_OPEN_SCRIPT = `async ({ name, total }) => {
  const button = [...document.querySelectorAll('button.backup-table__open')].find(
    (b) => b.textContent.trim() === name,
  );
  if (!button) throw new Error('no row named ' + name + ' on screen');
  const selector = 'table[aria-label="Contents of ' + name + '"][aria-rowcount="' + (total + 1) + '"]';
  const shown = () => {
    const table = document.querySelector(selector);
    if (!table || table.querySelector('.backup-table__placeholder')) return 0;
    return table.querySelectorAll('tbody tr.backup-table__row').length;
  };
  performance.clearMarks();
  performance.clearMeasures();
  performance.clearResourceTimings();
  const startMark = performance.mark('folder-open:start');
  button.click();
  const rowsRendered = await new Promise((resolve, reject) => {
    let observer = null;
    const timer = setTimeout(() => {
      observer.disconnect();
      reject(new Error('the rows of ' + name + ' did not appear within 10 s'));
    }, 10000);
    const check = () => {
      const rows = shown();
      if (rows === 0) return;
      observer.disconnect();
      clearTimeout(timer);
      resolve(rows);
    };
    observer = new MutationObserver(check);
    observer.observe(document.body, { childList: true, subtree: true, attributes: true });
    check();
  });
  await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
  performance.mark('folder-open:end');
  const measure = performance.measure('folder-open', 'folder-open:start', 'folder-open:end');
  const calls = performance
    .getEntriesByType('resource')
    .filter((e) => e.name.includes('/content') && e.startTime >= startMark.startTime);
  const call = calls.sort((a, b) => b.responseEnd - a.responseEnd)[0];
  return {
    ms: measure.duration,
    apiMs: call ? call.responseEnd - call.startTime : null,
    beforeApiMs: call ? call.startTime - startMark.startTime : null,
    afterApiMs: call ? measure.startTime + measure.duration - call.responseEnd : null,
    rowsRendered,
  };
}`;

/**
 * Clicks the folder `name` in the listing on screen and times it inside the page: a mark before the
 * click, a MutationObserver that sees the folder's table with `total` entries and its rows, then a
 * mark in the task after the next animation frame, when those rows have been painted.
 */
export async function timeOpen(page: Page, name: string, total: number): Promise<OpenTiming> {
  const args = JSON.stringify({ name, total });
  return (await page.evaluate(`(${TIME_OPEN_SCRIPT})(${args})`)) as OpenTiming;
}
