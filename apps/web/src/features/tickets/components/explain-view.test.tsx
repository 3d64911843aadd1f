// The Explain view: each condition in words (field, operator and values by label and name) with the
// ticket's value and whether it holds, the overall answer, and for a time rule when the ticket is next
// eligible; response templates are not offered.
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RuleExplanation } from '@warden/domain';
import { describe, expect, it, vi } from 'vitest';
import { contractAttribute, ruleFixture, statuses, ticketFixture } from '../testing/ticket-fixtures.ts';
import type { ExplainContext } from './explain-labels.ts';
import { ExplainView } from './explain-view.tsx';

const rules = [
  ruleFixture(1, 'Escalate urgent', 'EVENT_BASED'),
  ruleFixture(2, 'Chase after 4h', 'TIME_BASED'),
  ruleFixture(3, 'Thanks', 'RESPONSE_TEMPLATE'),
];

const context: ExplainContext = {
  ticket: ticketFixture(40, {
    assignedAppUserId: 3,
    assignedAppUser: {
      uid: 'tech-3',
      id: 3,
      name: 'Tom Tech',
      email: 'tom@msp.test',
      kind: 'TECHNICIAN',
      deleted: false,
    },
  }),
  statuses,
  attributes: [contractAttribute],
  forms: [],
  tags: [
    { id: 'tagurgent1', name: 'Urgent' },
    { id: 'tagvip0001', name: 'VIP' },
  ],
};

const condition = (
  index: number,
  field: string,
  operator: string,
  expected: unknown,
  actual: unknown,
  holds = true,
) => ({ group: 'all', index, field, operator, expected, actual, holds }) as RuleExplanation['conditions'][0];

const explanation: RuleExplanation = {
  ruleId: 2,
  ticketId: 40,
  matches: false,
  conditions: [
    {
      group: 'all',
      index: 0,
      field: 'priority',
      operator: 'equals',
      expected: 'URGENT',
      actual: 'HIGH',
      holds: false,
    },
    {
      group: 'all',
      index: 1,
      field: 'ticket_changed',
      operator: 'greater_or_equal_than',
      expected: '4:0',
      actual: 5.5,
      holds: true,
    },
  ],
  lastFiredAt: null,
  nextEligibleAt: '2026-03-01T12:00:00.000Z',
  reasons: [],
};

describe('ExplainView', () => {
  it('offers every rule with conditions and reports the choice', async () => {
    const onRuleChange = vi.fn();
    render(
      <ExplainView
        rules={rules}
        ruleId={null}
        onRuleChange={onRuleChange}
        explanation={{ isFetching: false, error: null }}
        context={context}
      />,
    );
    const select = screen.getByLabelText('Rule');
    expect(within(select).queryByRole('option', { name: 'Thanks' })).not.toBeInTheDocument();
    await userEvent.selectOptions(select, 'Chase after 4h');
    expect(onRuleChange).toHaveBeenCalledWith(2);
  });

  it("shows each condition, the ticket's value, whether it holds, and the next eligible time", () => {
    render(
      <ExplainView
        rules={rules}
        ruleId={2}
        onRuleChange={() => {}}
        explanation={{ data: explanation, isFetching: false, error: null }}
        context={context}
      />,
    );
    expect(screen.getByRole('status')).toHaveTextContent(
      "The rule's conditions do not hold for this ticket.",
    );
    const rows = within(screen.getByRole('table', { name: 'Explain' })).getAllByRole('row');
    expect(
      within(rows[1]!)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['Priority is Urgent', 'High', 'No']);
    expect(
      within(rows[2]!)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['Time since changed at least 4 h 0 min', '5.5', 'Yes']);
    expect(screen.getByText(/^Next eligible: /)).toBeInTheDocument();
  });

  it('shows no next eligible time for event rules', () => {
    render(
      <ExplainView
        rules={rules}
        ruleId={1}
        onRuleChange={() => {}}
        explanation={{ data: { ...explanation, ruleId: 1, matches: true }, isFetching: false, error: null }}
        context={context}
      />,
    );
    expect(screen.getByRole('status')).toHaveTextContent("The rule's conditions hold for this ticket.");
    expect(screen.queryByText(/^Next eligible: /)).not.toBeInTheDocument();
  });

  it('names fields, operators and values instead of showing their keys', () => {
    const conditions = [
      condition(0, 'summary', 'contains', 'printer', 'Printer is jammed'),
      condition(1, 'business_hours', 'in', null, false, false),
      condition(2, 'business_hours', 'not_in', null, false),
      condition(3, 'status', 'parent_equals', 3, { id: 2, parentId: null }, false),
      condition(4, 'assignee', 'equals', 'CURRENT_USER', 'tech-3', false),
      condition(5, 'requester', 'contains_any', ['eu-1', 'gone-uid'], 'eu-1'),
      condition(6, 'tags', 'contains_none', ['tagvip0001'], ['tagurgent1']),
      condition(7, 'attribute:4', 'equals', 'gold', null, false),
      condition(8, 'action', 'equals', 'INSERT', null, false),
      condition(9, 'organization', 'contains_any', [5], 5),
      condition(10, 'ticket_created', 'is', '2:15', '2:20'),
    ];
    render(
      <ExplainView
        rules={rules}
        ruleId={1}
        onRuleChange={() => {}}
        explanation={{ data: { ...explanation, ruleId: 1, conditions }, isFetching: false, error: null }}
        context={context}
      />,
    );
    const rows = within(screen.getByRole('table', { name: 'Explain' }))
      .getAllByRole('row')
      .slice(1)
      .map((row) =>
        within(row)
          .getAllByRole('cell')
          .slice(0, 2)
          .map((c) => c.textContent),
      );
    expect(rows).toEqual([
      ['Subject contains printer', 'Printer is jammed'],
      ['Business hours Within', 'Outside'],
      ['Business hours Outside', 'Outside'],
      ['Status is or is under Waiting', 'Open'],
      ['Assignee is Current user', 'Tom Tech'],
      ['Requester contains any of Rita Requester, gone-uid', 'Rita Requester'],
      ['Tags contains none of VIP', 'Urgent'],
      ['Contract is Gold', '—'],
      ['Action is Ticket Created', '—'],
      ['Organization contains any of Acme', 'Acme'],
      ['Time since created is 2 h 15 min', '2 h 20 min'],
    ]);
  });
});
