// Mail settings (the password goes in, never out), the outbox, and sending through a real SMTP listener.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { mailDefaultsFromEnv, outboxIsDelivery } from './mail-env.ts';
import { mailerFor } from './mailer.ts';
import { openPassword } from './password-box.ts';
import { parseMime } from './testing/mime-message.ts';
import { FROM_ADDRESS, pointMailAt } from './testing/point-mail-at.ts';
import { type SmtpSink, startSmtpSink } from './testing/smtp-sink.ts';

let t: TestApp;
let sink: SmtpSink;
beforeAll(async () => {
  t = await createTestApp();
  sink = await startSmtpSink();
});
afterAll(async () => {
  await sink.close();
  await t.close();
});

const input = {
  smtpHost: 'smtp.msp.test',
  smtpPort: 587,
  smtpSecure: false,
  smtpUser: 'warden',
  smtpPassword: 'hunter2-but-longer',
  fromAddress: 'warden@msp.test',
  supportAddress: 'help@vendor.test',
  salesAddress: 'sales@vendor.test',
};

describe('mail settings', () => {
  it('start from the environment defaults', async () => {
    const res = await t.admin.get('/api/division/mail-settings');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ...presented(mailDefaultsFromEnv()), smtpPasswordSet: false });
  });

  it('store the password sealed and never return it', async () => {
    const res = await t.admin.put('/api/division/mail-settings', input);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ...presented(input), smtpPasswordSet: true });
    expect(res.body).not.toContain(input.smtpPassword);
    expect((await t.admin.get('/api/division/mail-settings')).body).not.toContain(input.smtpPassword);
    const row = await t.app.db.kysely.selectFrom('mail_settings').selectAll().executeTakeFirstOrThrow();
    expect(row.smtp_password).not.toContain(input.smtpPassword);
    expect(openPassword(t.app.secrets.masterKey, row.smtp_password ?? '')).toBe(input.smtpPassword);
  });

  it('keep the password when it is left out, and clear it when it is empty', async () => {
    const { smtpPassword: _, ...withoutPassword } = input;
    expect((await t.admin.put('/api/division/mail-settings', withoutPassword)).json().smtpPasswordSet).toBe(
      true,
    );
    expect((await mailerFor(t.app).settings()).smtpPassword).toBe(input.smtpPassword);
    const cleared = await t.admin.put('/api/division/mail-settings', { ...input, smtpPassword: '' });
    expect(cleared.json().smtpPasswordSet).toBe(false);
  });

  it('want the password again when the host, port or user changes, and keep it otherwise', async () => {
    await t.admin.put('/api/division/mail-settings', input);
    const { smtpPassword: _, ...withoutPassword } = input;
    for (const change of [{ smtpHost: 'smtp.elsewhere.test' }, { smtpPort: 2525 }, { smtpUser: 'other' }]) {
      const res = await t.admin.put('/api/division/mail-settings', { ...withoutPassword, ...change });
      expect(res.statusCode).toBe(400);
      expect(Object.keys(res.json().error.fields)).toEqual(['smtpPassword']);
    }
    const stored = await mailerFor(t.app).settings();
    expect(stored).toMatchObject({ smtpHost: input.smtpHost, smtpPassword: input.smtpPassword });
    const moved = await t.admin.put('/api/division/mail-settings', {
      ...input,
      smtpHost: 'smtp.elsewhere.test',
      smtpPassword: 'the-new-hosts-password',
    });
    expect(moved.statusCode).toBe(200);
    expect((await mailerFor(t.app).settings()).smtpPassword).toBe('the-new-hosts-password');
    // The addresses and TLS are not where the password goes, so they change without it.
    const same = await t.admin.put('/api/division/mail-settings', {
      ...withoutPassword,
      smtpHost: 'SMTP.elsewhere.test',
      smtpSecure: true,
      fromAddress: 'other@msp.test',
    });
    expect(same.statusCode).toBe(200);
    expect((await mailerFor(t.app).settings()).smtpPassword).toBe('the-new-hosts-password');
  });

  it('name invalid fields', async () => {
    const res = await t.admin.put('/api/division/mail-settings', {
      ...input,
      smtpPort: 0,
      supportAddress: 'nope',
    });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().error.fields).sort()).toEqual(['smtpPort', 'supportAddress']);
  });

  it('need the settings permission, as does the outbox', async () => {
    const tech = await t.admin.technicianWith(['canManageBackup']);
    expect((await tech.get('/api/division/mail-settings')).statusCode).toBe(403);
    expect((await tech.put('/api/division/mail-settings', input)).statusCode).toBe(403);
    expect((await tech.get('/api/outbox')).statusCode).toBe(403);
    const manager = await t.admin.technicianWith(['canManageSettings']);
    expect((await manager.get('/api/outbox')).statusCode).toBe(200);
  });
});

describe('sending and the outbox', () => {
  it('sends through SMTP and records the message', async () => {
    await pointMailAt(t.admin, sink.port);
    const result = await mailerFor(t.app).send({
      kind: 'TEST',
      to: ['someone@vendor.test'],
      subject: 'Hello from the test',
      text: 'Line one\n.Line starting with a dot\n',
    });
    expect(result).toMatchObject({ status: 'SENT', error: null });
    const mail = parseMime(sink.messages.at(-1)!.raw);
    expect(mail.headers.get('from')).toBe(FROM_ADDRESS);
    expect(mail.headers.get('subject')).toBe('Hello from the test');
  });

  it('lists messages newest first, paged', async () => {
    await pointMailAt(t.admin, null);
    const mailer = mailerFor(t.app);
    for (const n of [1, 2, 3]) {
      await mailer.send({ kind: 'TEST', to: ['x@vendor.test'], subject: `Numbered ${n}`, text: `${n}` });
    }
    const page = (await t.admin.get('/api/outbox?page=0&size=2')).json();
    expect(page.results.map((m: { subject: string }) => m.subject)).toEqual(['Numbered 3', 'Numbered 2']);
    expect(page.results[0]).toMatchObject({
      status: 'NOT_CONFIGURED',
      error: null,
      to: ['x@vendor.test'],
      cc: [],
    });
    expect(page.totalElements).toBeGreaterThanOrEqual(4);
    expect(page.totalPages).toBe(Math.ceil(page.totalElements / 2));
  });
});

describe('environment defaults', () => {
  it('read SMTP_* and the addresses, and refuse a bad port', () => {
    expect(
      mailDefaultsFromEnv({
        SMTP_HOST: 'mail.example.org',
        SMTP_SECURE: 'true',
        SMTP_USER: 'u',
        SMTP_PASSWORD: 'p',
        MAIL_FROM: 'from@example.org',
        SUPPORT_EMAIL: 'support@example.org',
        SALES_EMAIL: 'sales@example.org',
      }),
    ).toEqual({
      smtpHost: 'mail.example.org',
      smtpPort: 465,
      smtpSecure: true,
      smtpUser: 'u',
      smtpPassword: 'p',
      fromAddress: 'from@example.org',
      supportAddress: 'support@example.org',
      salesAddress: 'sales@example.org',
    });
    expect(() => mailDefaultsFromEnv({ SMTP_PORT: 'abc' })).toThrow('SMTP_PORT');
  });

  it('count a message only recorded in the outbox as delivered in the demo alone', () => {
    expect(outboxIsDelivery({ WARDEN_DEMO: '1' })).toBe(true);
    expect(outboxIsDelivery({ WARDEN_DEMO: '0' })).toBe(false);
    expect(outboxIsDelivery({})).toBe(false);
  });
});

function presented(s: {
  smtpHost: string;
  smtpPort: number;
  smtpSecure: boolean;
  smtpUser: string;
  fromAddress: string;
  supportAddress: string;
  salesAddress: string;
}) {
  const { smtpHost, smtpPort, smtpSecure, smtpUser, fromAddress, supportAddress, salesAddress } = s;
  return { smtpHost, smtpPort, smtpSecure, smtpUser, fromAddress, supportAddress, salesAddress };
}
