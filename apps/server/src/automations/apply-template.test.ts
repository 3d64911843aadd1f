// Response templates applied by hand (a MANUAL firing with the caller as current user, whose changes
// set off event rules in the same chain), and the section 9 action limits refused when a rule is saved.
import { EMAIL_SUBJECT_MAX, RULE_MESSAGES } from '@warden/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import type { TestClient } from '../testing/test-client.ts';

const t: TestApp = await createTestApp();
let tech: TestClient;
afterAll(async () => t.close());
beforeAll(async () => {
  await t.app.background.stop();
  tech = await t.admin.technicianWith(['canManageTicketing'], { email: 'tina@example.test' });
});

const WAITING = 3;
const save = (body: Record<string, unknown>) => t.admin.post('/api/ticketing/automations', body);

describe('applying a response template', () => {
  it('fires it once as MANUAL with the caller as current user, and event rules follow in the chain', async () => {
    const template = await save({
      name: 'Ask for logs',
      automationType: 'RESPONSE_TEMPLATE',
      actions: [
        { type: 'ADD_TICKET_COMMENT', body: 'Please send the logs. {{currentUser.firstName}}', public: true },
        {
          type: 'TICKET_CHANGE_VALUE',
          changes: [{ field: 'ticket', properties: { assignedAppUserId: 'CURRENT_USER', status: WAITING } }],
        },
        { type: 'TICKET_LOG_ENTRY_TIME_TRACKER', unit: 'HOURS', value: 1 },
      ],
    });
    expect(template.statusCode, template.body).toBe(201);
    const follower = await save({
      name: 'Note who is waiting',
      automationType: 'EVENT_BASED',
      conditions: { all: [{ field: 'status', operator: 'changed_to', value: WAITING }], any: [] },
      actions: [{ type: 'ADD_TICKET_COMMENT', body: 'Waiting on {{currentUser.email}}', public: false }],
    });
    expect(follower.statusCode, follower.body).toBe(201);
    const ticket = await t.admin.post('/api/ticketing/tickets', { summary: 'Crash on start' });
    const ticketId = ticket.json().id;

    const res = await tech.post(`/api/ticketing/ticket/${ticketId}/apply-template/${template.json().id}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      ruleId: template.json().id,
      ruleName: 'Ask for logs',
      ticketId,
      event: 'MANUAL',
      depth: 0,
      status: 'SUCCEEDED',
      actions: [
        { type: 'ADD_TICKET_COMMENT', status: 'DONE' },
        { type: 'TICKET_CHANGE_VALUE', status: 'DONE' },
        { type: 'TICKET_LOG_ENTRY_TIME_TRACKER', status: 'DONE' },
      ],
    });

    const row = await t.app.db.kysely
      .selectFrom('tickets')
      .selectAll()
      .where('id', '=', ticketId)
      .executeTakeFirstOrThrow();
    expect([row.assigned_user_id, row.status_id, row.total_time_tracked]).toEqual([
      tech.userId,
      WAITING,
      3600,
    ]);
    const comments = await t.app.db.kysely
      .selectFrom('ticket_comments')
      .select(['body', 'public', 'rule_id'])
      .where('ticket_id', '=', ticketId)
      .orderBy('id')
      .execute();
    expect(comments).toEqual([
      { body: 'Please send the logs. Test', public: 1, rule_id: template.json().id },
      { body: 'Waiting on tina@example.test', public: 0, rule_id: follower.json().id },
    ]);
    const firings = await t.app.db.kysely
      .selectFrom('rule_firings')
      .select(['rule_id', 'event', 'depth'])
      .where('ticket_id', '=', ticketId)
      .orderBy('id')
      .execute();
    expect(firings).toEqual([
      { rule_id: template.json().id, event: 'MANUAL', depth: 0 },
      { rule_id: follower.json().id, event: 'UPDATE', depth: 1 },
    ]);
  });

  it('refuses what is not a template, a disabled one and an unknown ticket', async () => {
    const ticketId = (await t.admin.post('/api/ticketing/tickets', { summary: 'Other' })).json().id;
    const event = await save({
      name: 'Not a template',
      automationType: 'EVENT_BASED',
      actions: [{ type: 'ADD_TICKET_COMMENT', body: 'x' }],
    });
    expect(
      (await tech.post(`/api/ticketing/ticket/${ticketId}/apply-template/${event.json().id}`)).statusCode,
    ).toBe(404);
    const off = await save({
      name: 'Switched off',
      automationType: 'RESPONSE_TEMPLATE',
      enabled: false,
      actions: [{ type: 'ADD_TICKET_COMMENT', body: 'x' }],
    });
    const disabled = await tech.post(`/api/ticketing/ticket/${ticketId}/apply-template/${off.json().id}`);
    expect(disabled.statusCode).toBe(409);
    const on = await save({
      name: 'Switched on',
      automationType: 'RESPONSE_TEMPLATE',
      actions: [{ type: 'ADD_TICKET_COMMENT', body: 'x' }],
    });
    expect((await tech.post(`/api/ticketing/ticket/999999/apply-template/${on.json().id}`)).statusCode).toBe(
      404,
    );
    const stored = await t.app.db.kysely
      .selectFrom('rule_firings')
      .select('id')
      .where('ticket_id', '=', ticketId)
      .execute();
    expect(stored).toEqual([]);
  });
});

describe('section 9 limits on save', () => {
  const email = {
    type: 'SEND_EMAIL',
    to: { keys: ['REQUESTER'], emails: [], uids: [] },
    subject: 'Hello',
    body: 'Hi',
  };
  const refused = async (body: Record<string, unknown>, field: string, message: string) => {
    const res = await save({ name: 'Refused', ...body });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().error.fields).toMatchObject({ [field]: message });
  };

  it('refuses e-mail and notifications in response templates', async () => {
    await refused(
      { automationType: 'RESPONSE_TEMPLATE', actions: [email] },
      'actions.0.type',
      RULE_MESSAGES.actionNotOffered,
    );
    await refused(
      {
        automationType: 'RESPONSE_TEMPLATE',
        actions: [
          { type: 'SEND_NOTIFICATION', channels: [{ order: 1, channelId: 1, channelType: 'SLACK' }] },
        ],
      },
      'actions.0.type',
      RULE_MESSAGES.actionNotOffered,
    );
  });

  it('refuses a one-time field used twice', async () => {
    const comment = { type: 'ADD_TICKET_COMMENT', body: 'x' };
    await refused(
      { automationType: 'EVENT_BASED', actions: [comment, comment] },
      'actions.1.type',
      RULE_MESSAGES.onceOnly,
    );
    const time = { type: 'TICKET_LOG_ENTRY_TIME_TRACKER', unit: 'MINUTES', value: 5 };
    await refused(
      { automationType: 'TIME_BASED', actions: [time, time] },
      'actions.1.type',
      RULE_MESSAGES.onceOnly,
    );
    const cc = { field: 'add_cc_list', value: { uids: [], emails: ['a@example.test'] } };
    await refused(
      { automationType: 'RESPONSE_TEMPLATE', actions: [{ type: 'TICKET_CHANGE_VALUE', changes: [cc, cc] }] },
      'actions.0.changes.1.field',
      RULE_MESSAGES.onceOnly,
    );
  });

  it('refuses the current user in time-based rules and a subject over the maximum', async () => {
    await refused(
      { automationType: 'TIME_BASED', actions: [{ ...email, to: { keys: ['CURRENT_USER'] } }] },
      'actions.0.to.keys.0',
      RULE_MESSAGES.currentUserNotAllowed,
    );
    const long = await save({
      name: 'Long subject',
      automationType: 'EVENT_BASED',
      actions: [{ ...email, subject: 'x'.repeat(EMAIL_SUBJECT_MAX + 1) }],
    });
    expect(long.statusCode).toBe(400);
    expect(Object.keys(long.json().error.fields)).toEqual(['actions.0.subject']);
    const ok = await save({
      name: 'Fits',
      automationType: 'EVENT_BASED',
      actions: [{ ...email, subject: 'x'.repeat(EMAIL_SUBJECT_MAX) }],
    });
    expect(ok.statusCode, ok.body).toBe(201);
  });
});
