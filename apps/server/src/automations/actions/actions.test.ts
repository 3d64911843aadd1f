// Each action type of an event rule taking effect on a real server: the e-mail reaches an SMTP
// listener with its placeholders filled (escaped in HTML), Slack and SMS reach local HTTP listeners,
// the comment, the changed values and the time entry are stored; a refusing mail server fails the
// action on the firing while the ticket change stays.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type MimePart, parseMime } from '../../mail/testing/mime-message.ts';
import { pointMailAt } from '../../mail/testing/point-mail-at.ts';
import { type SmtpSink, startSmtpSink } from '../../mail/testing/smtp-sink.ts';
import { type HttpListener, startHttpListener } from '../../notifications/testing/http-listener.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { turnOffTicketNotifications } from '../../tickets/notify/testing/notifications-off.ts';
import { type HelpdeskFixture, helpdeskFixture } from '../../tickets/testing/helpdesk-fixture.ts';

const t: TestApp = await createTestApp();
let f: HelpdeskFixture;
let sink: SmtpSink;
let hook: HttpListener;

beforeAll(async () => {
  // The test sends mail itself; the background delivery task must not race it.
  await t.app.background.stop();
  f = await helpdeskFixture(t);
  await turnOffTicketNotifications(t.app.db);
  sink = await startSmtpSink();
  hook = await startHttpListener();
  await pointMailAt(t.admin, sink.port);
});
afterAll(async () => {
  await hook.close();
  await sink.close();
  await t.close();
});

const SUMMARY = 'Actions test <b>Printer & co</b>';

async function saveRule(body: Record<string, unknown>): Promise<number> {
  const res = await t.admin.post('/api/ticketing/automations', {
    automationType: 'EVENT_BASED',
    ...body,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id;
}

async function channel(body: Record<string, unknown>): Promise<number> {
  const res = await t.admin.post('/api/notification-channels', body);
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id;
}

const ticketFirings = async (ticketId: number) =>
  (await t.admin.get(`/api/ticketing/ticket/${ticketId}/firings`)).json().results;

function leaves(part: MimePart): MimePart[] {
  return part.parts.length ? part.parts.flatMap(leaves) : [part];
}
const partOf = (raw: string, type: string) =>
  leaves(parseMime(raw))
    .find((p) => (p.headers.get('content-type') ?? '').startsWith(type))
    ?.body.toString('utf8') ?? '';

describe('an event rule with every action type', () => {
  let ticketId: number;
  let ruleId: number;

  beforeAll(async () => {
    const sms = await channel({
      type: 'SMS',
      name: 'On-call phones',
      config: {
        endpointUrl: hook.url,
        accountSid: 'AC123',
        authToken: 'sms-token-1',
        from: '+14155550100',
        to: ['+14155550101'],
      },
    });
    const slack = await channel({
      type: 'SLACK',
      name: 'Ops room',
      config: { webhookUrl: `${hook.url}/services/T0/B0/secret` },
    });
    ruleId = await saveRule({
      name: 'Welcome every ticket',
      conditions: {
        all: [
          { field: 'action', operator: 'equals', value: 'INSERT' },
          { field: 'summary', operator: 'contains', value: 'Actions test' },
        ],
        any: [],
      },
      actions: [
        {
          type: 'SEND_EMAIL',
          to: { keys: ['REQUESTER'], emails: ['desk@example.test'], uids: [] },
          subject: 'New ticket #{{ticket.id}}: {{ticket.subject}}',
          body: '<p>Hello {{requester.firstName}}, about {{ticket.subject}} for {{organization.name}}: {{ticket.url}}</p>',
          allowResponse: true,
        },
        {
          type: 'SEND_NOTIFICATION',
          channels: [
            { order: 2, channelId: slack, channelType: 'SLACK' },
            { order: 1, channelId: sms, channelType: 'SMS' },
          ],
        },
        {
          type: 'ADD_TICKET_COMMENT',
          body: 'Logged for {{requester.name}} on #{{ticket.id}}',
          public: false,
        },
        {
          type: 'TICKET_CHANGE_VALUE',
          changes: [
            { field: 'ticket', properties: { priority: 'HIGH' } },
            { field: 'add_tags', value: [f.tags.vip] },
            { field: 'attributes', value: { [f.attributes.numeric]: 7 } },
          ],
        },
        { type: 'TICKET_LOG_ENTRY_TIME_TRACKER', unit: 'MINUTES', value: 30 },
      ],
    });
    const created = await t.admin.post('/api/ticketing/tickets', {
      summary: SUMMARY,
      organizationId: f.orgA,
      requesterUid: f.endUserUid,
    });
    expect(created.statusCode, created.body).toBe(201);
    ticketId = created.json().id;
    await t.app.deliveries.kick();
  });

  it('records one firing with each action outcome', async () => {
    const firings = await ticketFirings(ticketId);
    expect(firings).toHaveLength(1);
    expect(firings[0]).toMatchObject({ ruleId, ruleName: 'Welcome every ticket', event: 'INSERT', depth: 0 });
    expect(firings[0].actions.map((a: { type: string; status: string }) => [a.type, a.status])).toEqual([
      ['SEND_EMAIL', 'DONE'],
      ['SEND_NOTIFICATION', 'DONE'],
      ['ADD_TICKET_COMMENT', 'DONE'],
      ['TICKET_CHANGE_VALUE', 'DONE'],
      ['TICKET_LOG_ENTRY_TIME_TRACKER', 'DONE'],
    ]);
    expect(firings[0].status).toBe('SUCCEEDED');
  });

  it('mails each recipient with the placeholders filled, escaped in HTML, and a reply address', async () => {
    expect(sink.messages.map((m) => m.recipients).sort()).toEqual([
      ['desk@example.test'],
      ['erin@example.test'],
    ]);
    const mail = sink.messages.find((m) => m.recipients[0] === 'erin@example.test')!;
    const headers = parseMime(mail.raw).headers;
    expect(headers.get('subject')).toBe(`New ticket #${ticketId}: ${SUMMARY}`);
    const html = partOf(mail.raw, 'text/html');
    expect(html).toContain('Hello Erin, about Actions test &lt;b&gt;Printer &amp; co&lt;/b&gt; for Alpha');
    expect(html).not.toContain('<b>Printer');
    expect(partOf(mail.raw, 'text/plain')).toContain(`Hello Erin, about ${SUMMARY} for Alpha`);
    expect(partOf(mail.raw, 'text/plain')).toContain(`/ticketing/ticket/${ticketId}`);
    const token = await t.app.db.kysely
      .selectFrom('tickets')
      .select(['reply_token', 'allow_response'])
      .where('id', '=', ticketId)
      .executeTakeFirstOrThrow();
    expect(token.allow_response).toBe(1);
    expect(headers.get('reply-to')).toBe(`ticket+${token.reply_token}@msp.test`);
    expect(headers.get('x-warden-ticket')).toBe(token.reply_token);
    expect(headers.get('message-id')).toMatch(new RegExp(`^<ticket-${token.reply_token}\\.`));
  });

  it('posts to Slack and sends the SMS through the local listeners', async () => {
    const slack = hook.requests.filter((r) => r.url === '/services/T0/B0/secret');
    expect(slack).toHaveLength(1);
    expect(JSON.parse(slack[0]!.body).text).toContain(`Ticket #${ticketId}: ${SUMMARY}`);
    const sms = hook.requests.filter((r) => r.url === '/2010-04-01/Accounts/AC123/Messages.json');
    expect(sms).toHaveLength(1);
    const form = new URLSearchParams(sms[0]!.body);
    expect(form.get('To')).toBe('+14155550101');
    expect(form.get('Body')).toContain('Welcome every ticket');
  });

  it('adds the private comment as the rule', async () => {
    const comments = (await t.admin.get(`/api/ticketing/tickets/${ticketId}/comments`)).json();
    expect(comments).toHaveLength(1);
    expect(comments[0]).toMatchObject({
      isPublic: false,
      body: `Logged for Erin Enduser on #${ticketId}`,
      ruleId,
      author: { kind: 'AUTOMATION', name: 'Welcome every ticket' },
    });
  });

  it('changes the values as the rule, and logs the time', async () => {
    const row = await t.app.db.kysely
      .selectFrom('tickets')
      .selectAll()
      .where('id', '=', ticketId)
      .executeTakeFirstOrThrow();
    expect(row.priority).toBe('HIGH');
    expect(row.total_time_tracked).toBe(1800);
    const tags = await t.app.db.kysely
      .selectFrom('ticket_tags')
      .select('tag_id')
      .where('ticket_id', '=', ticketId)
      .execute();
    expect(tags.map((r) => r.tag_id)).toEqual([f.tags.vip]);
    const value = await t.app.db.kysely
      .selectFrom('ticket_attribute_values')
      .select('value_number')
      .where('ticket_id', '=', ticketId)
      .where('attribute_id', '=', f.attributes.numeric)
      .executeTakeFirstOrThrow();
    expect(value.value_number).toBe(7);
    const history = await t.app.db.kysely
      .selectFrom('ticket_history')
      .select(['field', 'rule_id', 'actor_kind'])
      .where('ticket_id', '=', ticketId)
      .where('field', '=', 'priority')
      .execute();
    expect(history).toEqual([{ field: 'priority', rule_id: ruleId, actor_kind: 'AUTOMATION' }]);
    const entries = await t.app.db.kysely
      .selectFrom('ticket_time_entries')
      .selectAll()
      .where('ticket_id', '=', ticketId)
      .execute();
    expect(entries).toMatchObject([{ seconds: 1800, rule_id: ruleId, user_id: null }]);
  });
});

describe('a mail server that refuses the message', () => {
  it('fails the e-mail on the firing once the retries run out, and keeps the ticket change', async () => {
    const refusing = await startSmtpSink({ refuse: true });
    try {
      await pointMailAt(t.admin, refusing.port);
      const ruleId = await saveRule({
        name: 'Mail on urgent',
        conditions: { all: [{ field: 'priority', operator: 'changed_to', value: 'URGENT' }], any: [] },
        actions: [
          {
            type: 'SEND_EMAIL',
            to: { keys: [], emails: ['boss@example.test'], uids: [] },
            subject: 'Urgent: {{ticket.subject}}',
            body: 'Look at {{ticket.url}}',
          },
        ],
      });
      const created = await t.admin.post('/api/ticketing/tickets', { summary: 'Server down' });
      const ticketId = created.json().id;
      const updated = await t.admin.put(`/api/ticketing/tickets/${ticketId}`, { priority: 'URGENT' });
      expect(updated.statusCode, updated.body).toBe(200);

      await t.app.deliveries.kick();
      let [firing] = (await ticketFirings(ticketId)).filter((x: { ruleId: number }) => x.ruleId === ruleId);
      expect(firing.actions[0]).toMatchObject({
        status: 'QUEUED',
        error: expect.stringContaining('Retrying'),
      });
      // Each attempt is made at a clock past the previous backoff, until none is left.
      for (let hours = 1; hours <= 12; hours++) {
        await t.app.deliveries.deliverDue(new Date(Date.now() + hours * 7 * 3_600_000));
      }
      [firing] = (await ticketFirings(ticketId)).filter((x: { ruleId: number }) => x.ruleId === ruleId);
      expect(firing.status).toBe('FAILED');
      expect(firing.actions[0]).toMatchObject({
        type: 'SEND_EMAIL',
        status: 'FAILED',
        error: expect.stringContaining('boss@example.test'),
      });
      expect(refusing.messages).toHaveLength(0);
      const row = await t.app.db.kysely
        .selectFrom('tickets')
        .select('priority')
        .where('id', '=', ticketId)
        .executeTakeFirstOrThrow();
      expect(row.priority).toBe('URGENT');
    } finally {
      await refusing.close();
    }
  });
});
