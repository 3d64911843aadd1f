// Real mail through the built-in SMTP listener of a real server: what becomes a ticket, a comment or
// nothing, and that a message is acknowledged only once it is stored.
import fs from 'node:fs';
import net, { type AddressInfo } from 'node:net';
import type SMTPConnection from 'nodemailer/lib/smtp-connection';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { attachmentPath, attachmentsDir } from '../../attachments/attachment-store.ts';
import { nowIso } from '../../db/database.ts';
import { startTestServer, type TestServer } from '../../testing/test-app.ts';
import { ticketComments } from '../comment-service.ts';
import { inboundMailHealth } from './inbound-health.ts';
import { notificationMessageId, replyAddress } from './reply-token.ts';
import { bounceReport, composeMail, sendRawMail } from './testing/mail-fixtures.ts';

const MAX_BYTES = 64 * 1024;
let server: TestServer;
let sequence = 0;

beforeAll(async () => {
  server = await startTestServer({
    INBOUND_SMTP_PORT: '0',
    INBOUND_SMTP_MAX_MESSAGE_BYTES: String(MAX_BYTES),
  });
});
afterAll(async () => {
  await server?.close();
});

const db = () => server.app.db.kysely;

/** Composes and sends one message; every message gets its own Message-ID unless one is given. */
async function send(
  options: Parameters<typeof composeMail>[0] & { envelopeFrom?: string | false; rcptTo?: string[] },
) {
  const { envelopeFrom, rcptTo, ...mail } = options;
  const raw = await composeMail({ messageId: `<m${++sequence}.${Date.now()}@mail.example>`, ...mail });
  const to = rcptTo ?? ['help@desk.test'];
  const from =
    envelopeFrom ?? (typeof mail.from === 'string' ? (/<([^>]+)>/.exec(mail.from)?.[1] ?? mail.from) : '');
  return sendRawMail(server.app.inboundMail.port ?? 0, { from, to }, raw);
}

async function inboundRow(messageId: string) {
  return db().selectFrom('inbound_messages').selectAll().where('message_id', '=', messageId).execute();
}

async function ticketBySummary(summary: string) {
  return db().selectFrom('tickets').selectAll().where('summary', '=', summary).execute();
}

async function allowResponse(ticketId: number): Promise<string> {
  await db().updateTable('tickets').set({ allow_response: 1 }).where('id', '=', ticketId).execute();
  const row = await db()
    .selectFrom('tickets')
    .select('reply_token')
    .where('id', '=', ticketId)
    .executeTakeFirstOrThrow();
  return row.reply_token;
}

describe('inbound mail', () => {
  it('listens on the port it picked and reports it as healthy', () => {
    expect(server.app.inboundMail.port).toBeGreaterThan(0);
    expect(inboundMailHealth(server.app)).toMatchObject({
      enabled: true,
      host: '127.0.0.1',
      port: server.app.inboundMail.port,
      listening: true,
      lastError: null,
    });
  });

  it('turns a new message into an EMAIL ticket for a new contact, with its attachment', async () => {
    await send({
      from: '"Ann Example" <ann@example.test>',
      to: 'help@desk.test',
      messageId: '<new-1@mail.example>',
      subject: 'Printer on fire',
      text: 'It smokes.\nPlease help.',
      attachments: [{ filename: 'smoke.txt', content: 'a lot of smoke\n', contentType: 'text/plain' }],
    });
    const [ticket] = await ticketBySummary('Printer on fire');
    expect(ticket).toMatchObject({
      source: 'EMAIL',
      description: 'It smokes.\nPlease help.',
      organization_id: null,
    });
    const contact = await db()
      .selectFrom('end_users')
      .selectAll()
      .where('email_lower', '=', 'ann@example.test')
      .executeTakeFirstOrThrow();
    expect(contact).toMatchObject({ kind: 'CONTACT', name: 'Ann Example', organization_id: null });
    expect(ticket?.requester_uid).toBe(contact.uid);

    const comments = await ticketComments(server.app.db, ticket?.id ?? 0);
    expect(comments).toHaveLength(1);
    expect(comments[0]).toMatchObject({ isPublic: true, author: { kind: 'EMAIL', uid: contact.uid } });
    expect(comments[0]?.attachments).toMatchObject([
      { name: 'smoke.txt', contentType: 'text/plain', size: 15 },
    ]);
    const file = await db()
      .selectFrom('attachments')
      .select(['token', 'purpose', 'status'])
      .where('id', '=', comments[0]?.attachments[0]?.id ?? 0)
      .executeTakeFirstOrThrow();
    expect(file).toMatchObject({ purpose: 'TICKET_COMMENT', status: 'LINKED' });
    const dir = attachmentsDir(server.dataDir);
    expect(fs.readFileSync(attachmentPath(dir, file.token), 'utf8')).toBe('a lot of smoke\n');

    expect(await inboundRow('<new-1@mail.example>')).toMatchObject([
      {
        outcome: 'TICKET_CREATED',
        ticket_id: ticket?.id,
        comment_id: comments[0]?.id,
        from_address: 'ann@example.test',
      },
    ]);
    expect(inboundMailHealth(server.app).lastMessageAt).not.toBeNull();
  });

  it("files a known end user's message under their organisation, and names a subject-less one", async () => {
    const now = nowIso();
    const org = await db()
      .insertInto('organizations')
      .values({ name: 'Inbound Org', description: '', deleted: 0, created_at: now, updated_at: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db()
      .insertInto('end_users')
      .values({
        uid: 'end-user-bob',
        kind: 'END_USER',
        organization_id: org.id,
        name: 'Bob Known',
        email: 'Bob@Example.test',
        email_lower: 'bob@example.test',
        phone: null,
        created_at: now,
        updated_at: now,
      })
      .execute();
    await send({ from: 'bob@example.test', to: 'help@desk.test', text: 'No subject here.' });
    const [ticket] = await ticketBySummary('(no subject)');
    expect(ticket).toMatchObject({ requester_uid: 'end-user-bob', organization_id: org.id, source: 'EMAIL' });
  });

  it("adds a reply carrying the token as the requester's public comment, without the quoted history", async () => {
    await send({
      from: 'Cat <cat@example.test>',
      to: 'help@desk.test',
      subject: 'VPN down',
      text: 'No VPN.',
    });
    const [ticket] = await ticketBySummary('VPN down');
    const token = await allowResponse(ticket?.id ?? 0);
    const cat = await db()
      .selectFrom('end_users')
      .select('uid')
      .where('email_lower', '=', 'cat@example.test')
      .executeTakeFirstOrThrow();

    await send({
      from: 'Cat <cat@example.test>',
      to: `Help desk <${replyAddress(token, 'desk.test')}>`,
      subject: 'Re: VPN down',
      messageId: '<reply-1@mail.example>',
      text: 'It works again, thanks!\n\nOn Tue, 24 Nov 2026 at 10:00, Warden <help@desk.test> wrote:\n> Please restart.\n',
      attachments: [{ filename: 'proof.txt', content: 'connected\n' }],
    });
    const comments = await ticketComments(server.app.db, ticket?.id ?? 0);
    expect(comments).toHaveLength(1);
    expect(comments[0]).toMatchObject({
      isPublic: true,
      body: 'It works again, thanks!',
      author: { kind: 'EMAIL', uid: cat.uid },
      attachments: [{ name: 'proof.txt', size: 10 }],
    });
    expect(await inboundRow('<reply-1@mail.example>')).toMatchObject([
      { outcome: 'COMMENT_ADDED', ticket_id: ticket?.id, comment_id: comments[0]?.id },
    ]);
    expect(await ticketBySummary('Re: VPN down')).toEqual([]);

    // The token in In-Reply-To alone is enough.
    await send({
      from: 'cat@example.test',
      to: 'help@desk.test',
      subject: 'Re: VPN down',
      inReplyTo: notificationMessageId(token, 'n2', 'desk.test'),
      text: 'Down again.',
    });
    expect((await ticketComments(server.app.db, ticket?.id ?? 0)).map((c) => c.body)).toEqual([
      'It works again, thanks!',
      'Down again.',
    ]);
  });

  it('opens a new ticket for a reply to a ticket that asked for no answer', async () => {
    await send({ from: 'dan@example.test', to: 'help@desk.test', subject: 'Closed topic', text: 'First.' });
    const [ticket] = await ticketBySummary('Closed topic');
    const row = await db()
      .selectFrom('tickets')
      .select('reply_token')
      .where('id', '=', ticket?.id ?? 0)
      .executeTakeFirstOrThrow();
    await send({
      from: 'dan@example.test',
      to: replyAddress(row.reply_token, 'desk.test'),
      subject: 'Re: Closed topic',
      text: 'Second.',
    });
    expect(await ticketComments(server.app.db, ticket?.id ?? 0)).toEqual([]);
    expect(await ticketBySummary('Re: Closed topic')).toHaveLength(1);
  });

  it('creates nothing for an auto-reply or a bounce', async () => {
    const before = await db()
      .selectFrom('tickets')
      .select(db().fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    await send({
      from: 'eve@example.test',
      to: 'help@desk.test',
      messageId: '<ooo-1@mail.example>',
      subject: 'Re: Printer on fire',
      headers: { 'Auto-Submitted': 'auto-replied' },
      text: 'I am away until Monday.',
    });
    const bounce = bounceReport(['Message-ID: <bounce-1@mx.example.test>']);
    await sendRawMail(server.app.inboundMail.port ?? 0, { from: false, to: ['help@desk.test'] }, bounce);

    const after = await db()
      .selectFrom('tickets')
      .select(db().fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
    expect(await inboundRow('<ooo-1@mail.example>')).toMatchObject([
      { outcome: 'IGNORED_AUTO_REPLY', ticket_id: null },
    ]);
    expect(await inboundRow('<bounce-1@mx.example.test>')).toMatchObject([{ outcome: 'IGNORED_AUTO_REPLY' }]);
  });

  it('ignores a message delivered twice', async () => {
    const message = {
      from: 'fay@example.test',
      to: 'help@desk.test',
      messageId: '<twice@mail.example>',
      subject: 'Sent twice',
      text: 'Once is enough.',
    };
    await send(message);
    await send(message);
    expect(await ticketBySummary('Sent twice')).toHaveLength(1);
    expect((await inboundRow('<twice@mail.example>')).map((r) => r.outcome)).toEqual([
      'TICKET_CREATED',
      'IGNORED_DUPLICATE',
    ]);
  });

  it('refuses an oversized message with 552 and stores nothing of it', async () => {
    const error = await send({
      from: 'gus@example.test',
      to: 'help@desk.test',
      messageId: '<huge@mail.example>',
      subject: 'Huge',
      text: 'See attached.',
      attachments: [{ filename: 'big.txt', content: 'x'.repeat(MAX_BYTES * 2) }],
    }).then(
      () => null,
      (err: SMTPConnection.SMTPError) => err,
    );
    expect(error?.responseCode).toBe(552);
    expect(await ticketBySummary('Huge')).toEqual([]);
    expect(await inboundRow('<huge@mail.example>')).toEqual([]);
  });

  it('answers 451 when the message cannot be stored, and takes it when the sender retries', async () => {
    let failures = 1;
    server.app.ticketEvents.on(async () => {
      if (failures-- > 0) throw new Error('database unavailable');
    });
    const message = {
      from: 'hal@example.test',
      to: 'help@desk.test',
      messageId: '<retry@mail.example>',
      subject: 'Retried',
      text: 'Try again.',
    };
    const error = await send(message).then(
      () => null,
      (err: SMTPConnection.SMTPError) => err,
    );
    expect(error?.responseCode).toBe(451);
    expect(await ticketBySummary('Retried')).toEqual([]);
    expect(await inboundRow('<retry@mail.example>')).toEqual([]);
    expect(inboundMailHealth(server.app).lastError).toBe('database unavailable');

    await send(message);
    expect(await ticketBySummary('Retried')).toHaveLength(1);
    expect(await inboundRow('<retry@mail.example>')).toMatchObject([{ outcome: 'TICKET_CREATED' }]);
  });

  it('stops listening when the server closes', async () => {
    const other = await startTestServer({ INBOUND_SMTP_PORT: '0' });
    const port = other.app.inboundMail.port ?? 0;
    await other.close();
    expect(inboundMailHealth(other.app).listening).toBe(false);
    await expect(
      sendRawMail(port, { from: 'a@example.test', to: ['help@desk.test'] }, 'Subject: x\r\n\r\nx'),
    ).rejects.toThrow();
  });

  it('starts without the listener when its port is taken, and says why', async () => {
    const taken = net.createServer();
    await new Promise<void>((resolve) => taken.listen(0, '127.0.0.1', resolve));
    const port = (taken.address() as AddressInfo).port;
    const blocked = await startTestServer({ INBOUND_SMTP_PORT: String(port) });
    try {
      expect(inboundMailHealth(blocked.app)).toMatchObject({ enabled: true, port, listening: false });
      expect(inboundMailHealth(blocked.app).lastError).toMatch(/EADDRINUSE/);
    } finally {
      await blocked.close();
      await new Promise((resolve) => taken.close(resolve));
    }
  });

  it('does not listen unless a port is configured', async () => {
    const plain = await startTestServer();
    try {
      expect(plain.app.inboundMail.port).toBeNull();
      expect(inboundMailHealth(plain.app)).toMatchObject({ enabled: false, listening: false, port: null });
    } finally {
      await plain.close();
    }
  });
});
