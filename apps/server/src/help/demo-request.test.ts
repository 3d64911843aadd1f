// Demo requests: stored and mailed to the sales address; a mail failure still answers ok.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type MailTestApp, startMailTestApp } from '../mail/testing/mail-test-app.ts';
import { mailText, parseMime } from '../mail/testing/mime-message.ts';
import { pointMailAt, SALES_ADDRESS } from '../mail/testing/point-mail-at.ts';
import type { SmtpSink } from '../mail/testing/smtp-sink.ts';
import type { TestApp } from '../testing/test-app.ts';

let mail: MailTestApp;
let t: TestApp;
let sink: SmtpSink;
let refusing: SmtpSink;
beforeAll(async () => {
  mail = await startMailTestApp();
  ({ t, sink, refusing } = mail);
});
afterAll(() => mail.close());

const latestRequest = () =>
  t.app.db.kysely.selectFrom('demo_requests').selectAll().orderBy('id', 'desc').executeTakeFirstOrThrow();

describe('demo requests', () => {
  it('records the request and mails it to the sales address', async () => {
    await pointMailAt(t.admin, sink.port);
    const tech = await t.admin.technicianWith([]);
    const res = await tech.post('/api/division/promotion/backup_get_started', {
      userName: 'Dana Scully',
      userEmail: 'Dana@MSP.test',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ok: true });
    expect(await latestRequest()).toMatchObject({
      promotion_key: 'backup_get_started',
      user_id: tech.userId,
      user_name: 'Dana Scully',
      user_email: 'dana@msp.test',
      status: 'SENT',
      error: null,
    });
    expect(sink.messages).toHaveLength(1);
    expect(sink.messages[0]!.recipients).toEqual([SALES_ADDRESS]);
    const mail = parseMime(sink.messages[0]!.raw);
    expect(mail.headers.get('reply-to')).toContain('dana@msp.test');
    expect(mailText(mail)).toContain('Dana Scully <dana@msp.test> asked for a demo (backup_get_started).');
  });

  it('still answers ok when the mail fails, and records the failure', async () => {
    await pointMailAt(t.admin, refusing.port);
    const res = await t.admin.post('/api/division/promotion/backup_get_started', {
      userName: 'Fox Mulder',
      userEmail: 'fox@msp.test',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ok: true });
    const row = await latestRequest();
    expect(row).toMatchObject({ user_name: 'Fox Mulder', status: 'FAILED', error: expect.any(String) });
    const outbox = (await t.admin.get('/api/outbox')).json().results[0];
    expect(outbox).toMatchObject({ id: row.outbox_id, kind: 'DEMO_REQUEST', status: 'FAILED' });
  });

  it('names a missing name, a bad address and a bad key', async () => {
    const res = await t.admin.post('/api/division/promotion/backup', {
      userName: ' ',
      userEmail: 'not-an-address',
    });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().error.fields).sort()).toEqual(['userEmail', 'userName']);
    const key = await t.admin.post('/api/division/promotion/bad%20key!', {
      userName: 'A',
      userEmail: 'a@b.test',
    });
    expect(key.statusCode).toBe(400);
    expect(key.json().error.fields).toHaveProperty('key');
  });
});
