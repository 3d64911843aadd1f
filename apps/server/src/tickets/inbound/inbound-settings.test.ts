// Inbound mail under the ticketing settings: files left out while attaching is off (and said so),
// and no new ticket while ticketing is off.
import { defaultTicketingSettings, type TicketingSettings } from '@warden/domain';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { countRows } from '../../db/count-rows.ts';
import { startTestServer, type TestServer } from '../../testing/test-app.ts';
import { updateTicketingSettings } from '../../ticketing/ticketing-settings.ts';
import { ticketComments } from '../comment-service.ts';
import { replyAddress } from './reply-token.ts';
import { composeMail, sendRawMail } from './testing/mail-fixtures.ts';

let server: TestServer;
let sequence = 0;
beforeAll(async () => {
  server = await startTestServer({ INBOUND_SMTP_PORT: '0' });
});
afterAll(async () => {
  await server?.close();
});

const db = () => server.app.db.kysely;
const settle = (change: Partial<TicketingSettings>) =>
  updateTicketingSettings(server.app.db, { ...defaultTicketingSettings, ...change });
beforeEach(() => settle({}));
const noFiles = { attachmentSettings: { canAttachFiles: false, requireAuthToView: true } };

async function send(mail: Parameters<typeof composeMail>[0] & { from: string }) {
  const messageId = `<s${++sequence}.${Date.now()}@mail.example>`;
  const raw = await composeMail({ messageId, to: 'help@desk.test', ...mail });
  const from = /<([^>]+)>/.exec(mail.from)?.[1] ?? mail.from;
  await sendRawMail(server.app.inboundMail.port ?? 0, { from, to: ['help@desk.test'] }, raw);
  return db().selectFrom('inbound_messages').selectAll().where('message_id', '=', messageId).execute();
}

const ticketBySummary = (summary: string) =>
  db().selectFrom('tickets').selectAll().where('summary', '=', summary).executeTakeFirst();
const fileRows = () => countRows(db().selectFrom('attachments'));

describe('attachmentSettings.canAttachFiles off', () => {
  it('opens the ticket without the files and notes them on the inbound log', async () => {
    await settle(noFiles);
    const before = await fileRows();
    const [logged] = await send({
      from: 'Fay <fay@example.test>',
      subject: 'Scanner jammed',
      text: 'See the photo.',
      attachments: [{ filename: 'jam.txt', content: 'paper\n' }],
    });
    const ticket = await ticketBySummary('Scanner jammed');
    expect(ticket).toBeDefined();
    expect(await ticketComments(server.app.db, ticket?.id ?? 0)).toEqual([]);
    expect(await fileRows()).toBe(before);
    expect(logged).toMatchObject({
      outcome: 'TICKET_CREATED',
      ticket_id: ticket?.id,
      error: 'Files not kept, attaching files is turned off: jam.txt',
    });
  });

  it('adds the reply without its files, saying so on the comment and the log', async () => {
    await send({ from: 'gus@example.test', subject: 'Router', text: 'Router blinks.' });
    const ticket = await ticketBySummary('Router');
    await db()
      .updateTable('tickets')
      .set({ allow_response: 1 })
      .where('id', '=', ticket?.id ?? 0)
      .execute();
    await settle(noFiles);
    const before = await fileRows();
    const [logged] = await send({
      from: 'gus@example.test',
      to: replyAddress(ticket?.reply_token ?? '', 'desk.test'),
      subject: 'Re: Router',
      text: 'Still blinking.',
      attachments: [{ filename: 'blink.txt', content: 'on off\n' }],
    });
    const [reply] = await ticketComments(server.app.db, ticket?.id ?? 0);
    expect(reply).toMatchObject({
      body: 'Still blinking.\n\nFiles not kept, attaching files is turned off: blink.txt',
      attachments: [],
    });
    expect(await fileRows()).toBe(before);
    expect(logged).toMatchObject({
      outcome: 'COMMENT_ADDED',
      comment_id: reply?.id,
      error: 'Files not kept, attaching files is turned off: blink.txt',
    });
  });
});

describe('enabled off', () => {
  it('refuses a new ticket by mail, recording why, and creates no contact', async () => {
    await settle({ enabled: false });
    const [logged] = await send({ from: 'Hal <hal@example.test>', subject: 'Off hours', text: 'Hello?' });
    expect(logged).toMatchObject({ outcome: 'REJECTED', ticket_id: null, error: 'Ticketing is disabled' });
    expect(await ticketBySummary('Off hours')).toBeUndefined();
    const contact = await db()
      .selectFrom('end_users')
      .select('id')
      .where('email_lower', '=', 'hal@example.test')
      .executeTakeFirst();
    expect(contact).toBeUndefined();
  });
});
