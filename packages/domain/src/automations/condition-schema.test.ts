import { describe, expect, it } from 'vitest';
import type { AutomationType, ConditionGroup } from './automation-types.ts';
import type { ConditionContext } from './condition-fields.ts';
import { type ConditionInput, conditionIssue, conditionIssues, conditionSchema } from './condition-schema.ts';
import { RULE_MESSAGES } from './rule-messages.ts';

const ctx: ConditionContext = {
  statusIds: [1, 2],
  attributes: [
    { id: 1, attributeType: 'MULTI_SELECT', active: true },
    { id: 2, attributeType: 'DROPDOWN', active: true },
    { id: 3, attributeType: 'CHECKBOX', active: true },
    { id: 4, attributeType: 'TEXT', active: true },
    { id: 5, attributeType: 'NUMERIC', active: true, content: { max: 500 } },
    { id: 6, attributeType: 'DECIMAL', active: true },
    { id: 7, attributeType: 'DATE', active: true },
    { id: 8, attributeType: 'NUMERIC', active: true },
    { id: 9, attributeType: 'TEXT', active: false },
  ],
};

function check(input: ConditionInput, type: AutomationType = 'EVENT_BASED', group: ConditionGroup = 'all') {
  return conditionIssue(conditionSchema.parse(input), type, group, ctx);
}
const ok = (input: ConditionInput, type?: AutomationType, group?: ConditionGroup) =>
  expect(check(input, type, group), JSON.stringify(input)).toBeNull();
const refused = (
  input: ConditionInput,
  path: (string | number)[],
  message: string,
  type?: AutomationType,
  group?: ConditionGroup,
) => expect(check(input, type, group), JSON.stringify(input)).toEqual({ path, message });

describe('condition values', () => {
  it('takes one value for equals-like operators and a non-empty list for contains_any/contains_none', () => {
    ok({ field: 'status', operator: 'equals', value: 2 });
    ok({ field: 'status', operator: 'changed_to', value: 2 });
    ok({ field: 'form', operator: 'equals', value: 3 });
    ok({ field: 'form', operator: 'contains_any', value: [3, 4] });
    ok({ field: 'organization', operator: 'contains_none', value: [1] });
    ok({ field: 'tags', operator: 'contains_any', value: ['AbCdE12345'] });
    ok({ field: 'type', operator: 'equals', value: 'INCIDENT' });
    ok({ field: 'source', operator: 'not_equals', value: 'EMAIL' });
    ok({ field: 'severity', operator: 'equals', value: 'CRITICAL' });
    ok({ field: 'priority', operator: 'equals', value: 'URGENT' });
    ok({ field: 'action', operator: 'equals', value: 'INSERT' });
    ok({ field: 'commentType', operator: 'equals', value: 'PRIVATE' });
    ok({ field: 'requester', operator: 'equals', value: 'u-123' });
    ok({ field: 'assignee', operator: 'contains_any', value: ['u-1', 'CURRENT_USER'] });
    ok({ field: 'updated_by', operator: 'contains_any', value: ['u-1'] });
    ok({ field: 'summary', operator: 'contains', value: 'printer' });
    ok({ field: 'description', operator: 'contains_none', value: ['spam', 'offer'] });
    ok({ field: 'ticket_created', operator: 'greater_or_equal_than', value: '0:15' }, 'TIME_BASED');
    ok({ field: 'status:2', operator: 'is', value: '3:0' }, 'BOARD');
  });

  it('takes no value for present, not_present, changed and business hours', () => {
    ok({ field: 'tags', operator: 'present' });
    ok({ field: 'assignee', operator: 'not_present', value: null });
    ok({ field: 'priority', operator: 'changed' });
    ok({ field: 'business_hours', operator: 'in' });
    refused(
      { field: 'tags', operator: 'present', value: ['AbCdE12345'] },
      ['value'],
      RULE_MESSAGES.noValueExpected,
    );
    refused(
      { field: 'business_hours', operator: 'not_in', value: 'x' },
      ['value'],
      RULE_MESSAGES.noValueExpected,
    );
  });

  it('requires a value for every other operator', () => {
    refused({ field: 'status', operator: 'equals' }, ['value'], RULE_MESSAGES.required);
    refused({ field: 'form', operator: 'contains_any', value: [] }, ['value'], RULE_MESSAGES.required);
    refused({ field: 'summary', operator: 'contains', value: '' }, ['value'], RULE_MESSAGES.required);
    refused({ field: 'summary', operator: 'contains', value: '   ' }, ['value'], RULE_MESSAGES.required);
    refused(
      { field: 'summary', operator: 'contains_any', value: ['a', ' '] },
      ['value', 1],
      RULE_MESSAGES.required,
    );
  });

  it('refuses values of the wrong kind where they are', () => {
    expect(check({ field: 'status', operator: 'equals', value: [2] })?.path).toEqual(['value']);
    expect(check({ field: 'type', operator: 'equals', value: 'BUG' })?.path).toEqual(['value']);
    expect(check({ field: 'action', operator: 'equals', value: 'DELETE' })?.path).toEqual(['value']);
    expect(check({ field: 'tags', operator: 'contains_any', value: ['short'] })?.path).toEqual(['value', 0]);
    expect(check({ field: 'organization', operator: 'contains_any', value: [1, 'x'] })?.path).toEqual([
      'value',
      1,
    ]);
  });

  it("refuses the current user in time-based rules' requester and assignee", () => {
    ok({ field: 'requester', operator: 'equals', value: 'CURRENT_USER' }, 'BOARD');
    refused(
      { field: 'requester', operator: 'equals', value: 'CURRENT_USER' },
      ['value'],
      RULE_MESSAGES.currentUserNotAllowed,
      'TIME_BASED',
    );
    refused(
      { field: 'assignee', operator: 'contains_any', value: ['u-1', 'CURRENT_USER'] },
      ['value', 1],
      RULE_MESSAGES.currentUserNotAllowed,
      'TIME_BASED',
    );
  });

  it("checks time-since values: 'hours:minutes' on the quarter hour, not 0:0", () => {
    const at = (value: string) => check({ field: 'assigned', operator: 'is', value }, 'TIME_BASED');
    expect(at('0:0')).toEqual({ path: ['value'], message: 'Value must be a positive integer' });
    expect(at('-1:15')).toEqual({ path: ['value'], message: 'Value must be a positive integer' });
    expect(at('1.5:0')).toEqual({ path: ['value'], message: 'Value must be a positive integer' });
    expect(at('2:10')).toEqual({ path: ['value'], message: RULE_MESSAGES.minuteChoice });
    expect(at('0:45')).toBeNull();
  });

  it('checks attribute values by the attribute type', () => {
    ok({ field: 'attribute:1', operator: 'contains_any', value: ['opt-a'] });
    ok({ field: 'attribute:2', operator: 'equals', value: 'opt-b' });
    ok({ field: 'attribute:3', operator: 'equals', value: true });
    ok({ field: 'attribute:4', operator: 'does_not_contain', value: 'x' });
    ok({ field: 'attribute:5', operator: 'greater_than', value: 500 });
    ok({ field: 'attribute:6', operator: 'less_than', value: 2.5 });
    ok({ field: 'attribute:7', operator: 'greater_or_equal_than', value: 1_700_000_000 });
    expect(check({ field: 'attribute:3', operator: 'equals', value: 'yes' })?.path).toEqual(['value']);
    refused(
      { field: 'attribute:5', operator: 'less_than', value: 501 },
      ['value'],
      'Value must be less than or equal to 500',
    );
    refused(
      { field: 'attribute:8', operator: 'less_than', value: 1.5 },
      ['value'],
      'Value must be a positive integer',
    );
    refused(
      { field: 'attribute:8', operator: 'less_than', value: -1 },
      ['value'],
      'Value must be a positive integer',
    );
    refused(
      { field: 'attribute:7', operator: 'less_than', value: 1.5 },
      ['value'],
      'Value must be a positive integer',
    );
    refused(
      { field: 'attribute:6', operator: 'less_than', value: -0.5 },
      ['value'],
      RULE_MESSAGES.positiveNumber,
    );
  });
});

describe('condition fields and operators against the rule type', () => {
  it('refuses a field the type or group does not offer', () => {
    refused(
      { field: 'action', operator: 'equals', value: 'INSERT' },
      ['field'],
      RULE_MESSAGES.fieldNotOffered,
      'TIME_BASED',
    );
    refused(
      { field: 'business_hours', operator: 'in' },
      ['field'],
      RULE_MESSAGES.fieldNotOffered,
      'EVENT_BASED',
      'any',
    );
    refused({ field: 'business_hours', operator: 'in' }, ['field'], RULE_MESSAGES.fieldNotOffered, 'BOARD');
    refused(
      { field: 'ticket_created', operator: 'is', value: '1:0' },
      ['field'],
      RULE_MESSAGES.fieldNotOffered,
      'BOARD',
      'any',
    );
    refused(
      { field: 'ticket_created', operator: 'is', value: '1:0' },
      ['field'],
      RULE_MESSAGES.fieldNotOffered,
      'EVENT_BASED',
    );
    refused(
      { field: 'location', operator: 'present' },
      ['field'],
      RULE_MESSAGES.fieldNotOffered,
      'RESPONSE_TEMPLATE',
    );
  });

  it('refuses statuses and attributes the context does not have or has made inactive', () => {
    refused(
      { field: 'status:9', operator: 'is', value: '1:0' },
      ['field'],
      RULE_MESSAGES.unknownStatus,
      'TIME_BASED',
    );
    refused({ field: 'attribute:9', operator: 'present' }, ['field'], RULE_MESSAGES.unknownAttribute);
    refused({ field: 'attribute:99', operator: 'present' }, ['field'], RULE_MESSAGES.unknownAttribute);
  });

  it('refuses an operator the field does not take', () => {
    refused(
      { field: 'status', operator: 'changed' },
      ['operator'],
      RULE_MESSAGES.operatorNotAllowed,
      'TIME_BASED',
    );
    refused(
      { field: 'commentType', operator: 'not_equals', value: 'PUBLIC' },
      ['operator'],
      RULE_MESSAGES.operatorNotAllowed,
    );
    refused(
      { field: 'attribute:3', operator: 'contains', value: 'x' },
      ['operator'],
      RULE_MESSAGES.operatorNotAllowed,
    );
  });

  it('without a context, checks attribute operators against every attribute type', () => {
    const parsed = conditionSchema.parse({ field: 'attribute:3', operator: 'in' });
    expect(conditionIssue(parsed, 'BOARD', 'all')).toEqual({
      path: ['operator'],
      message: RULE_MESSAGES.operatorNotAllowed,
    });
    const loose = conditionSchema.parse({ field: 'attribute:3', operator: 'equals', value: true });
    expect(conditionIssue(loose, 'BOARD', 'all')).toBeNull();
  });

  it('names each refused condition by group and index', () => {
    const groups = {
      all: [conditionSchema.parse({ field: 'status', operator: 'equals', value: 1 })],
      any: [
        conditionSchema.parse({ field: 'priority', operator: 'equals', value: 'HIGH' }),
        conditionSchema.parse({ field: 'priority', operator: 'equals' }),
      ],
    };
    expect(conditionIssues(groups, 'BOARD', ctx)).toEqual([
      { path: ['conditions', 'any', 1, 'value'], message: RULE_MESSAGES.required },
    ]);
    expect(conditionIssues(groups, 'RESPONSE_TEMPLATE', ctx).map((i) => i.path)).toEqual([
      ['conditions', 'all', 0],
      ['conditions', 'any', 0],
      ['conditions', 'any', 1],
    ]);
  });
});
