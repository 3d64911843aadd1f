// Explaining a rule on a ticket: which condition failed with the ticket's value beside the expected
// one, and for a time rule when it becomes eligible and why it will not fire again.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { explainRule } from './explain.ts';
import { createTicket, saveRule, sweepDeps } from './testing/rule-client.ts';
import { sweepTimeRules } from './time-sweep.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

describe('explain', () => {
  it('names the condition that failed, with the ticket value and the expected one', async () => {
    const ruleId = await saveRule(t, {
      name: 'Escalate printers',
      automationType: 'EVENT_BASED',
      conditions: {
        all: [
          { field: 'priority', operator: 'equals', value: 'HIGH' },
          { field: 'summary', operator: 'contains', value: 'printer' },
        ],
        any: [],
      },
      actions: [{ type: 'ADD_TICKET_COMMENT', body: 'Escalated' }],
    });
    const ticketId = await createTicket(t, { summary: 'Printer jam', priority: 'LOW' });
    const res = await t.admin.get(`/api/ticketing/automations/${ruleId}/explain?ticketId=${ticketId}`);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ ruleId, ticketId, matches: false, lastFiredAt: null, nextEligibleAt: null });
    expect(body.conditions).toEqual([
      {
        group: 'all',
        index: 0,
        field: 'priority',
        operator: 'equals',
        expected: 'HIGH',
        actual: 'LOW',
        holds: false,
      },
      {
        group: 'all',
        index: 1,
        field: 'summary',
        operator: 'contains',
        expected: 'printer',
        actual: 'Printer jam',
        holds: true,
      },
    ]);
    expect(body.reasons).toContain('Condition 1 of "all" does not hold (priority equals)');
  });

  it('tells a time rule when it becomes eligible, and that it fired and is not reset', async () => {
    const ruleId = await saveRule(t, {
      name: 'Two hours old',
      automationType: 'TIME_BASED',
      conditions: {
        all: [
          { field: 'ticket_created', operator: 'greater_or_equal_than', value: '2:0' },
          { field: 'summary', operator: 'contains', value: 'Old one' },
        ],
        any: [],
      },
      actions: [{ type: 'ADD_TICKET_COMMENT', body: 'Two hours now', public: false }],
      conditionReset: { resetStatus: 3 },
    });
    const ticketId = await createTicket(t, { summary: 'Old one' });
    const created = (await t.admin.get(`/api/ticketing/tickets/${ticketId}`)).json().createTime as string;
    const at = (minutes: number) => new Date(Date.parse(created) + minutes * 60_000);

    const early = await explainRule(t.app.db, ruleId, ticketId, at(30));
    expect(early.matches).toBe(false);
    expect(early.nextEligibleAt).toBe(at(120).toISOString());
    expect(early.conditions[0]).toMatchObject({ actual: '0:30', expected: '2:0', holds: false });

    const due = await explainRule(t.app.db, ruleId, ticketId, at(121));
    expect(due).toMatchObject({ matches: true, nextEligibleAt: null });

    await sweepTimeRules(sweepDeps(t), at(121));
    const fired = await explainRule(t.app.db, ruleId, ticketId, at(180));
    expect(fired.matches).toBe(false);
    expect(fired.lastFiredAt).not.toBeNull();
    expect(fired.nextEligibleAt).toBeNull();
    expect(
      fired.reasons.some((r) => r.startsWith(`Already fired at ${at(121).toISOString()} and not reset`)),
    ).toBe(true);
  });

  it('says when a rule is disabled', async () => {
    const ruleId = await saveRule(t, {
      name: 'Off',
      enabled: false,
      automationType: 'EVENT_BASED',
      actions: [{ type: 'ADD_TICKET_COMMENT', body: 'Off' }],
    });
    const ticketId = await createTicket(t);
    const body = await explainRule(t.app.db, ruleId, ticketId);
    expect(body.matches).toBe(false);
    expect(body.reasons).toContain('Disabled');
  });
});
