// The help desk as a technician uses it: create a ticket, comment, resolve it and find the rule's e-mail
// in the outbox, make another ticket an incident of a problem, open a board, and read why a rule did
// not fire. Rules and the problem are set up through the API, as the rule editors are not built yet.
import { automationsApi, helpApi, ticketsApi } from '@warden/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiAs } from './support/api-as.ts';
import { signIn, useBrowser } from './support/browser.ts';

const browser = useBrowser();
const SUBJECT = 'Printer in room 4 is offline';
const PROBLEM = 'Mail server drops connections';
const STALE_RULE = 'Escalate stale urgent tickets';
const BOARD = 'Everything not closed';
let problemId = 0;
let incidentId = 0;

beforeAll(async () => {
  const api = await apiAs(browser.baseUrl, browser.admin);
  await api.call(helpApi.hideTooltip);
  problemId = (await api.call(ticketsApi.create, { body: { summary: PROBLEM, type: 'PROBLEM' } })).id;
  incidentId = (await api.call(ticketsApi.create, { body: { summary: 'Outlook cannot send' } })).id;
  await api.call(automationsApi.create, {
    body: {
      name: 'Tell the owner when resolved',
      automationType: 'EVENT_BASED',
      conditions: { all: [{ field: 'status', operator: 'changed_to', value: 5 }], any: [] },
      actions: [
        {
          type: 'SEND_EMAIL',
          to: { emails: ['owner@contoso.test'] },
          subject: 'Resolved: {{ticket.subject}}',
          body: 'Ticket #{{ticket.id}} is resolved.',
        },
      ],
    },
  });
  await api.call(automationsApi.create, {
    body: {
      name: STALE_RULE,
      automationType: 'TIME_BASED',
      conditions: {
        all: [
          { field: 'priority', operator: 'equals', value: 'URGENT' },
          { field: 'ticket_created', operator: 'greater_or_equal_than', value: '4:0' },
        ],
        any: [],
      },
      actions: [{ type: 'ADD_TICKET_COMMENT', body: 'Stale and urgent: escalate.', public: false }],
    },
  });
  await api.call(automationsApi.create, {
    body: {
      name: BOARD,
      automationType: 'BOARD',
      conditions: { all: [{ field: 'status', operator: 'not_equals', value: 6 }], any: [] },
      board: { columns: ['id', 'summary', 'status', 'priority'], sortBy: { field: 'id', direction: 'DESC' } },
    },
  });
});

describe('the help desk', () => {
  it('creates a ticket, comments, resolves it and the rule e-mails the owner', async () => {
    const { page, admin } = browser;
    await page.setViewportSize({ width: 1440, height: 900 });
    await signIn(page, admin.email, admin.password);
    await page.goto('/ticketing/create');
    const main = page.getByRole('main');
    await main.getByLabel('Subject').fill(SUBJECT);
    await main.getByRole('button', { name: 'Create ticket' }).click();
    await page.waitForURL(/\/ticketing\/ticket\/\d+$/);
    await main.getByText(SUBJECT).first().waitFor();

    await main.getByLabel('Comment', { exact: true }).fill('Restarted the print spooler.');
    await main.getByRole('button', { name: 'Add comment' }).click();
    await main.getByText('Restarted the print spooler.').waitFor();

    await main.getByLabel('Status').selectOption({ label: 'Resolved' });
    const firings = main.getByRole('region', { name: 'Rule firings' });
    await firings.getByText('Tell the owner when resolved').waitFor();

    await page.goto('/administration/general/outbox');
    await page.getByText(`Resolved: ${SUBJECT}`).first().waitFor();
    expect(browser.pageErrors).toEqual([]);
  });

  it('assigns an incident to a problem', async () => {
    const { page, admin } = browser;
    await signIn(page, admin.email, admin.password);
    await page.goto(`/ticketing/ticket/${incidentId}`);
    const main = page.getByRole('main');
    await main.getByLabel('Type').selectOption('INCIDENT');
    const dialog = page.getByRole('dialog', { name: 'Assign Incident' });
    await dialog.getByText('Select the problem this incident belongs to').waitFor();
    const save = dialog.getByRole('button', { name: 'Save' });
    expect(await save.isDisabled()).toBe(true);
    await dialog.getByRole('button', { name: `#${problemId} ${PROBLEM}` }).click();
    await save.click();
    await main.getByText(`#${problemId} ${PROBLEM}`).waitFor();
    await page.reload();
    await main.getByText(`#${problemId} ${PROBLEM}`).waitFor();
    expect(browser.pageErrors).toEqual([]);
  });

  it('opens a board and explains a rule that did not fire', async () => {
    const { page, admin } = browser;
    await signIn(page, admin.email, admin.password);
    await page.goto('/ticketing');
    const main = page.getByRole('main');
    await main.getByRole('link', { name: BOARD }).click();
    await page.waitForURL(/\/ticketing\/board\/\d+$/);
    await main.getByText('Outlook cannot send').waitFor();

    await page.goto(`/ticketing/ticket/${incidentId}`);
    await main.getByLabel('Rule', { exact: true }).selectOption({ label: STALE_RULE });
    await main.getByText("The rule's conditions do not hold for this ticket.").waitFor();
    const explanation = main.getByRole('table', { name: 'Explain' });
    await expect.poll(() => explanation.getByRole('cell', { name: 'No', exact: true }).count()).toBe(2);
    expect(browser.pageErrors).toEqual([]);
  });
});
