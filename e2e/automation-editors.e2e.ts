// The automation editors as an administrator uses them: build an event rule (status changed to
// Resolved, so e-mail the requester with the ticket's id), save it, resolve a ticket and receive the
// mail on an in-process SMTP server; then build a time rule and a board, and open the board to see its
// columns and sort.
import type { AddressInfo } from 'node:net';
import {
  automationsApi,
  helpApi,
  type MailSettings,
  mailApi,
  ticketingConfigApi,
  ticketsApi,
} from '@warden/domain';
import { type ParsedMail, simpleParser } from 'mailparser';
import type { Page } from 'playwright-core';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ApiSession, apiAs } from './support/api-as.ts';
import { signIn, useBrowser } from './support/browser.ts';

const browser = useBrowser();
const REQUESTER = 'requester@editors.e2e.warden.test';
const EVENT_RULE = 'Tell the requester it is resolved';
const TIME_RULE = 'Nudge urgent tickets';
const BOARD = 'Editor board';
const received: ParsedMail[] = [];
let smtp: SMTPServer;
let api: ApiSession;
let mailBefore: MailSettings | undefined;
let requesterUid = '';

beforeAll(async () => {
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((mail) => {
          received.push(mail);
          callback();
        })
        .catch(callback);
    },
  });
  const port = await new Promise<number>((resolve, reject) => {
    smtp.on('error', reject);
    smtp.listen(0, '127.0.0.1', () => resolve((smtp.server.address() as AddressInfo).port));
  });
  api = await apiAs(browser.baseUrl, browser.admin);
  await api.call(helpApi.hideTooltip);
  mailBefore = await api.call(mailApi.getSettings);
  await api.call(mailApi.updateSettings, {
    body: { ...mailFields(mailBefore), smtpHost: '127.0.0.1', smtpPort: port },
  });
  const requester = await api.call(ticketingConfigApi.createEndUser, {
    body: {
      kind: 'END_USER',
      organizationId: null,
      firstName: 'Rita',
      lastName: 'Requester',
      email: REQUESTER,
    },
  });
  requesterUid = requester.uid;
});

afterAll(async () => {
  if (api && mailBefore) await api.call(mailApi.updateSettings, { body: mailFields(mailBefore) });
  await new Promise<void>((resolve) => (smtp ? smtp.close(() => resolve()) : resolve()));
});

function mailFields(settings: MailSettings) {
  const { smtpPasswordSet: _, ...fields } = settings;
  return fields;
}

/** Adds a condition to a group and sets its field, operator and value by their stored values. */
async function addCondition(
  page: Page,
  group: string,
  field: string,
  operator: string,
  value?: { label: string } | string,
) {
  const section = page.getByRole('region', { name: group });
  const number = (await section.getByRole('group', { name: /^Condition \d+$/ }).count()) + 1;
  await section.getByRole('button', { name: 'Add condition' }).click();
  const row = section.getByRole('group', { name: `Condition ${number}`, exact: true });
  await row.getByLabel('Field', { exact: true }).selectOption(field);
  await row.getByLabel('Operator', { exact: true }).selectOption(operator);
  if (value === undefined) return;
  const input = row.getByLabel('Value', { exact: true });
  if (typeof value === 'string') await input.fill(value);
  else await input.selectOption(value);
}

async function saveRule(page: Page, name: string) {
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await page.getByText(`Rule "${name}" saved`, { exact: true }).waitFor();
}

const ALL = 'If the conditions meet ALL of these conditions';

describe('the automation editors', () => {
  it('builds an event rule that e-mails the requester when a ticket is resolved', async () => {
    const { page, admin } = browser;
    await signIn(page, admin.email, admin.password);
    await page.goto('/editor/automation/eventBased/new');
    await page.getByLabel('Name', { exact: true }).fill(EVENT_RULE);
    await addCondition(page, ALL, 'status', 'changed_to', { label: 'Resolved' });

    await page.getByLabel('Add action').selectOption('SEND_EMAIL');
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('checkbox', { name: 'Requester', exact: true }).click();
    await dialog.getByLabel('Subject', { exact: true }).fill('Ticket {{ticket.id}} is resolved');
    await dialog.getByRole('button', { name: 'Save', exact: true }).click();
    await dialog.waitFor({ state: 'detached' });
    await saveRule(page, EVENT_RULE);

    const ticket = await api.call(ticketsApi.create, {
      body: { summary: 'Scanner jams on every page', requesterUid },
    });
    await page.goto(`/ticketing/ticket/${ticket.id}`);
    const main = page.getByRole('main');
    await main.getByLabel('Status').selectOption({ label: 'Resolved' });
    await main.getByRole('region', { name: 'Rule firings' }).getByText(EVENT_RULE).waitFor();

    // The help desk also writes to a new ticket's requester; the rule's mail is the one with its subject.
    const ruleMail = () =>
      received.filter(
        (m) =>
          m.subject === `Ticket ${ticket.id} is resolved` &&
          m.to &&
          !Array.isArray(m.to) &&
          m.to.value.some((a) => a.address === REQUESTER),
      );
    await expect.poll(() => ruleMail().length, { timeout: 20_000 }).toBe(1);
    expect(browser.pageErrors).toEqual([]);
  });

  it('builds a time rule that comments on stale urgent tickets', async () => {
    const { page, admin } = browser;
    await signIn(page, admin.email, admin.password);
    await page.goto('/editor/automation/timeBased/new');
    await page.getByLabel('Name', { exact: true }).fill(TIME_RULE);
    await addCondition(page, ALL, 'priority', 'equals', { label: 'Urgent' });
    await addCondition(page, ALL, 'ticket_created', 'greater_or_equal_than');
    await page.getByLabel('Add action').selectOption('ADD_TICKET_COMMENT');
    const dialog = page.getByRole('dialog');
    await dialog
      .getByRole('textbox', { name: 'Comment', exact: true })
      .fill('Still urgent: please look again.');
    await dialog.getByRole('button', { name: 'Save', exact: true }).click();
    await dialog.waitFor({ state: 'detached' });
    await saveRule(page, TIME_RULE);
    await page.goto('/administration/apps/ticketing/automations/timeBased');
    await page.getByRole('main').getByRole('link', { name: TIME_RULE }).waitFor();
    const saved = (await api.call(automationsApi.list, { query: { automationType: 'TIME_BASED' } })).results;
    const rule = saved.find((r) => r.name === TIME_RULE)!;
    expect(rule.conditions.all).toEqual([
      { field: 'priority', operator: 'equals', value: 'URGENT' },
      { field: 'ticket_created', operator: 'greater_or_equal_than', value: '1:0' },
    ]);
    // The body comes from the rich-text editor: one paragraph of HTML.
    expect(rule.actions).toEqual([
      {
        type: 'ADD_TICKET_COMMENT',
        body: expect.stringMatching(/^<p>(<span[^>]*>)?Still urgent: please look again\.(<\/span>)?<\/p>$/),
        public: true,
      },
    ]);
    expect(browser.pageErrors).toEqual([]);
  });

  it('builds a board, and the board shows its columns and sort', async () => {
    const { page, admin } = browser;
    await signIn(page, admin.email, admin.password);
    for (const summary of ['Board zeta', 'Board alpha', 'Board mu'])
      await api.call(ticketsApi.create, { body: { summary } });
    await page.goto('/editor/automation/board/new');
    await page.getByLabel('Name', { exact: true }).fill(BOARD);
    await addCondition(page, ALL, 'summary', 'contains', 'Board ');
    const preview = page.getByRole('region', { name: 'Matching tickets' });
    await preview.getByText('3 tickets match now').waitFor();
    const add = page.getByLabel('Add column');
    for (const column of ['Subject', 'ID', 'Priority']) await add.selectOption({ label: column });
    // Drag ID by its handle above Subject.
    await page.getByRole('button', { name: 'Move ID' }).scrollIntoViewIfNeeded();
    const from = (await page.getByRole('button', { name: 'Move ID' }).boundingBox())!;
    const to = (await page.getByRole('button', { name: 'Move Subject' }).boundingBox())!;
    await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
    await page.mouse.down();
    await page.mouse.move(from.x + from.width / 2, to.y + to.height / 2 - 5, { steps: 12 });
    await page.mouse.up();
    const columns = page.getByRole('list', { name: 'Columns' }).getByRole('listitem');
    await expect.poll(() => columns.first().textContent()).toMatch(/^ID/);
    await page.getByLabel('Sort by').selectOption({ label: 'Subject' });
    await page.getByLabel('Sort direction').selectOption('ASC');
    await saveRule(page, BOARD);

    await page.goto('/ticketing');
    const main = page.getByRole('main');
    await main.getByRole('link', { name: BOARD }).click();
    await page.waitForURL(/\/ticketing\/board\/\d+$/);
    await main.getByText('Board alpha').waitFor();
    const table = main.getByRole('table');
    const headers = (await table.getByRole('columnheader').allTextContents()).map((h) => h.trim());
    expect(headers.filter((h) => ['ID', 'Subject', 'Priority'].some((c) => h.startsWith(c)))).toEqual([
      expect.stringMatching(/^ID/),
      expect.stringMatching(/^Subject/),
      expect.stringMatching(/^Priority/),
    ]);
    const summaries = await table.getByRole('cell', { name: /^Board / }).allTextContents();
    expect(summaries).toEqual(['Board alpha', 'Board mu', 'Board zeta']);
    expect(browser.pageErrors).toEqual([]);
  });
});
