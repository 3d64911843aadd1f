// Support requests end to end: uploads, delivery to a real SMTP listener with the attachments intact,
// the demo's outbox-only delivery, failed deliveries (a refusing or missing mail server, or none set
// up) that leave nothing behind, and the FAILURE answer of a refusing destination.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { attachmentPath, attachmentsDir } from '../attachments/attachment-store.ts';
import { jpegFile, pngFile, textFile } from '../attachments/testing/sample-files.ts';
import { upload } from '../attachments/testing/upload.ts';
import { loadAuthContext } from '../auth/auth-context.ts';
import { countRows } from '../db/count-rows.ts';
import { mailerFor } from '../mail/mailer.ts';
import { type MailTestApp, startMailTestApp } from '../mail/testing/mail-test-app.ts';
import { mailAttachments, mailText, parseMime } from '../mail/testing/mime-message.ts';
import { closedPort, pointMailAt, SUPPORT_ADDRESS } from '../mail/testing/point-mail-at.ts';
import type { SmtpSink } from '../mail/testing/smtp-sink.ts';
import type { TestApp } from '../testing/test-app.ts';
import type { TestClient } from '../testing/test-client.ts';
import { SmtpSupportDestination, type SupportDestination } from './support-destination.ts';
import { SupportRequestLimiter } from './support-request-limit.ts';
import { submitSupportRequest } from './support-request-service.ts';

let mail: MailTestApp;
let t: TestApp;
let tech: TestClient;
let techEmail: string;
let sink: SmtpSink;
let refusing: SmtpSink;

beforeAll(async () => {
  mail = await startMailTestApp();
  ({ t, sink, refusing } = mail);
  techEmail = `tech-${Date.now()}@msp.test`;
  tech = await t.admin.technicianWith([], { email: techEmail });
  // The CC list names technicians of the installation only.
  await t.admin.technicianWith([], { email: 'colleague@msp.test' });
  await t.admin.technicianWith([], { email: 'lead@msp.test' });
});
afterAll(() => mail.close());
beforeEach(() => {
  sink.messages.length = 0;
});

async function authOf(client: TestClient) {
  const auth = await loadAuthContext(t.app.db, client.cookie.split('=')[1]!);
  if (!auth) throw new Error('no session');
  return auth;
}

const sha = (b: Buffer) => createHash('sha256').update(b).digest('hex');

const supportRequest = (imageTokens: string[], extra: Record<string, unknown> = {}) => ({
  ticketSubject: 'Restore stuck at preparing',
  ticketBody: 'The restore of FS-01 has shown Preparing to restore... for an hour.',
  ticketPriority: 'HIGH',
  ticketCategory: 'category_backup',
  ticketPhoneNumber: '+44 20 7946 0958',
  ticketCallback: true,
  ticketCc: ['colleague@msp.test', 'lead@msp.test'],
  imageTokens,
  ...extra,
});

async function uploadTwo() {
  const files = [
    { name: 'screenshot.png', content: pngFile(42) },
    { name: 'agent-log.txt', content: textFile('line one\nline two — ümlaut\n') },
  ];
  const res = await upload(tech, files);
  expect(res.statusCode).toBe(201);
  return { files, tokens: res.json().files.map((f: { token: string }) => f.token) as string[] };
}

const attachmentRows = (tokens: string[]) =>
  t.app.db.kysely.selectFrom('attachments').selectAll().where('token', 'in', tokens).execute();
const supportRequestCount = () => countRows(t.app.db.kysely.selectFrom('support_tickets'));

describe('a delivered support request', () => {
  it('arrives by e-mail with both attachments byte-identical, reply-to the technician and CC', async () => {
    await pointMailAt(t.admin, sink.port);
    const { files, tokens } = await uploadTwo();
    const res = await tech.post('/api/help/tickets', supportRequest(tokens));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ resultCode: 'SUCCESS', id: expect.any(Number) });

    expect(sink.messages).toHaveLength(1);
    const received = sink.messages[0]!;
    expect(received.recipients.sort()).toEqual(
      [SUPPORT_ADDRESS, 'colleague@msp.test', 'lead@msp.test'].sort(),
    );
    const mail = parseMime(received.raw);
    expect(mail.headers.get('subject')).toBe('[HIGH] Restore stuck at preparing');
    expect(mail.headers.get('reply-to')).toContain(techEmail);
    expect(mail.headers.get('cc')).toBe('colleague@msp.test, lead@msp.test');
    expect(mail.headers.get('to')).toBe(SUPPORT_ADDRESS);
    const text = mailText(mail);
    expect(text).toContain('Category: Backup');
    expect(text).toContain('Phone: +44 20 7946 0958');
    expect(text).toContain('Callback requested: Yes');
    expect(text).toContain(`<${techEmail}>`);
    expect(text).toContain('Preparing to restore... for an hour.');

    const attached = mailAttachments(mail);
    expect(attached.map((a) => a.filename)).toEqual(['screenshot.png', 'agent-log.txt']);
    expect(attached.map((a) => sha(a.content))).toEqual(files.map((f) => sha(f.content)));

    const rows = await attachmentRows(tokens);
    expect(rows.map((r) => [r.status, r.linked_kind, r.linked_id])).toEqual([
      ['LINKED', 'SUPPORT_TICKET', res.json().id],
      ['LINKED', 'SUPPORT_TICKET', res.json().id],
    ]);
    const outbox = (await t.admin.get('/api/outbox')).json().results[0];
    expect(outbox).toMatchObject({
      kind: 'SUPPORT_TICKET',
      status: 'SENT',
      replyTo: techEmail,
      attachments: [
        { name: 'screenshot.png', size: files[0]!.content.length, contentType: 'image/png' },
        { name: 'agent-log.txt', size: files[1]!.content.length, contentType: 'text/plain' },
      ],
    });
  });

  it('attaches the files in the order the form lists them, not the order they finished uploading', async () => {
    await pointMailAt(t.admin, sink.port);
    const { tokens } = await uploadTwo();
    const res = await tech.post('/api/help/tickets', supportRequest([...tokens].reverse()));
    expect(res.statusCode).toBe(200);
    const attached = mailAttachments(parseMime(sink.messages[0]!.raw));
    expect(attached.map((a) => a.filename)).toEqual(['agent-log.txt', 'screenshot.png']);
  });

  it('refuses tokens that are used, unknown or someone else’s, naming the field', async () => {
    await pointMailAt(t.admin, sink.port);
    const { tokens } = await uploadTwo();
    expect((await tech.post('/api/help/tickets', supportRequest(tokens))).statusCode).toBe(200);
    const reused = await tech.post('/api/help/tickets', supportRequest(tokens));
    expect(reused.statusCode).toBe(400);
    expect(reused.json().error.fields).toHaveProperty('imageTokens');

    const [mine] = (await upload(tech, [{ name: 'x.jpg', content: jpegFile() }])).json().files;
    const foreign = await t.admin.post('/api/help/tickets', supportRequest([mine.token]));
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().error.fields).toHaveProperty('imageTokens');
    const twice = await tech.post('/api/help/tickets', supportRequest([mine.token, mine.token]));
    expect(twice.json().error.fields).toHaveProperty('imageTokens');
    const six = await tech.post(
      '/api/help/tickets',
      supportRequest(Array.from({ length: 6 }, (_, i) => `token-${i}-xxxx`)),
    );
    expect(six.statusCode).toBe(400);
    expect(six.json().error.fields.imageTokens).toBe('Only 5 attachments are allowed.');
    expect(sink.messages).toHaveLength(1);
  });

  it('names missing and over-long fields', async () => {
    const res = await tech.post('/api/help/tickets', {
      ticketBody: 'x'.repeat(501),
      ticketPriority: 'SOMEDAY',
      ticketCategory: 'category_backup',
    });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().error.fields).sort()).toEqual([
      'ticketBody',
      'ticketPriority',
      'ticketSubject',
    ]);
  });

  it('counts as delivered into the outbox when the demo has no SMTP host', async () => {
    await pointMailAt(t.admin, null);
    const { files, tokens } = await uploadTwo();
    const demo = new SmtpSupportDestination(mailerFor(t.app), { outboxIsDelivery: true });
    const answer = await submitSupportRequest(
      { db: t.app.db, dir: attachmentsDir(t.dataDir), destination: demo, log: t.app.log },
      await authOf(tech),
      {
        ...supportRequest(tokens, { ticketCc: [] }),
        ticketPriority: 'HIGH',
        ticketCategory: 'category_backup',
      },
    );
    expect(answer).toMatchObject({ resultCode: 'SUCCESS', id: expect.any(Number) });
    expect((await attachmentRows(tokens)).map((r) => r.status)).toEqual(['LINKED', 'LINKED']);
    const outbox = (await t.admin.get('/api/outbox')).json().results[0];
    expect(outbox).toMatchObject({
      kind: 'SUPPORT_TICKET',
      status: 'NOT_CONFIGURED',
      cc: [],
      attachments: files.map((f) => ({ name: f.name, size: f.content.length })),
    });
  });
});

describe('the CC list', () => {
  it('refuses an address that is not a technician of the installation, naming the field, and mails nobody', async () => {
    await pointMailAt(t.admin, sink.port);
    const before = await supportRequestCount();
    for (const ticketCc of [
      ['victim@elsewhere.example'],
      ['colleague@msp.test', 'victim@elsewhere.example'],
    ]) {
      const res = await tech.post('/api/help/tickets', supportRequest([], { ticketCc }));
      expect(res.statusCode).toBe(400);
      expect(res.json().error.code).toBe('VALIDATION_FAILED');
      expect(res.json().error.fields.ticketCc).toBe('Not a technician: victim@elsewhere.example');
    }
    expect(sink.messages).toHaveLength(0);
    expect(await supportRequestCount()).toBe(before);
  });

  it('refuses a technician who has been disabled', async () => {
    const leaverEmail = `leaver-${Date.now()}@msp.test`;
    const leaver = await t.admin.technicianWith([], { email: leaverEmail });
    await t.app.db.kysely
      .updateTable('users')
      .set({ status: 'DISABLED' })
      .where('id', '=', leaver.userId)
      .execute();
    const res = await tech.post('/api/help/tickets', supportRequest([], { ticketCc: [leaverEmail] }));
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toHaveProperty('ticketCc');
  });

  it('accepts technicians whatever the case of the address', async () => {
    await pointMailAt(t.admin, sink.port);
    const res = await tech.post('/api/help/tickets', supportRequest([], { ticketCc: ['Lead@MSP.test'] }));
    expect(res.statusCode).toBe(200);
    expect(sink.messages[0]!.recipients.sort()).toEqual([SUPPORT_ADDRESS, 'lead@msp.test'].sort());
  });
});

describe('the rate limit', () => {
  it('answers 429 with a clear message after 10 support requests in an hour', async () => {
    await pointMailAt(t.admin, sink.port);
    const busy = await t.admin.technicianWith([]);
    for (let i = 0; i < 10; i++) {
      expect((await busy.post('/api/help/tickets', supportRequest([], { ticketCc: [] }))).statusCode).toBe(
        200,
      );
    }
    const res = await busy.post('/api/help/tickets', supportRequest([], { ticketCc: [] }));
    expect(res.statusCode).toBe(429);
    expect(res.json().error).toMatchObject({
      code: 'RATE_LIMITED',
      message: 'You can send at most 10 support requests an hour. Please wait a while and try again.',
    });
    expect(sink.messages).toHaveLength(10);
    // Another technician is not held back by the busy one.
    expect((await tech.post('/api/help/tickets', supportRequest([], { ticketCc: [] }))).statusCode).toBe(200);
  });

  it('lets only 10 of 12 requests sent at the same moment through', async () => {
    await pointMailAt(t.admin, sink.port);
    const burst = await t.admin.technicianWith([]);
    const answers = await Promise.all(
      Array.from({ length: 12 }, () => burst.post('/api/help/tickets', supportRequest([], { ticketCc: [] }))),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([...Array(10).fill(200), 429, 429]);
    expect(sink.messages).toHaveLength(10);
  });

  it('counts only the last hour and keeps no memory of technicians once their requests are done', async () => {
    const limiter = new SupportRequestLimiter(t.app.db, 1);
    const quiet = await t.admin.technicianWith([]);
    await t.app.db.kysely
      .insertInto('support_tickets')
      .values({
        user_id: quiet.userId,
        subject: 'Old',
        body: 'Old',
        priority: 'LOW',
        category: 'category_other',
        phone: null,
        callback: 0,
        cc: '[]',
        destination: 'smtp',
        result_code: 'SUCCESS',
        message: null,
        outbox_id: null,
        created_at: new Date(Date.now() - 61 * 60 * 1000).toISOString(),
      })
      .execute();
    expect(await limiter.run(quiet.userId, async () => 'sent')).toBe('sent');
    expect(limiter.busyTechnicians).toBe(0);
  });
});

describe('a failed delivery', () => {
  async function expectNothingLeft(port: number) {
    await pointMailAt(t.admin, port);
    const { tokens } = await uploadTwo();
    const before = await supportRequestCount();
    const res = await tech.post('/api/help/tickets', supportRequest(tokens));
    expect(res.statusCode).toBe(502);
    expect(res.json().error.message).toMatch(/could not be sent.*attachments were removed/);
    expect(await attachmentRows(tokens)).toEqual([]);
    for (const token of tokens)
      expect(fs.existsSync(attachmentPath(attachmentsDir(t.dataDir), token))).toBe(false);
    expect(await supportRequestCount()).toBe(before);
    const outbox = (await t.admin.get('/api/outbox')).json().results[0];
    expect(outbox).toMatchObject({ kind: 'SUPPORT_TICKET', status: 'FAILED', error: expect.any(String) });
  }

  it('removes the uploads when the mail server refuses the message', async () => {
    await expectNothingLeft(refusing.port);
  });

  it('removes the uploads when nothing listens on the mail port', async () => {
    await expectNothingLeft(await closedPort());
  });

  it('says that no SMTP server is set up, keeps the message in the outbox and removes the uploads', async () => {
    await pointMailAt(t.admin, null);
    const { tokens } = await uploadTwo();
    const before = await supportRequestCount();
    const res = await tech.post('/api/help/tickets', supportRequest(tokens));
    expect(res.statusCode).toBe(503);
    expect(res.json().error.message).toBe(
      'The support ticket could not be sent: no SMTP server is configured for outgoing mail. An ' +
        'administrator can set one up under Administration › Mail and outbox. Its attachments were removed.',
    );
    expect(await attachmentRows(tokens)).toEqual([]);
    expect(await supportRequestCount()).toBe(before);
    const outbox = (await t.admin.get('/api/outbox')).json().results[0];
    expect(outbox).toMatchObject({ kind: 'SUPPORT_TICKET', status: 'NOT_CONFIGURED' });
    expect(outbox.attachments).toHaveLength(2);
  });
});

describe('a destination that refuses the requester', () => {
  it('answers FAILURE, records it and leaves the uploads for another try', async () => {
    const notAMember: SupportDestination = {
      name: 'community',
      deliver: async () => ({ resultCode: 'FAILURE', message: 'The requester is not a registered member' }),
    };
    const { tokens } = await uploadTwo();
    const auth = await authOf(tech);
    const input = {
      ...supportRequest(tokens),
      ticketPriority: 'LOW' as const,
      ticketCategory: 'category_other' as const,
    };
    const answer = await submitSupportRequest(
      { db: t.app.db, dir: attachmentsDir(t.dataDir), destination: notAMember, log: t.app.log },
      auth,
      input,
    );
    expect(answer).toEqual({ resultCode: 'FAILURE', message: 'The requester is not a registered member' });
    expect((await attachmentRows(tokens)).map((r) => r.status)).toEqual(['TEMP', 'TEMP']);
    const row = await t.app.db.kysely
      .selectFrom('support_tickets')
      .selectAll()
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ result_code: 'FAILURE', destination: 'community', user_id: tech.userId });
  });
});
