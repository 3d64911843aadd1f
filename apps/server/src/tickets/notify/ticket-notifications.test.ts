// The ticketing settings' e-mail notifications on a real server: each change queues mail for exactly
// the people its settings name, with the ticket's subject, the change and the comment; the actor,
// deleted people and (for private comments) end users get nothing; a requester's reply to a
// notification comes back through the inbound listener as a comment on the ticket.
import { defaultTicketingSettings, type TicketingSettings } from '@warden/domain';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { mailText, parseMime } from '../../mail/testing/mime-message.ts';
import { pointMailAt } from '../../mail/testing/point-mail-at.ts';
import { type SmtpSink, startSmtpSink } from '../../mail/testing/smtp-sink.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import type { TestClient } from '../../testing/test-client.ts';
import { updateTicketingSettings } from '../../ticketing/ticketing-settings.ts';
import { ticketComments } from '../comment-service.ts';
import { composeMail, sendRawMail } from '../inbound/testing/mail-fixtures.ts';
import { type HelpdeskFixture, helpdeskFixture } from '../testing/helpdesk-fixture.ts';

const t: TestApp = await createTestApp({ INBOUND_SMTP_PORT: '0' });
let f: HelpdeskFixture;
let sink: SmtpSink;
let tara: TestClient;
let colin: TestClient;
const email = { admin: '', tara: '', colin: '', erin: 'erin@example.test', guest: 'guest@example.test' };
let colinUid = '';

const flags = (technician: boolean, endUserOrContact: boolean) => ({ technician, endUserOrContact });
type Flags = TicketingSettings['emailNotificationSettings'];
const every = (on: boolean) =>
  Object.fromEntries(
    Object.keys(defaultTicketingSettings.emailNotificationSettings).map((e) => [e, flags(on, on)]),
  ) as Flags;

async function settle(notifications: Partial<Flags>, enabled = true) {
  await updateTicketingSettings(t.app.db, {
    ...defaultTicketingSettings,
    enabled,
    emailNotificationSettings: { ...every(false), ...notifications },
  });
}

async function userOf(client: TestClient) {
  return t.app.db.kysely
    .selectFrom('users')
    .select(['uid', 'email'])
    .where('id', '=', client.userId)
    .executeTakeFirstOrThrow();
}

beforeAll(async () => {
  await t.app.background.stop();
  f = await helpdeskFixture(t);
  sink = await startSmtpSink();
  await pointMailAt(t.admin, sink.port);
  tara = await t.admin.technicianWith([]);
  colin = await t.admin.technicianWith([]);
  email.tara = (await userOf(tara)).email;
  email.colin = (await userOf(colin)).email;
  colinUid = (await userOf(colin)).uid;
  email.admin = (await userOf(t.admin)).email;
});
afterAll(async () => {
  await sink.close();
  await t.close();
});

interface Queued {
  to: string;
  subject: string;
  text: string;
  html: string;
  replyTo?: string | null;
  headers?: Record<string, string>;
}
let mark = 0;
beforeEach(async () => {
  const last = await t.app.db.kysely
    .selectFrom('deliveries')
    .select((eb) => eb.fn.max('id').as('id'))
    .executeTakeFirst();
  mark = Number(last?.id ?? 0);
});

/** The e-mails queued since the test began, by address. */
async function queued(): Promise<Map<string, Queued>> {
  const rows = await t.app.db.kysely
    .selectFrom('deliveries')
    .select(['payload'])
    .where('id', '>', mark)
    .where('kind', '=', 'EMAIL')
    .orderBy('id')
    .execute();
  const mails = rows.map((r) => JSON.parse(r.payload) as Queued & { to: string[] });
  return new Map(mails.map((m) => [m.to[0] as string, { ...m, to: m.to[0] as string }]));
}
const recipients = async () => [...(await queued()).keys()].sort();

async function newTicket(body: Record<string, unknown> = {}, client: TestClient = t.admin): Promise<number> {
  const res = await client.post('/api/ticketing/tickets', {
    summary: 'Printer <jammed> & smoking',
    description: 'Paper everywhere',
    organizationId: f.orgA,
    requesterUid: f.endUserUid,
    assignedAppUserId: tara.userId,
    ccList: { uids: [colinUid], emails: [email.guest] },
    ...body,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id;
}
const update = async (id: number, body: Record<string, unknown>, client: TestClient = t.admin) => {
  const res = await client.put(`/api/ticketing/tickets/${id}`, body);
  expect(res.statusCode, res.body).toBe(200);
};
const comment = async (id: number, body: Record<string, unknown>, client: TestClient = t.admin) => {
  const res = await client.post(`/api/ticketing/tickets/${id}/comments`, body);
  expect(res.statusCode, res.body).toBe(201);
};

describe('a new ticket (onTicketCreated, onAssigned, onCCAdded)', () => {
  it('mails the requester, the assignee and the CC, never the technician who opened it', async () => {
    await settle(every(true));
    const id = await newTicket({ ccList: { uids: [colinUid], emails: [email.guest, email.admin] } });
    expect(await recipients()).toEqual([email.colin, email.erin, email.guest, email.tara].sort());
    const mails = await queued();
    const erin = mails.get(email.erin);
    expect(erin?.subject).toBe(`[Ticket #${id}] Printer <jammed> & smoking`);
    expect(erin?.text).toContain('opened ticket');
    expect(erin?.text).toContain('Paper everywhere');
    expect(erin?.html).toContain('Printer &lt;jammed&gt; &amp; smoking');
    expect(erin?.html).not.toContain('<jammed>');
    // End users answer by mail; technicians get the console's page.
    const token = await t.app.db.kysely
      .selectFrom('tickets')
      .select(['reply_token', 'allow_response'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(token.allow_response).toBe(1);
    expect(erin?.replyTo).toMatch(new RegExp(`^ticket\\+${token.reply_token}@`));
    expect(erin?.headers?.['Message-ID']).toMatch(new RegExp(`^<ticket-${token.reply_token}\\.`));
    expect(erin?.text).not.toContain('/ticketing/ticket/');
    const taraMail = mails.get(email.tara);
    expect(taraMail?.text).toContain('assigned ticket');
    expect(taraMail?.text).toContain(`/ticketing/ticket/${id}`);
    expect(taraMail?.replyTo ?? null).toBeNull();
  });

  it('follows each flag by the kind of person', async () => {
    await settle({ onTicketCreated: flags(true, false) });
    await newTicket({ ccList: { uids: [], emails: [] } });
    expect(await recipients()).toEqual([email.tara]);
  });

  it('sends nothing when every flag is off, or when ticketing is off', async () => {
    await settle(every(false));
    const id = await newTicket();
    await update(id, {
      priority: 'HIGH',
      assignedAppUserId: colin.userId,
      ccList: { uids: [], emails: ['new@example.test'] },
    });
    await comment(id, { body: 'Public word', isPublic: true });
    await comment(id, { body: 'Private word', isPublic: false });
    expect(await recipients()).toEqual([]);
    await settle(every(true), false);
    await update(id, { priority: 'LOW', assignedAppUserId: tara.userId });
    await comment(id, { body: 'Public again', isPublic: true });
    expect(await recipients()).toEqual([]);
  });
});

describe('changes to a ticket', () => {
  let id: number;
  beforeAll(async () => {
    await settle(every(false));
    id = await newTicket();
  });

  it('tells the new assignee (onAssigned) and the previous one (onRemoved)', async () => {
    await settle({ onAssigned: flags(true, true), onRemoved: flags(true, true) });
    await update(id, { assignedAppUserId: colin.userId });
    const mails = await queued();
    expect([...mails.keys()].sort()).toEqual([email.colin, email.tara].sort());
    expect(mails.get(email.colin)?.text).toContain('assigned ticket');
    expect(mails.get(email.tara)?.text).toContain('unassigned you');
  });

  it('tells only the people newly in CC (onCCAdded), technicians and addresses by their flags', async () => {
    await settle({ onCCAdded: flags(false, true) });
    await update(id, {
      ccList: { uids: [colinUid, f.endUserUid], emails: [email.guest, 'new@example.test'] },
    });
    expect(await recipients()).toEqual([email.erin, 'new@example.test'].sort());
  });

  it('tells the requester and the assignee of other changes (onTicketUpdated), end users only of what they see', async () => {
    await settle({ onTicketUpdated: flags(true, true) });
    await update(id, { priority: 'URGENT' });
    const mails = await queued();
    expect([...mails.keys()].sort()).toEqual([email.colin, email.erin].sort());
    expect(mails.get(email.erin)?.text).toContain('Priority: None → Urgent');
  });

  it('leaves end users out of changes they are not shown', async () => {
    await settle({ onTicketUpdated: flags(true, true) });
    await update(id, { tagIds: [f.tags.vip] });
    const mails = await queued();
    expect([...mails.keys()]).toEqual([email.colin]);
    expect(mails.get(email.colin)?.text).toContain('Tags: none → VIP');
  });

  it('does not mail the person who made the change', async () => {
    await settle({ onTicketUpdated: flags(true, true) });
    await update(id, { priority: 'LOW' }, colin);
    expect(await recipients()).toEqual([email.erin]);
  });
});

describe("a rule's own changes", () => {
  it('tell only the people the rule puts on or takes off the ticket', async () => {
    await settle(every(false));
    const rule = await t.admin.post('/api/ticketing/automations', {
      automationType: 'EVENT_BASED',
      name: 'Escalate urgent',
      conditions: {
        all: [
          { field: 'summary', operator: 'contains', value: 'Rule test' },
          { field: 'priority', operator: 'equals', value: 'URGENT' },
        ],
        any: [],
      },
      actions: [
        {
          type: 'TICKET_CHANGE_VALUE',
          changes: [
            { field: 'ticket', properties: { severity: 'CRITICAL', assignedAppUserId: colin.userId } },
          ],
        },
      ],
    });
    expect(rule.statusCode, rule.body).toBe(201);
    const id = await newTicket({ summary: 'Rule test printer', ccList: { uids: [], emails: [] } });
    await settle({
      onTicketUpdated: flags(true, true),
      onAssigned: flags(true, true),
      onRemoved: flags(true, true),
    });
    mark = Number(
      (
        await t.app.db.kysely
          .selectFrom('deliveries')
          .select((eb) => eb.fn.max('id').as('id'))
          .executeTakeFirst()
      )?.id ?? 0,
    );
    await update(id, { priority: 'URGENT' });
    const rows = await t.app.db.kysely
      .selectFrom('deliveries')
      .select('payload')
      .where('id', '>', mark)
      .orderBy('id')
      .execute();
    const told = rows.map((r) => {
      const mail = JSON.parse(r.payload) as { to: string[]; text: string };
      return `${mail.to[0]} ${mail.text.split('\n')[0]}`;
    });
    // The person's change reaches the requester and the assignee of the moment; the rule's severity
    // change reaches no one, its reassignment the two technicians.
    expect(told).toEqual([
      `${email.tara} Warden Administrator updated ticket #${id}.`,
      `${email.erin} Warden Administrator updated ticket #${id}.`,
      `${email.colin} Escalate urgent assigned ticket #${id} to you.`,
      `${email.tara} Escalate urgent unassigned you from ticket #${id}.`,
    ]);
  });
});

describe('comments', () => {
  let id: number;
  beforeAll(async () => {
    await settle(every(false));
    id = await newTicket();
  });

  it('tells the requester, the CC and the assignee of a public comment, not its author', async () => {
    await settle({ onPublicComment: flags(true, true) });
    await comment(id, { body: 'Replaced the <fuser>', isPublic: true }, tara);
    const mails = await queued();
    expect([...mails.keys()].sort()).toEqual([email.colin, email.erin, email.guest].sort());
    expect(mails.get(email.erin)?.text).toContain('Replaced the <fuser>');
    expect(mails.get(email.erin)?.html).toContain('Replaced the &lt;fuser&gt;');
    expect(mails.get(email.guest)?.replyTo).toMatch(/^ticket\+/);
  });

  it('never shows a private comment to end users, whatever their flag says', async () => {
    await settle({ onPrivateComment: flags(true, true) });
    await comment(id, { body: 'Customer is difficult', isPublic: false });
    const mails = await queued();
    expect([...mails.keys()].sort()).toEqual([email.colin, email.tara].sort());
    for (const mail of mails.values()) expect(mail.replyTo ?? null).toBeNull();
  });

  /** Deletes the requester and disables Colin, or brings both back. */
  async function setGone(gone: boolean) {
    const db = t.app.db.kysely;
    await db
      .updateTable('end_users')
      .set({ deleted: gone ? 1 : 0 })
      .where('uid', '=', f.endUserUid)
      .execute();
    await db
      .updateTable('users')
      .set({ status: gone ? 'DISABLED' : 'ACTIVE' })
      .where('id', '=', colin.userId)
      .execute();
  }

  it('skips deleted end users and disabled technicians', async () => {
    await settle({ onPublicComment: flags(true, true) });
    await setGone(true);
    try {
      await comment(id, { body: 'Anyone there?', isPublic: true });
      expect(await recipients()).toEqual([email.guest, email.tara].sort());
    } finally {
      await setGone(false);
    }
  });
});

describe('a reply to a public comment notification', () => {
  it('becomes a comment by the requester, which the requester is not told of', async () => {
    await settle({ onPublicComment: flags(true, true) });
    const id = await newTicket({ ccList: { uids: [], emails: [] } });
    await comment(id, { body: 'Did the reboot help?', isPublic: true });
    sink.messages.length = 0;
    await t.app.deliveries.kick();
    // The pass also sends what earlier tests queued; this test's message is the one with its comment.
    const sent = sink.messages.find(
      (m) => m.recipients.includes(email.erin) && mailText(parseMime(m.raw)).includes('Did the reboot help?'),
    );
    expect(sent, 'the notification reached the SMTP server').toBeDefined();
    const mime = parseMime(sent?.raw ?? '');
    const messageId = mime.headers.get('message-id') ?? '';
    const replyTo = /<?([^<>\s]+@[^<>\s]+)>?$/.exec(mime.headers.get('reply-to') ?? '')?.[1] ?? '';
    expect(replyTo).toMatch(/^ticket\+/);

    mark = Number(
      (
        await t.app.db.kysely
          .selectFrom('deliveries')
          .select((eb) => eb.fn.max('id').as('id'))
          .executeTakeFirst()
      )?.id ?? 0,
    );
    const raw = await composeMail({
      from: `Erin Enduser <${email.erin}>`,
      to: replyTo,
      subject: `Re: [Ticket #${id}] Printer`,
      inReplyTo: messageId,
      references: [messageId],
      messageId: `<reply-${id}@customer.example>`,
      text: `Yes, it works now.\n\nOn Monday the desk wrote:\n> Did the reboot help?`,
    });
    await sendRawMail(t.app.inboundMail.port ?? 0, { from: email.erin, to: [replyTo] }, raw);

    const comments = await ticketComments(t.app.db, id);
    expect(comments.at(-1)).toMatchObject({
      isPublic: true,
      body: 'Yes, it works now.',
      author: { kind: 'EMAIL', uid: f.endUserUid },
    });
    expect(await recipients()).toEqual([email.tara]);
  });
});
