import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { automationsApi } from './api.ts';
import { RULE_MESSAGES } from './rule-messages.ts';
import {
  type AutomationRuleInput,
  automationRuleInputSchema,
  automationRuleInputSchemaFor,
} from './rule-schema.ts';

const eventRule: AutomationRuleInput = {
  name: ' Escalate urgent tickets ',
  automationType: 'EVENT_BASED',
  conditions: {
    all: [
      { field: 'priority', operator: 'changed_to', value: 'URGENT' },
      { field: 'business_hours', operator: 'not_in' },
    ],
    any: [],
  },
  actions: [
    { type: 'SEND_EMAIL', to: { keys: ['ASSIGNEE'] }, subject: 'Urgent: {{ticket.subject}}', body: null },
  ],
};
const board: AutomationRuleInput = {
  name: 'My open tickets',
  automationType: 'BOARD',
  conditions: { all: [{ field: 'assignee', operator: 'equals', value: 'CURRENT_USER' }], any: [] },
  board: { columns: ['id', 'summary', 'attribute:4'], sortBy: { field: 'lastUpdated', direction: 'DESC' } },
};

const issues = (input: unknown, schema = automationRuleInputSchema) => {
  const result = schema.safeParse(input);
  return result.success ? [] : result.error.issues.map((i) => ({ path: i.path, message: i.message }));
};

describe('automation rule input', () => {
  it('accepts a well-formed rule and fills its defaults', () => {
    const rule = automationRuleInputSchema.parse(eventRule);
    expect(rule).toMatchObject({
      name: 'Escalate urgent tickets',
      description: '',
      enabled: true,
      conditionReset: null,
      retrigger: null,
      ticketCreate: null,
      board: null,
    });
    expect(issues(board)).toEqual([]);
  });

  it('requires a name of at most 200 characters', () => {
    expect(issues({ ...eventRule, name: '  ' })).toEqual([{ path: ['name'], message: 'Required' }]);
    expect(issues({ ...eventRule, name: 'x'.repeat(201) })[0]?.path).toEqual(['name']);
  });

  it('names the condition, operator and value that are refused', () => {
    const rule = {
      ...eventRule,
      automationType: 'TIME_BASED',
      conditions: {
        all: [
          { field: 'priority', operator: 'changed_to', value: 'URGENT' },
          { field: 'commentType', operator: 'equals', value: 'PUBLIC' },
          { field: 'ticket_changed', operator: 'greater_or_equal_than', value: '0:0' },
        ],
        any: [{ field: 'ticket_created', operator: 'is', value: '1:0' }],
      },
    };
    expect(issues(rule)).toEqual([
      { path: ['conditions', 'all', 0, 'operator'], message: RULE_MESSAGES.operatorNotAllowed },
      { path: ['conditions', 'all', 1, 'field'], message: RULE_MESSAGES.fieldNotOffered },
      { path: ['conditions', 'all', 2, 'value'], message: 'Value must be a positive integer' },
      { path: ['conditions', 'any', 0, 'field'], message: RULE_MESSAGES.fieldNotOffered },
    ]);
  });

  it('checks against the server context when given one', () => {
    const rule = {
      ...board,
      conditions: { all: [{ field: 'attribute:4', operator: 'greater_than', value: 9 }], any: [] },
    };
    const schema = automationRuleInputSchemaFor({
      statusIds: [1],
      attributes: [{ id: 4, attributeType: 'NUMERIC', active: true, content: { max: 5 } }],
    });
    expect(issues(rule)).toEqual([]);
    expect(issues(rule, schema)).toEqual([
      { path: ['conditions', 'all', 0, 'value'], message: 'Value must be less than or equal to 5' },
    ]);
  });

  it('refuses conditions in response templates and actions they may not use', () => {
    const template = {
      name: 'Reply',
      automationType: 'RESPONSE_TEMPLATE',
      ...{ conditions: eventRule.conditions },
    };
    expect(issues({ ...template, actions: eventRule.actions })).toEqual([
      { path: ['conditions', 'all', 0], message: RULE_MESSAGES.noConditions },
      { path: ['conditions', 'all', 1], message: RULE_MESSAGES.noConditions },
      { path: ['actions', 0, 'type'], message: RULE_MESSAGES.actionNotOffered },
    ]);
  });

  it('applies the one-time and current-user limits to the whole rule', () => {
    const comment = { type: 'ADD_TICKET_COMMENT', body: 'Noted' };
    expect(issues({ ...eventRule, actions: [comment, comment] })).toEqual([
      { path: ['actions', 1, 'type'], message: RULE_MESSAGES.onceOnly },
    ]);
    const timed = {
      ...eventRule,
      automationType: 'TIME_BASED',
      conditions: { all: [], any: [] },
      actions: [{ type: 'SEND_EMAIL', to: { keys: ['CURRENT_USER'] }, subject: 'Hi' }],
    };
    expect(issues(timed)).toEqual([
      { path: ['actions', 0, 'to', 'keys', 0], message: RULE_MESSAGES.currentUserNotAllowed },
    ]);
  });

  it('requires board settings on boards only, with at least one distinct column', () => {
    expect(issues({ ...board, board: null })).toEqual([
      { path: ['board'], message: RULE_MESSAGES.boardRequired },
    ]);
    expect(issues({ ...eventRule, board: board.board })).toEqual([
      { path: ['board'], message: RULE_MESSAGES.boardOnly },
    ]);
    const columns = (list: string[]) => ({ ...board, board: { ...board.board, columns: list } });
    expect(issues(columns([]))).toEqual([{ path: ['board', 'columns'], message: 'Required' }]);
    expect(issues(columns(['id', 'summary', 'id']))).toEqual([
      { path: ['board', 'columns', 2], message: RULE_MESSAGES.duplicateColumn },
    ]);
    expect(issues(columns(['agreement']))[0]?.path).toEqual(['board', 'columns', 0]);
    expect(issues(columns(['attribute:0']))[0]?.path).toEqual(['board', 'columns', 0]);
    expect(issues(columns(['attribute:12']))).toEqual([]);
  });

  it('checks condition reset, retrigger and ticket-create settings', () => {
    const withSections = (sections: object) => issues({ ...eventRule, ...sections });
    expect(withSections({ conditionReset: {} })).toEqual([
      { path: ['conditionReset', 'resetStatus'], message: 'Required' },
    ]);
    expect(withSections({ conditionReset: { resetStatus: 2, resetTimeValue: 3 } })).toEqual([
      { path: ['conditionReset', 'resetTimeUnit'], message: RULE_MESSAGES.unitRequired },
    ]);
    expect(
      withSections({ conditionReset: { resetStatus: 2, resetTimeValue: 3, resetTimeUnit: 'HOURS' } }),
    ).toEqual([]);
    expect(withSections({ retrigger: { createNewTicket: false } })).toEqual([
      { path: ['retrigger', 'retriggerStatus'], message: 'Required' },
    ]);
    expect(withSections({ retrigger: { createNewTicket: true } })).toEqual([]);
    expect(withSections({ ticketCreate: { tags: [] } })).toEqual([
      { path: ['ticketCreate', 'ticketFormId'], message: 'Required' },
      { path: ['ticketCreate', 'status'], message: 'Required' },
    ]);
    const created = automationRuleInputSchema.parse({
      ...eventRule,
      ticketCreate: { ticketFormId: 1, status: 1 },
    });
    expect(created.ticketCreate).toEqual({
      ticketFormId: 1,
      tags: [],
      status: 1,
      priority: null,
      severity: null,
      useOwnerAsRequester: false,
    });
    expect(issues({ ...board, retrigger: { createNewTicket: true } })).toEqual([
      { path: ['retrigger'], message: RULE_MESSAGES.sectionNotOffered },
    ]);
  });
});

describe('automation contracts', () => {
  it('convert to JSON schema for the API document, requests and answers', () => {
    for (const [name, contract] of Object.entries(automationsApi)) {
      for (const schema of [contract.params, contract.query, contract.body, contract.response]) {
        if (!schema) continue;
        for (const io of ['input', 'output'] as const) {
          expect(() => z.toJSONSchema(schema, { io, unrepresentable: 'any' }), name).not.toThrow();
        }
      }
    }
  });
});
