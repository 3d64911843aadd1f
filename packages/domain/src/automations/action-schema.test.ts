import { describe, expect, it } from 'vitest';
import { actionLimitIssues, actionTypesFor, usedOneTimeKeys } from './action-limits.ts';
import { type RuleActionInput, ruleActionSchema } from './action-schema.ts';
import type { AutomationType } from './automation-types.ts';
import { RULE_MESSAGES } from './rule-messages.ts';

const email = (to: object, extra: object = {}): RuleActionInput =>
  ({ type: 'SEND_EMAIL', to, subject: 'Ticket {{ticket.id}}', body: 'Hello', ...extra }) as RuleActionInput;
const comment: RuleActionInput = { type: 'ADD_TICKET_COMMENT', body: 'Looking into it' };
const logTime: RuleActionInput = { type: 'TICKET_LOG_ENTRY_TIME_TRACKER', unit: 'MINUTES', value: 15 };
const addCc: RuleActionInput = {
  type: 'TICKET_CHANGE_VALUE',
  changes: [{ field: 'add_cc_list', value: { uids: ['u-1'] } }],
};

const issuesOf = (result: ReturnType<typeof ruleActionSchema.safeParse>) =>
  result.success ? [] : result.error.issues.map((i) => ({ path: i.path, message: i.message }));
const limits = (actions: RuleActionInput[], type: AutomationType) =>
  actionLimitIssues(
    actions.map((a) => ruleActionSchema.parse(a)),
    type,
  );

describe('action shapes', () => {
  it('sends e-mail to keys, addresses or users, never to nobody', () => {
    const parsed = ruleActionSchema.parse(email({ keys: ['REQUESTER'], emails: [' Boss@Example.com '] }));
    expect(parsed).toMatchObject({
      to: { keys: ['REQUESTER'], emails: ['boss@example.com'], uids: [] },
      allowResponse: false,
    });
    expect(issuesOf(ruleActionSchema.safeParse(email({})))).toEqual([
      { path: ['to'], message: 'To must not be empty' },
    ]);
    expect(issuesOf(ruleActionSchema.safeParse(email({ emails: ['not-an-address'] })))).toEqual([
      { path: ['to', 'emails', 0], message: 'Invalid email address' },
    ]);
  });

  it('requires a subject of at most 100 characters and stores a blank body as null', () => {
    expect(issuesOf(ruleActionSchema.safeParse(email({ keys: ['ASSIGNEE'] }, { subject: ' ' })))).toEqual([
      { path: ['subject'], message: 'Required' },
    ]);
    expect(
      issuesOf(ruleActionSchema.safeParse(email({ keys: ['ASSIGNEE'] }, { subject: 'x'.repeat(101) })))[0]
        ?.path,
    ).toEqual(['subject']);
    expect(ruleActionSchema.parse(email({ keys: ['ASSIGNEE'] }, { body: '  \n ' }))).toMatchObject({
      body: null,
    });
  });

  it('adds a public comment unless told otherwise; the body is required', () => {
    expect(ruleActionSchema.parse(comment)).toEqual({
      type: 'ADD_TICKET_COMMENT',
      body: 'Looking into it',
      public: true,
    });
    expect(issuesOf(ruleActionSchema.safeParse({ type: 'ADD_TICKET_COMMENT', body: '' }))).toEqual([
      { path: ['body'], message: 'Required' },
    ]);
  });

  it('notifies EMAIL, SMS or SLACK channels', () => {
    const ok = { type: 'SEND_NOTIFICATION', channels: [{ order: 0, channelId: 4, channelType: 'SLACK' }] };
    expect(ruleActionSchema.safeParse(ok).success).toBe(true);
    const bad = { type: 'SEND_NOTIFICATION', channels: [{ order: 0, channelId: 4, channelType: 'TEAMS' }] };
    expect(issuesOf(ruleActionSchema.safeParse(bad))[0]?.path).toEqual(['channels', 0, 'channelType']);
  });

  it('changes ticket properties, attributes, cc lists and tags', () => {
    const change = (changes: unknown[]) =>
      ruleActionSchema.safeParse({ type: 'TICKET_CHANGE_VALUE', changes });
    expect(
      change([{ field: 'ticket', properties: { status: 2, priority: 'HIGH', assignedAppUserId: null } }])
        .success,
    ).toBe(true);
    expect(change([{ field: 'attributes', value: { '3': 'x', '4': null } }]).success).toBe(true);
    expect(change([{ field: 'set_cc_list', value: { uids: [], emails: [] } }]).success).toBe(true);
    expect(
      change([
        { field: 'set_tags', value: [] },
        { field: 'add_tags', value: ['AbCdE12345'] },
      ]).success,
    ).toBe(true);
    expect(issuesOf(change([{ field: 'ticket', properties: { summary: ' ' } }]))).toEqual([
      { path: ['changes', 0, 'properties', 'summary'], message: 'Required' },
    ]);
    expect(
      issuesOf(change([{ field: 'ticket', properties: { summary: 'x'.repeat(201) } }]))[0]?.path,
    ).toEqual(['changes', 0, 'properties', 'summary']);
    expect(issuesOf(change([{ field: 'ticket', properties: {} }]))).toEqual([
      { path: ['changes', 0, 'properties'], message: 'Required' },
    ]);
    expect(issuesOf(change([{ field: 'remove_tags', value: ['bad'] }]))[0]?.path).toEqual([
      'changes',
      0,
      'value',
      0,
    ]);
    expect(issuesOf(change([{ field: 'attributes', value: { abc: 'x' } }]))[0]?.path).toEqual([
      'changes',
      0,
      'value',
      'abc',
    ]);
  });

  it('logs a whole number of minutes, hours or days, up to a week', () => {
    expect(ruleActionSchema.safeParse(logTime).success).toBe(true);
    expect(ruleActionSchema.safeParse({ ...logTime, value: 0 }).success).toBe(true);
    expect(issuesOf(ruleActionSchema.safeParse({ ...logTime, value: 1.5 }))).toEqual([
      { path: ['value'], message: 'Value must be a positive integer' },
    ]);
    expect(issuesOf(ruleActionSchema.safeParse({ ...logTime, unit: 'DAYS', value: 8 }))).toEqual([
      { path: ['value'], message: 'Value must be less than or equal to 7' },
    ]);
  });
});

describe('action limits (spec 001, section 9)', () => {
  it('offers boards no actions and response templates neither e-mail nor notifications', () => {
    expect(actionTypesFor('BOARD')).toEqual([]);
    expect(actionTypesFor('RESPONSE_TEMPLATE')).not.toContain('SEND_EMAIL');
    expect(actionTypesFor('RESPONSE_TEMPLATE')).not.toContain('SEND_NOTIFICATION');
    expect(limits([comment, email({ keys: ['REQUESTER'] })], 'RESPONSE_TEMPLATE')).toEqual([
      { path: ['actions', 1, 'type'], message: RULE_MESSAGES.actionNotOffered },
    ]);
  });

  it('allows one-time fields once per rule, naming the second use', () => {
    for (const type of ['EVENT_BASED', 'TIME_BASED', 'RESPONSE_TEMPLATE'] as const) {
      expect(limits([comment, logTime, addCc, comment, logTime], type)).toEqual([
        { path: ['actions', 3, 'type'], message: RULE_MESSAGES.onceOnly },
        { path: ['actions', 4, 'type'], message: RULE_MESSAGES.onceOnly },
      ]);
    }
    const twoCc: RuleActionInput = {
      type: 'TICKET_CHANGE_VALUE',
      changes: [
        { field: 'set_cc_list', value: { emails: ['a@example.com'] } },
        { field: 'add_cc_list', value: { uids: ['u-2'] } },
      ],
    };
    expect(limits([addCc, twoCc], 'TIME_BASED')).toEqual([
      { path: ['actions', 1, 'changes', 1, 'field'], message: RULE_MESSAGES.onceOnly },
    ]);
    expect(usedOneTimeKeys([ruleActionSchema.parse(twoCc), ruleActionSchema.parse(comment)])).toEqual([
      'add_cc_list',
      'set_cc_list',
      'ADD_TICKET_COMMENT',
    ]);
  });

  it('refuses the current user in time-based rules: e-mail key, assignee and requester', () => {
    const change: RuleActionInput = {
      type: 'TICKET_CHANGE_VALUE',
      changes: [
        { field: 'ticket', properties: { assignedAppUserId: 'CURRENT_USER', requesterUid: 'CURRENT_USER' } },
      ],
    };
    const actions = [email({ keys: ['ASSIGNEE', 'CURRENT_USER'] }), change];
    expect(limits(actions, 'EVENT_BASED')).toEqual([]);
    expect(limits(actions, 'TIME_BASED')).toEqual([
      { path: ['actions', 0, 'to', 'keys', 1], message: RULE_MESSAGES.currentUserNotAllowed },
      {
        path: ['actions', 1, 'changes', 0, 'properties', 'assignedAppUserId'],
        message: RULE_MESSAGES.currentUserNotAllowed,
      },
      {
        path: ['actions', 1, 'changes', 0, 'properties', 'requesterUid'],
        message: RULE_MESSAGES.currentUserNotAllowed,
      },
    ]);
  });
});
