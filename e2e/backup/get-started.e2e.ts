// The backup get-started panel and 'Backup' modal while the division has no backup, and its demo
// request, which the server mails to the sales address: received here by an in-process SMTP server.
import type { AddressInfo } from 'node:net';
import { authApi, type MailSettings, mailApi, settingsApi } from '@warden/domain';
import { type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ApiSession, apiAs } from '../support/api-as.ts';
import { signIn } from '../support/browser.ts';
import { useDemo } from '../support/demo.ts';

const demo = useDemo();
const SALES = 'sales@vendor.e2e.warden.test';
const FEATURES = [
  'Full image backup',
  'Document, file and folder backup',
  'Cloud-only, local-only and hybrid storage',
  'End-user self-service file restore',
  'Fast file restore',
  'Bare metal restore',
];

const received: ParsedMail[] = [];
let smtp: SMTPServer;
let api: ApiSession;
let mailBefore: MailSettings;

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
  api = await apiAs(demo.browser.baseUrl, demo.browser.admin);
  mailBefore = await api.call(mailApi.getSettings);
  await api.call(mailApi.updateSettings, {
    body: { ...mailFields(mailBefore), smtpHost: '127.0.0.1', smtpPort: port, salesAddress: SALES },
  });
  await setBackupEnabled(false);
});

afterAll(async () => {
  if (api) {
    await setBackupEnabled(true);
    if (mailBefore) await api.call(mailApi.updateSettings, { body: mailFields(mailBefore) });
  }
  await new Promise<void>((resolve) => (smtp ? smtp.close(() => resolve()) : resolve()));
});

function mailFields(settings: MailSettings) {
  const { smtpPasswordSet: _, ...fields } = settings;
  return fields;
}

async function setBackupEnabled(enabled: boolean) {
  const current = await api.call(settingsApi.get);
  await api.call(settingsApi.update, {
    body: { name: current.name, features: { ...current.features, backup_enabled: enabled } },
  });
}

describe('the backup get-started panel', () => {
  it('stands in for the backup tabs and sends a demo request that reaches sales by mail', async () => {
    const { page } = demo.browser;
    const { user } = await api.call(authApi.session);
    await page.goto('/');
    await signIn(page, demo.browser.admin.email, demo.browser.admin.password);

    await page.goto(`/deviceDashboard/${demo.fileServer.id}/backup/manage`);
    await page.getByRole('region', { name: 'Get started in a few easy steps' }).waitFor();
    expect(await page.getByRole('region', { name: 'Backup data' }).count()).toBe(0);
    // Starting a backup opens the 'Backup' modal, which Escape does not dismiss.
    await page.getByRole('button', { name: 'New plan', exact: true }).click();
    const modal = page.getByRole('dialog', { name: 'Backup', exact: true });
    await modal.getByText('Get started in a few easy steps').waitFor();
    await page.keyboard.press('Escape');
    expect(await modal.isVisible()).toBe(true);
    await modal.getByRole('button', { name: 'Close', exact: true }).click();
    await modal.waitFor({ state: 'detached' });

    await page.goto('/systemDashboard/backup/manage');
    const panel = page.getByRole('region', { name: 'Get started in a few easy steps' });
    const features = panel.getByRole('list', { name: 'Backup features' }).getByRole('listitem');
    await expect.poll(() => features.allInnerTexts()).toEqual(FEATURES);
    await panel.getByRole('button', { name: 'Request Demo', exact: true }).click();

    const form = page.getByRole('dialog', { name: 'Request Demo', exact: true });
    expect(await form.getByLabel('Name', { exact: true }).inputValue()).toBe(user.displayName);
    expect(await form.getByLabel('Email', { exact: true }).inputValue()).toBe(user.email);
    await form.getByRole('button', { name: 'Submit', exact: true }).click();
    const sent = page.getByRole('dialog', { name: 'Demo request sent', exact: true });
    await sent.getByText('A Product Specialist will reach out to you by email.').waitFor();

    // The demo's help desk mail, waiting for an SMTP server, may go out through this one too: count
    // only what went to sales.
    const toSales = () =>
      received.filter((m) => m.to && !Array.isArray(m.to) && m.to.value.some((a) => a.address === SALES));
    await expect.poll(() => toSales().length, { timeout: 15_000 }).toBe(1);
    const mail = toSales()[0]!;
    expect(mail.to && !Array.isArray(mail.to) ? mail.to.value.map((a) => a.address) : []).toEqual([SALES]);
    expect(mail.replyTo?.value.map((a) => a.address)).toEqual([user.email]);
    expect(mail.text).toContain(`${user.displayName} <${user.email}> asked for a demo`);
    expect(demo.browser.pageErrors).toEqual([]);
  });
});
