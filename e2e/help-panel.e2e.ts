// The help panel against the real server: suggestions for the page, articles read in the panel, the
// debounced search in the console's language, Back, Escape and editor routes, the one-time guide, and
// support requests with attachments (previewed through signed links): refused while no mail server is
// set up, then mailed to an in-process SMTP server and listed in the outbox.
import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import {
  agentApi,
  authApi,
  HELP_SEARCH_DEBOUNCE_MS,
  helpApi,
  type MailSettings,
  mailApi,
  organizationsApi,
  supportRequestAttachmentRules,
  techniciansApi,
} from '@warden/domain';
import { type ParsedMail, simpleParser } from 'mailparser';
import type { Page } from 'playwright-core';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ApiSession, apiAs } from './support/api-as.ts';
import { signIn, useBrowser } from './support/browser.ts';
import { navigateInApp } from './support/main-area.ts';
import type { Credentials } from './support/test-server.ts';

const browser = useBrowser();
let api: ApiSession;
let organizationId: number;
let deviceId: number;
let newcomer: Credentials;
let colleagueEmail: string;
let oversizedFile: string;

/** A 1×1 PNG: the server checks that an image's bytes match its extension. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);
const WORKSTATION = {
  hostname: 'NW-WS-07',
  platform: 'win32',
  osName: 'Windows',
  agentVersion: '1',
} as const;
const NO_MAIL_SERVER =
  'No mail server is set up to send support tickets. An administrator can set one up under ' +
  'Administration › Mail and outbox.';
const textFile = (name: string) => ({ name, mimeType: 'text/plain', buffer: Buffer.from(`Log ${name}\n`) });

beforeAll(async () => {
  api = await apiAs(browser.baseUrl, browser.admin);
  // The administrator's guide would sit over the page; its own test uses a newcomer.
  await api.call(helpApi.hideTooltip);
  const organization = await api.call(organizationsApi.create, { body: { name: 'Northwind Traders' } });
  organizationId = organization.id;
  const { token } = await api.call(agentApi.enrollment, { params: { id: organizationId } });
  deviceId = (await api.call(agentApi.enroll, { body: { token, ...WORKSTATION, isServer: false } })).nodeId;
  const { user } = await api.call(authApi.session);
  const suffix = Date.now().toString(36);
  newcomer = { email: `newcomer-${suffix}@e2e.warden.test`, password: `Newcomer-${suffix}-pass` };
  colleagueEmail = `cody-${suffix}@e2e.warden.test`;
  for (const [firstName, lastName, email, password] of [
    ['Nina', 'Newcomer', newcomer.email, newcomer.password],
    ['Cody', 'Colleague', colleagueEmail, `Colleague-${suffix}-pass`],
  ] as const) {
    await api.call(techniciansApi.create, {
      body: { firstName, lastName, email, password, roleId: user.roleId! },
    });
  }
  oversizedFile = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'warden-help-')), 'huge.mov');
  fs.writeFileSync(oversizedFile, Buffer.alloc(supportRequestAttachmentRules.maxBytes + 1));
});

afterAll(() => {
  if (oversizedFile) fs.rmSync(path.dirname(oversizedFile), { recursive: true, force: true });
});

const helpButton = (page: Page) =>
  page.getByRole('banner').getByRole('button', { name: 'Help', exact: true });
const panel = (page: Page) =>
  page.getByRole('dialog', { name: /^(Help resources|Articles|Article|Submit Help ticket)$/ });
const searchBox = (page: Page) => panel(page).getByRole('searchbox', { name: 'Search help articles' });
// The panel's own title; an article read in the panel brings headings of its own.
const title = (page: Page) => panel(page).locator('.help-panel__title');
const attachmentInput = (page: Page) => panel(page).locator('input[type=file]');

async function openPanel(page: Page) {
  await helpButton(page).click();
  await panel(page).waitFor();
}

async function openSupportRequestForm(page: Page) {
  await page.goto('/systemDashboard/overview');
  await signIn(page, browser.admin.email, browser.admin.password);
  await openPanel(page);
  await panel(page).getByRole('button', { name: 'Submit a ticket', exact: true }).click();
  await expect.poll(() => title(page).innerText()).toBe('Submit Help ticket');
}

describe('the help panel', () => {
  it('suggests the articles of the page it is opened on and opens them in the panel, beside the page', async () => {
    const { page } = browser;
    await page.goto(`/deviceDashboard/${deviceId}/overview`);
    await signIn(page, browser.admin.email, browser.admin.password);
    await openPanel(page);

    const suggested = panel(page).getByRole('list', { name: 'Suggested articles' });
    const link = (name: string) => suggested.getByRole('button', { name, exact: true });
    await link('Why a device shows offline').waitFor();
    await link('Installing the agent and enrolling devices').waitFor();
    await navigateInApp(page, `/deviceDashboard/${deviceId}/backup/manage`);
    await link('Restoring files and folders').waitFor();
    expect(await link('Why a device shows offline').count()).toBe(0);

    await navigateInApp(page, `/customerDashboard/${organizationId}/overview`);
    await link('Organizations and locations').waitFor();
    expect(await link('Restoring files and folders').count()).toBe(0);

    const pageHeading = await page.getByRole('main').getByRole('heading', { level: 1 }).first().innerText();
    await link('Organizations and locations').click();
    await expect.poll(() => title(page).innerText()).toBe('Article');
    await panel(page).getByRole('heading', { level: 3, name: 'Organizations and locations' }).waitFor();
    // The technician's page stays where it was, whole, beside the panel.
    expect(new URL(page.url()).pathname).toBe(`/customerDashboard/${organizationId}/overview`);
    expect(await page.getByRole('main').getByRole('heading', { level: 1 }).first().innerText()).toBe(
      pageHeading,
    );
    const box = await panel(page).boundingBox();
    const viewport = page.viewportSize();
    expect(box && viewport && box.y + box.height <= viewport.height + 1).toBe(true);

    await panel(page).getByRole('button', { name: 'Back', exact: true }).click();
    await expect.poll(() => title(page).innerText()).toBe('Help resources');
    await link('Organizations and locations').waitFor();
    expect(browser.pageErrors).toEqual([]);
  });

  it('searches after its pause; Back, Escape and an editor route take it back or close it', async () => {
    const { page } = browser;
    await page.goto('/systemDashboard/overview');
    await signIn(page, browser.admin.email, browser.admin.password);
    await openPanel(page);

    const searched = page.waitForRequest((request) => request.url().includes('/api/help/articles/?'));
    await searchBox(page).pressSequentially('restore', { delay: 30 });
    const typed = Date.now();
    await expect.poll(() => title(page).innerText()).toBe('Articles');
    const request = await searched;
    expect(Date.now() - typed).toBeGreaterThanOrEqual(HELP_SEARCH_DEBOUNCE_MS - 300);
    expect(new URL(request.url()).searchParams.get('query')).toBe('restore');
    // The console's language (i18next's, en-us here) picks the articles' language.
    expect(new URL(request.url()).searchParams.get('locale')).toBe('en-us');
    const countLine = panel(page).getByText(/^\d+ articles? found$/);
    await countLine.waitFor();
    const count = await countLine.innerText();

    // An article opens over the results; Back returns to them, search and count intact.
    await panel(page).getByRole('button', { name: 'Restoring files and folders', exact: true }).click();
    await expect.poll(() => title(page).innerText()).toBe('Article');
    await panel(page).getByRole('heading', { level: 3, name: 'Restoring files and folders' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/systemDashboard/overview');
    await panel(page).getByRole('button', { name: 'Back', exact: true }).click();
    await expect.poll(() => title(page).innerText()).toBe('Articles');
    await expect.poll(() => searchBox(page).inputValue()).toBe('restore');
    expect(await countLine.innerText()).toBe(count);

    await panel(page).getByRole('button', { name: 'Back', exact: true }).click();
    await expect.poll(() => title(page).innerText()).toBe('Help resources');
    await expect.poll(() => searchBox(page).inputValue()).toBe('');

    await searchBox(page).fill('qwxzvbnm');
    await panel(page).getByText('No articles found', { exact: true }).waitFor();
    await page.keyboard.press('Escape');
    await panel(page).waitFor({ state: 'detached' });
    await openPanel(page);
    await expect.poll(() => title(page).innerText()).toBe('Help resources');
    await expect.poll(() => searchBox(page).inputValue()).toBe('');

    await navigateInApp(page, '/editor/policy/1');
    await panel(page).waitFor({ state: 'detached' });
    expect(browser.pageErrors).toEqual([]);
  });

  it('hides the guide tooltip for good once dismissed', async () => {
    const { page } = browser;
    await page.goto('/systemDashboard/overview');
    await signIn(page, newcomer.email, newcomer.password);
    const guide = page.getByRole('dialog', { name: 'A smarter way to get help' });
    await guide.waitFor();

    const saved = page.waitForResponse((r) => r.url().endsWith('/api/appuser/hide-help-tooltip'));
    await guide.getByRole('button', { name: 'Got it', exact: true }).click();
    expect((await saved).status()).toBe(200);
    await guide.waitFor({ state: 'detached' });

    await page.reload();
    await helpButton(page).waitFor();
    await page.getByRole('main').getByRole('heading', { level: 1 }).first().waitFor();
    expect(await guide.count()).toBe(0);
  });
});

describe('support requests', () => {
  const received: ParsedMail[] = [];
  let smtp: SMTPServer | undefined;
  let mailBefore: MailSettings | undefined;
  const mailFields = ({ smtpPasswordSet: _, ...fields }: MailSettings) => fields;

  afterAll(async () => {
    if (mailBefore) await api.call(mailApi.updateSettings, { body: mailFields(mailBefore) });
    await new Promise<void>((resolve) => (smtp ? smtp.close(() => resolve()) : resolve()));
  });

  /** Points the server's mail at an SMTP server in this process, which keeps what it receives. */
  async function receiveMail() {
    smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      onData: (stream, _session, done) =>
        void simpleParser(stream).then((mail) => done(void received.push(mail)), done),
    });
    const server = smtp;
    const port = await new Promise<number>((resolve) =>
      server.listen(0, '127.0.0.1', () => resolve((server.server.address() as AddressInfo).port)),
    );
    mailBefore = await api.call(mailApi.getSettings);
    await api.call(mailApi.updateSettings, {
      body: { ...mailFields(mailBefore), smtpHost: '127.0.0.1', smtpPort: port },
    });
  }

  async function fillSupportRequest(page: Page, subject: string, files: ReturnType<typeof textFile>[]) {
    const form = panel(page);
    await form.getByLabel('Priority', { exact: true }).selectOption('HIGH');
    await form.getByLabel('Subject', { exact: true }).fill(subject);
    await form.getByLabel('Description', { exact: true }).fill('The nightly job stops; log attached.');
    await form.getByLabel('Category', { exact: true }).selectOption('category_backup');
    await attachmentInput(page).setInputFiles(files);
    await expect.poll(() => form.getByText('Uploaded', { exact: true }).count()).toBe(files.length);
  }

  async function outboxRow(page: Page, subject: string) {
    await page.keyboard.press('Escape');
    await navigateInApp(page, '/administration/general/outbox');
    const row = page.getByTestId('outbox-message').filter({ hasText: subject });
    await row.waitFor();
    return row.innerText();
  }

  it('says no mail server is set up, removes the attachments and keeps the message in the outbox', async () => {
    const { page } = browser;
    const subject = `Agent will not enrol ${Date.now().toString(36)}`;
    await openSupportRequestForm(page);
    await fillSupportRequest(page, subject, [textFile('enrol-log.txt')]);
    await panel(page).getByRole('button', { name: 'Submit', exact: true }).click();
    await panel(page).getByRole('alert').getByText(NO_MAIL_SERVER, { exact: true }).waitFor();
    expect(await panel(page).getByText('enrol-log.txt').count()).toBe(0);

    const text = await outboxRow(page, subject);
    expect(text).toContain('Recorded only');
    expect(text).toContain('No SMTP host is configured, so this message was recorded here and not e-mailed.');
    expect(browser.pageErrors).toEqual([]);
  });

  it('mails a support request with attachments intact, says "Ticket sent" and shows it in the outbox', async () => {
    await receiveMail();
    const { page } = browser;
    const subject = `Backups stop at 80 percent ${Date.now().toString(36)}`;
    const log = textFile('job-log.txt');
    await openSupportRequestForm(page);
    await fillSupportRequest(page, subject, [
      { name: 'screen.png', mimeType: 'image/png', buffer: PNG },
      log,
    ]);
    const form = panel(page);

    // The preview shows the upload through its signed link, with a Download button.
    await form.getByRole('button', { name: 'Preview screen.png', exact: true }).click();
    const preview = page.getByRole('dialog', { name: 'screen.png', exact: true });
    const image = preview.getByRole('img', { name: 'screen.png' });
    await expect
      .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBe(1);
    const href = await preview.getByRole('link', { name: 'Download', exact: true }).getAttribute('href');
    expect(href).toMatch(/^\/api\/attachments\/download\?token=/);
    const downloaded = await page.evaluate(async (url) => {
      const res = await fetch(url);
      return {
        status: res.status,
        size: (await res.arrayBuffer()).byteLength,
        type: res.headers.get('content-type'),
      };
    }, href!);
    expect(downloaded).toEqual({ status: 200, size: PNG.length, type: 'image/png' });
    await preview.getByRole('button', { name: 'Close', exact: true }).click();
    await preview.waitFor({ state: 'detached' });

    await form.getByRole('textbox', { name: 'Phone number' }).fill('(201) 555-0123');
    await form.getByRole('checkbox', { name: 'Request a call' }).click();
    await form.getByLabel('Add a technician').selectOption(colleagueEmail);
    await form.getByRole('button', { name: 'Submit', exact: true }).click();
    await form.getByText('Ticket sent', { exact: true }).waitFor();

    await expect.poll(() => received.length, { timeout: 15_000 }).toBe(1);
    const mail = received[0]!;
    expect(mail.subject).toBe(`[HIGH] ${subject}`);
    expect(mail.attachments.map((a) => [a.filename, a.content])).toEqual([
      ['screen.png', PNG],
      ['job-log.txt', log.buffer],
    ]);

    const text = await outboxRow(page, subject);
    expect(text).toContain('Sent');
    expect(text).toContain('screen.png');
    expect(text).toContain('job-log.txt');
    expect(text).toContain(`CC: ${colleagueEmail}`);
    expect(browser.pageErrors).toEqual([]);
  });

  it('turns away an oversized file, a duplicate, a refused type and a sixth attachment', async () => {
    const { page } = browser;
    await openSupportRequestForm(page);
    const problems = panel(page).getByRole('alert');

    await attachmentInput(page).setInputFiles(oversizedFile);
    const tooLarge = 'Please select a different file. The following file(s) are too large: huge.mov';
    await problems.getByText(tooLarge, { exact: true }).waitFor();

    await attachmentInput(page).setInputFiles({ ...textFile('fake.png'), mimeType: 'image/png' });
    await problems
      .getByText('Only jpg, jpeg, png, mov, txt file extensions are supported.', { exact: true })
      .waitFor();

    await attachmentInput(page).setInputFiles(['1', '2', '3', '4', '5'].map((n) => textFile(`${n}.txt`)));
    await expect.poll(() => panel(page).getByText('Uploaded', { exact: true }).count()).toBe(5);
    await attachmentInput(page).setInputFiles(textFile('3.txt'));
    await problems.getByText('Only 5 attachments are allowed.', { exact: true }).waitFor();

    await panel(page).getByRole('button', { name: 'Remove 5.txt' }).click();
    await attachmentInput(page).setInputFiles(textFile('3.txt'));
    await problems.getByText('File 3.txt has already been uploaded.', { exact: true }).waitFor();
    expect(browser.pageErrors).toEqual([]);
  });
});
