// The Explain view: each condition with the ticket's value and whether it holds, the overall answer,
// and for a time rule when the ticket is next eligible; response templates are not offered.
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AutomationRule, RuleExplanation } from '@warden/domain';
import { describe, expect, it, vi } from 'vitest';
import { ExplainView } from './explain-view.tsx';

const rule = (
  id: number,
  name: string,
  automationType: AutomationRule['automationType'],
): AutomationRule => ({
  id,
  name,
  automationType,
  description: '',
  enabled: true,
  position: id,
  conditions: { all: [], any: [] },
  actions: [],
  conditionReset: null,
  retrigger: null,
  ticketCreate: null,
  board: null,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
});
const rules = [
  rule(1, 'Escalate urgent', 'EVENT_BASED'),
  rule(2, 'Chase after 4h', 'TIME_BASED'),
  rule(3, 'Thanks', 'RESPONSE_TEMPLATE'),
];

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
    ).toEqual(['priority equals URGENT', 'HIGH', 'No']);
    expect(
      within(rows[2]!)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['ticket_changed greater_or_equal_than 4:0', '5.5', 'Yes']);
    expect(screen.getByText(/^Next eligible: /)).toBeInTheDocument();
  });

  it('shows no next eligible time for event rules', () => {
    render(
      <ExplainView
        rules={rules}
        ruleId={1}
        onRuleChange={() => {}}
        explanation={{ data: { ...explanation, ruleId: 1, matches: true }, isFetching: false, error: null }}
      />,
    );
    expect(screen.getByRole('status')).toHaveTextContent("The rule's conditions hold for this ticket.");
    expect(screen.queryByText(/^Next eligible: /)).not.toBeInTheDocument();
  });
});
