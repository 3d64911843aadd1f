// The rich-text editor (spec 001) on a ticket's comment box, as a technician writes: formats and
// lists, the indent limit, tables, pasted colours and images, image resizing, mentions, auto-links,
// a neutralised javascript: link and the 20 MiB attachment limit, each read back from the stored
// comment; then the automation editor's add-comment dialog saving rich text.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { authApi, automationsApi, helpApi, richTextLimits, techniciansApi, ticketsApi } from '@warden/domain';
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ApiSession, apiAs } from './support/api-as.ts';
import { signIn, useBrowser } from './support/browser.ts';

const browser = useBrowser();
const MENTIONED = { firstName: 'Mona', lastName: 'Mentionable' };
let api: ApiSession;
let mentionedId = 0;
let fileDir = '';

/** A text file of this many bytes on disk: the browser reads large files from a path quickly. */
function logFile(name: string, bytes: number): string {
  const file = path.join(fileDir, name);
  fs.writeFileSync(file, Buffer.alloc(bytes, 'a'));
  return file;
}

beforeAll(async () => {
  api = await apiAs(browser.baseUrl, browser.admin);
  await api.call(helpApi.hideTooltip);
  const { user } = await api.call(authApi.session);
  const suffix = Date.now().toString(36);
  const technician = await api.call(techniciansApi.create, {
    body: {
      ...MENTIONED,
      email: `mona-${suffix}@rich-text.e2e.warden.test`,
      password: `Mentioned-${suffix}-pass`,
      roleId: user.roleId!,
    },
  });
  mentionedId = technician.id;
  fileDir = fs.mkdtempSync(path.join(os.tmpdir(), 'warden-rich-text-'));
});

afterAll(() => {
  if (fileDir) fs.rmSync(fileDir, { recursive: true, force: true });
});

/** Signs in and opens a new ticket; answers the ticket's id and its comment editor. */
async function openTicket(page: Page, summary: string): Promise<{ ticketId: number; editor: Locator }> {
  const ticket = await api.call(ticketsApi.create, { body: { summary } });
  await signIn(page, browser.admin.email, browser.admin.password);
  await page.goto(`/ticketing/ticket/${ticket.id}`);
  const editor = page.getByRole('main').getByRole('textbox', { name: 'Comment', exact: true });
  // The editor's code loads on first use; the first test of a busy run waits longest for it.
  await editor.waitFor({ timeout: 30_000 });
  await editor.click();
  return { ticketId: ticket.id, editor };
}

const toolbarButton = (page: Page, name: string) =>
  page
    .getByRole('main')
    .getByRole('toolbar', { name: 'Formatting' })
    .getByRole('button', { name, exact: true });

/** Sends the comment and answers it as the server stored it. */
async function sendComment(page: Page, ticketId: number) {
  const before = (await api.call(ticketsApi.comments, { params: { ticketId } })).length;
  const submit = page.getByRole('main').getByRole('button', { name: 'Add comment' });
  await expect.poll(() => submit.isEnabled(), { timeout: 30_000 }).toBe(true);
  await submit.click();
  let comments = await api.call(ticketsApi.comments, { params: { ticketId } });
  // Files of up to 20 MiB upload first, which takes a while on a busy machine.
  await expect
    .poll(
      async () => {
        comments = await api.call(ticketsApi.comments, { params: { ticketId } });
        return comments.length;
      },
      { timeout: 30_000 },
    )
    .toBe(before + 1);
  return comments[comments.length - 1]!;
}

/** Pastes into the focused editor as a browser does: a paste event carrying the clipboard's data. */
async function pasteHtml(page: Page, html: string, text: string) {
  await page.evaluate(
    ([h, t]) => {
      const data = new DataTransfer();
      data.setData('text/html', h!);
      data.setData('text/plain', t!);
      document.activeElement?.dispatchEvent(
        new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }),
      );
    },
    [html, text],
  );
}

/** Pastes a PNG drawn on a canvas (width x height) as a clipboard file, and waits for its upload. */
async function pastePng(page: Page, width: number, height: number) {
  await page.evaluate(
    async ([w, h]) => {
      const canvas = document.createElement('canvas');
      canvas.width = w!;
      canvas.height = h!;
      const context = canvas.getContext('2d')!;
      context.fillStyle = '#2a7ae2';
      context.fillRect(0, 0, w!, h!);
      const blob = await new Promise<Blob>((resolve) => canvas.toBlob((b) => resolve(b!), 'image/png'));
      const data = new DataTransfer();
      data.items.add(new File([blob], 'screenshot.png', { type: 'image/png' }));
      document.activeElement?.dispatchEvent(
        new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }),
      );
    },
    [width, height],
  );
  const main = page.getByRole('main');
  await main.locator('.rich-text img.rte-image__img').waitFor();
  await main.getByRole('status', { name: 'Uploading image' }).waitFor({ state: 'detached' });
  await expect.poll(() => main.locator('.rich-text [aria-busy="true"]').count(), { timeout: 10_000 }).toBe(0);
}

/** How many lists hold the list item with this text, itself in the top list counting 1. */
function listDepth(editor: Locator, text: string) {
  return editor.evaluate((root, t) => {
    // A nested list sits in a list item of its own, whose text is the nested item's too.
    const item = Array.from(root.querySelectorAll('li')).find(
      (li) => li.textContent === t && !li.querySelector('li'),
    );
    let depth = 0;
    for (let at: Element | null = item ?? null; at && at !== root; at = at.parentElement) {
      if (at.tagName === 'UL' || at.tagName === 'OL') depth += 1;
    }
    return depth;
  }, text);
}

describe('the rich-text editor', () => {
  it('types, formats bold and italic and makes a bulleted list, stored as HTML', async () => {
    const { page } = browser;
    const { ticketId } = await openTicket(page, 'Rich text: formats');
    await page.keyboard.type('Plain and ');
    await toolbarButton(page, 'Bold').click();
    await page.keyboard.type('strong');
    await toolbarButton(page, 'Bold').click();
    await page.keyboard.type(' and ');
    await toolbarButton(page, 'Italic').click();
    await page.keyboard.type('slanted');
    await toolbarButton(page, 'Italic').click();
    await page.keyboard.press('Enter');
    await toolbarButton(page, 'Bulleted list').click();
    await page.keyboard.type('first step');
    await page.keyboard.press('Enter');
    await page.keyboard.type('second step');
    const comment = await sendComment(page, ticketId);
    const html = comment.htmlBody ?? '';
    expect(html).toMatch(/<(b|strong)\b[^>]*>(<[^>]+>)*strong</);
    expect(html).toMatch(/<(i|em)\b[^>]*>(<[^>]+>)*slanted</);
    expect(html).not.toMatch(/<(b|strong)\b[^>]*>(<[^>]+>)*Plain/);
    expect(html).toMatch(
      /<ul\b[^>]*>.*<li\b[^>]*>.*first step.*<\/li>.*<li\b[^>]*>.*second step.*<\/li>.*<\/ul>/s,
    );
    expect(comment.body).toContain('Plain and strong and slanted');
    expect(browser.pageErrors).toEqual([]);
  });

  it('indents a list item with Tab no deeper than depth 5', async () => {
    const { page } = browser;
    const { editor } = await openTicket(page, 'Rich text: indent');
    await toolbarButton(page, 'Bulleted list').click();
    await page.keyboard.type('deep item');
    expect(await listDepth(editor, 'deep item')).toBe(1);
    await page.keyboard.press('Tab');
    await expect.poll(() => listDepth(editor, 'deep item')).toBe(2);
    for (let i = 0; i < 6; i += 1) await page.keyboard.press('Tab');
    await expect.poll(() => listDepth(editor, 'deep item')).toBe(richTextLimits.maxListIndent);
    // The toolbar's Indent stops at the same depth, and the caret stays in the editor.
    await toolbarButton(page, 'Indent').click();
    await page.keyboard.type('!');
    await expect.poll(() => listDepth(editor, 'deep item!')).toBe(richTextLimits.maxListIndent);
    expect(browser.pageErrors).toEqual([]);
  });

  it('inserts a 50 x 10 table and refuses 51 rows', async () => {
    const { page } = browser;
    const { ticketId, editor } = await openTicket(page, 'Rich text: table');
    await toolbarButton(page, 'Insert table').click();
    let dialog = page.getByRole('dialog', { name: 'Insert table' });
    await dialog.getByLabel('Rows').fill('50');
    await dialog.getByLabel('Columns').fill('10');
    await dialog.getByRole('button', { name: 'Insert', exact: true }).click();
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(() => editor.locator('table tr').count()).toBe(50);
    expect(await editor.locator('table tr').first().locator('td, th').count()).toBe(10);

    await toolbarButton(page, 'Insert table').click();
    dialog = page.getByRole('dialog', { name: 'Insert table' });
    const insert = dialog.getByRole('button', { name: 'Insert', exact: true });
    await dialog.getByLabel('Rows').fill('51');
    await expect.poll(() => insert.isDisabled()).toBe(true);
    await dialog.getByText('Enter a whole number from 1 to 50').waitFor();
    await dialog.getByLabel('Rows').fill('50');
    await expect.poll(() => insert.isEnabled()).toBe(true);
    await dialog.getByRole('button', { name: 'Cancel', exact: true }).click();
    await dialog.waitFor({ state: 'detached' });

    // A cell takes the text, and the stored HTML keeps the table's 50 rows.
    await editor.locator('table td').first().click();
    await page.keyboard.type('cell one');
    const comment = await sendComment(page, ticketId);
    expect(comment.htmlBody?.match(/<tr\b/g)?.length).toBe(50);
    expect(comment.htmlBody).toContain('cell one');
    expect(browser.pageErrors).toEqual([]);
  });

  it('keeps the text and background colours and the font size of pasted HTML', async () => {
    const { page } = browser;
    const { ticketId, editor } = await openTicket(page, 'Rich text: pasted colours');
    await pasteHtml(
      page,
      '<p><span style="color: #ff0000; background-color: #00ff00; font-size: 20px">Red on green</span> plain</p>',
      'Red on green plain',
    );
    await editor.getByText('Red on green').waitFor();
    const comment = await sendComment(page, ticketId);
    const html = comment.htmlBody ?? '';
    expect(html).toMatch(/(^|[\s;"])color:\s*(#ff0000|rgb\(255, 0, 0\))/i);
    expect(html).toMatch(/background-color:\s*(#00ff00|rgb\(0, 255, 0\))/i);
    expect(html).toMatch(/font-size:\s*20px/);
    expect(browser.pageErrors).toEqual([]);
  });

  it('uploads an image pasted from the clipboard and stores no base64', async () => {
    const { page } = browser;
    const { ticketId } = await openTicket(page, 'Rich text: pasted image');
    await page.keyboard.type('See the screenshot ');
    await pastePng(page, 240, 120);
    const comment = await sendComment(page, ticketId);
    const html = comment.htmlBody ?? '';
    expect(html).toMatch(/<img\b[^>]*src="cid:[^"]+"/);
    expect(html).not.toMatch(/base64|data:/i);
    expect(comment.attachments).toEqual([
      expect.objectContaining({
        name: 'screenshot.png',
        metadata: expect.objectContaining({ inline: true }),
      }),
    ]);
    // The timeline shows the stored image through its signed link, and opens it in the image viewer.
    const shown = page.getByRole('main').locator('.comment-timeline img.rte-image__img');
    await expect
      .poll(() => shown.evaluate((img: HTMLImageElement) => img.naturalWidth), { timeout: 10_000 })
      .toBe(240);
    await shown.click();
    await page.getByRole('dialog').getByRole('button', { name: 'Download' }).waitFor();
    expect(browser.pageErrors).toEqual([]);
  });

  it('resizes an image by its corner handle, keeping its ratio', async () => {
    const { page } = browser;
    const { ticketId } = await openTicket(page, 'Rich text: resize');
    await page.keyboard.type('Cropped ');
    await pastePng(page, 200, 100);
    const image = page.getByRole('main').locator('.rich-text img.rte-image__img');
    const before = (await image.boundingBox())!;
    await image.click();
    const handle = page.getByRole('main').locator('.rte-image__handle[data-direction="se"]');
    const corner = (await handle.boundingBox())!;
    const x = corner.x + corner.width / 2;
    const y = corner.y + corner.height / 2;
    await page.mouse.move(x, y);
    await page.mouse.down();
    await page.mouse.move(x + 60, y + 10, { steps: 5 });
    await page.mouse.move(x + 120, y + 20, { steps: 5 });
    await page.mouse.up();
    await expect.poll(async () => (await image.boundingBox())!.width).toBeGreaterThan(before.width + 50);
    const after = (await image.boundingBox())!;
    expect(after.width / after.height).toBeCloseTo(before.width / before.height, 1);

    const comment = await sendComment(page, ticketId);
    const tag = comment.htmlBody?.match(/<img\b[^>]*>/)?.[0] ?? '';
    const width = Number(tag.match(/width="(\d+)"/)?.[1]);
    const height = Number(tag.match(/height="(\d+)"/)?.[1]);
    expect(width).toBeGreaterThan(before.width + 50);
    expect(width / height).toBeCloseTo(before.width / before.height, 1);
    expect(browser.pageErrors).toEqual([]);
  });

  it('mentions a technician chosen from the @ menu', async () => {
    const { page } = browser;
    const { ticketId, editor } = await openTicket(page, 'Rich text: mention');
    await page.keyboard.type('Over to @Mona');
    const menu = page.getByRole('listbox', { name: 'Technicians to mention' });
    await menu.getByRole('option', { name: /Mona Mentionable/ }).click();
    await editor.getByText('@Mona Mentionable').waitFor();
    await page.keyboard.type(' please');
    const comment = await sendComment(page, ticketId);
    expect(comment.body).toContain(`@user:${mentionedId}`);
    expect(comment.htmlBody).toMatch(
      new RegExp(`<span\\b[^>]*data-id="${mentionedId}"[^>]*>@user:${mentionedId}</span>`),
    );
    expect(comment.techniciansTagged).toEqual([mentionedId]);
    // The timeline's viewer shows the mention by name again.
    await page.getByRole('main').locator('.comment-timeline').getByText('@Mona Mentionable').waitFor();
    expect(browser.pageErrors).toEqual([]);
  });

  it('auto-links a typed web address and e-mail address', async () => {
    const { page } = browser;
    const { ticketId, editor } = await openTicket(page, 'Rich text: auto-link');
    await page.keyboard.type('Status at https://status.example.test/now and write to ops@example.test ');
    await editor.locator('a[href="mailto:ops@example.test"]').waitFor();
    const comment = await sendComment(page, ticketId);
    expect(comment.htmlBody).toMatch(/<a\b[^>]*href="https:\/\/status\.example\.test\/now"[^>]*>/);
    expect(comment.htmlBody).toMatch(/<a\b[^>]*href="mailto:ops@example\.test"[^>]*>/);
    expect(browser.pageErrors).toEqual([]);
  });

  it('neutralises a pasted javascript: link', async () => {
    const { page } = browser;
    const { ticketId, editor } = await openTicket(page, 'Rich text: javascript link');
    await pasteHtml(page, '<p>Click <a href="javascript:alert(1)">here</a> now</p>', 'Click here now');
    await editor.getByText('here').waitFor();
    expect(await editor.locator('a[href^="javascript:" i]').count()).toBe(0);
    const comment = await sendComment(page, ticketId);
    expect(comment.htmlBody).toContain('here');
    expect(comment.htmlBody).not.toMatch(/javascript:/i);
    const hrefs = [...(comment.htmlBody ?? '').matchAll(/href="([^"]*)"/g)].map((m) => m[1]);
    expect(hrefs.every((href) => href === 'about:blank')).toBe(true);
    expect(browser.pageErrors).toEqual([]);
  });

  it('attaches a 20 MiB file and refuses one byte more', async () => {
    const { page } = browser;
    const { ticketId } = await openTicket(page, 'Rich text: attachment');
    await page.keyboard.type('Logs attached');
    const { maxBytes } = richTextLimits.attachment;
    const input = page.getByRole('main').getByTestId('attach-file-input');
    await input.setInputFiles(logFile('too-big.log', maxBytes + 1));
    await page
      .getByRole('main')
      .getByRole('alert')
      .getByText('too-big.log: Maximum file size is 20 MiB')
      .waitFor();
    const files = page.getByRole('main').getByRole('list', { name: 'Attachments' });
    expect(await files.count()).toBe(0);

    await input.setInputFiles(logFile('server.log', maxBytes));
    await files.getByText(/^server\.log/).waitFor();
    const comment = await sendComment(page, ticketId);
    expect(comment.attachments).toEqual([expect.objectContaining({ name: 'server.log', size: maxBytes })]);
    expect(browser.pageErrors).toEqual([]);
  });
});

describe('the automation editor', () => {
  it("saves the add-comment dialog's rich text in the rule's action", async () => {
    const { page, admin } = browser;
    const name = 'Rich comment on stale tickets';
    await signIn(page, admin.email, admin.password);
    await page.goto('/editor/automation/timeBased/new');
    await page.getByLabel('Name', { exact: true }).fill(name);
    const all = page.getByRole('region', { name: 'If the conditions meet ALL of these conditions' });
    await all.getByRole('button', { name: 'Add condition' }).click();
    const row = all.getByRole('group', { name: 'Condition 1', exact: true });
    await row.getByLabel('Field', { exact: true }).selectOption('ticket_created');
    await row.getByLabel('Operator', { exact: true }).selectOption('greater_or_equal_than');
    await page.getByLabel('Add action').selectOption('ADD_TICKET_COMMENT');
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('textbox', { name: 'Comment', exact: true }).click();
    await page.keyboard.type('Please ');
    await dialog.getByRole('button', { name: 'Bold', exact: true }).click();
    await page.keyboard.type('escalate');
    await dialog.getByRole('button', { name: 'Bold', exact: true }).click();
    await page.keyboard.type(' now.');
    await dialog.getByRole('button', { name: 'Save', exact: true }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByText(`Rule "${name}" saved`, { exact: true }).waitFor();

    const rules = (await api.call(automationsApi.list, { query: { automationType: 'TIME_BASED' } })).results;
    const action = rules.find((r) => r.name === name)?.actions[0];
    expect(action?.type).toBe('ADD_TICKET_COMMENT');
    const body = action && 'body' in action ? String(action.body) : '';
    expect(body).toMatch(/^<p>.*Please .*<(b|strong)\b[^>]*>(<[^>]+>)*escalate<.* now\.(<\/span>)?<\/p>$/);
    expect(browser.pageErrors).toEqual([]);
  });
});
