// The condition builder against the domain's catalogue: the spec's group headings, the fields each
// type and group offers, the operators of each field, the value inputs, the resets on change, and
// every validation message once the rule is touched.
import { screen, within } from '@testing-library/react';
import {
  type AutomationType,
  conditionFieldsFor,
  operatorsFor,
  RULE_MESSAGES,
  type RuleIssue,
  type TicketAttribute,
} from '@warden/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '../../../testing/mock-api.ts';
import { renderInShell } from '../../../testing/render-in-shell.tsx';
import { paged, statuses } from '../../tickets/testing/ticket-fixtures.ts';
import { useConditionContext } from '../hooks/use-condition-context.ts';
import {
  emptyRule,
  formIssues,
  issuesUnder,
  type RuleFormValue,
  useRuleForm,
} from '../hooks/use-rule-form.ts';
import { ConditionGroups, type ConditionGroupsInput } from './condition-groups.tsx';

afterEach(() => vi.unstubAllGlobals());

const attributes: TicketAttribute[] = [
  {
    id: 7,
    name: 'Seats',
    description: '',
    attributeType: 'NUMERIC',
    content: { max: 10 },
    active: true,
  },
  {
    id: 8,
    name: 'Due',
    description: '',
    attributeType: 'DATE',
    content: {},
    active: true,
  },
];

function serve() {
  return mockApi({
    'GET /api/ticketing/statuses': { body: statuses },
    'GET /api/ticketing/attributes': { body: attributes },
    'GET /api/ticketing/forms': {
      body: [
        { id: 1, name: 'Default', description: '', active: true, isDefault: true, attributes: [] },
        { id: 2, name: 'Old', description: '', active: false, isDefault: false, attributes: [] },
      ],
    },
    'GET /api/ticketing/tags': { body: { tags: [] } },
    'GET /api/query/organizations': {
      body: paged([
        { id: 5, name: 'Acme', deleted: false },
        { id: 6, name: 'Gone', deleted: true },
      ]),
    },
    'GET /api/query/users': {
      body: paged([
        {
          id: 3,
          uid: 'tech-3',
          email: 'a@x.test',
          displayName: 'Ann',
          userType: 'TECHNICIAN',
          deleted: false,
        },
        {
          id: 4,
          uid: 'tech-4',
          email: 'b@x.test',
          displayName: 'Bob',
          userType: 'TECHNICIAN',
          deleted: true,
        },
      ]),
    },
  });
}

/** The editor's wiring of the section: the rule's own state, its domain issues and extra ones. */
function Harness({
  type,
  initial,
  extra = [],
}: {
  type: AutomationType;
  initial?: ConditionGroupsInput;
  extra?: RuleIssue[];
}) {
  const config = useConditionContext();
  if (!config.ready) return null;
  return <Form type={type} initial={initial} extra={extra} />;
}

function Form({
  type,
  initial,
  extra,
}: {
  type: AutomationType;
  initial?: ConditionGroupsInput;
  extra: RuleIssue[];
}) {
  const config = useConditionContext();
  const form = useRuleForm({ ...emptyRule(type), conditions: initial ?? { all: [], any: [] } }, config.ctx);
  return (
    <>
      <ConditionGroups
        automationType={type}
        value={form.rule.conditions}
        onChange={(conditions) => form.update({ conditions })}
        issues={issuesUnder([...form.issues, ...extra], 'conditions')}
        touched={form.touched}
      />
      <button type="button" onClick={form.touch}>
        Save
      </button>
      <output data-testid="rule">{JSON.stringify(form.rule.conditions)}</output>
    </>
  );
}

const ruleConditions = () => JSON.parse(screen.getByTestId('rule').textContent ?? '{}');
const group = (name: RegExp) => screen.getByRole('region', { name });
const ALL = /ALL of these conditions/;
const ANY = /ANY of these conditions/;

async function addCondition(type: AutomationType, which = ALL) {
  serve();
  const view = renderInShell(<Harness type={type} />);
  const section = await screen.findByRole('region', { name: which });
  await view.user.click(within(section).getByRole('button', { name: 'Add condition' }));
  return { ...view, section };
}

const optionValues = (select: HTMLElement) =>
  within(select)
    .getAllByRole('option')
    .map((o) => (o as HTMLOptionElement).value);

const ctx = {
  statusIds: statuses.map((s) => s.id),
  attributes,
};

describe('ConditionGroups', () => {
  it('shows the spec group headings', async () => {
    serve();
    renderInShell(<Harness type="EVENT_BASED" />);
    expect(
      await screen.findByRole('heading', { name: 'If the conditions meet ALL of these conditions' }),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { name: 'If the conditions meet ANY of these conditions' }),
    ).toBeInTheDocument();
  });

  it.each([
    ['EVENT_BASED', ALL, 'all'],
    ['EVENT_BASED', ANY, 'any'],
    ['TIME_BASED', ALL, 'all'],
    ['TIME_BASED', ANY, 'any'],
    ['BOARD', ALL, 'all'],
    ['BOARD', ANY, 'any'],
  ] as const)('offers exactly the catalogue fields for %s in %s', async (type, which, key) => {
    const { section } = await addCondition(type, which);
    const offered = optionValues(within(section).getByLabelText('Field'));
    expect(offered).toEqual(conditionFieldsFor(type, key, ctx));
    expect(offered.includes('business_hours')).toBe(type !== 'BOARD' && key === 'all');
    expect(offered.includes('ticket_created')).toBe(type !== 'EVENT_BASED' && key === 'all');
    expect(offered.includes('status:5')).toBe(type !== 'EVENT_BASED' && key === 'all');
    expect(offered).toContain('attribute:7');
  });

  it('offers the operators of each field and resets operator and value when the field changes', async () => {
    const { user, section } = await addCondition('EVENT_BASED');
    await user.selectOptions(within(section).getByLabelText('Field'), 'status');
    expect(optionValues(within(section).getByLabelText('Operator'))).toEqual([
      ...operatorsFor('status', 'EVENT_BASED'),
    ]);
    expect(optionValues(within(section).getByLabelText('Operator'))).toContain('changed_to');
    await user.selectOptions(within(section).getByLabelText('Operator'), 'changed_to');
    await user.selectOptions(within(section).getByLabelText('Value'), '5');
    expect(ruleConditions().all[0]).toEqual({ field: 'status', operator: 'changed_to', value: 5 });
    await user.selectOptions(within(section).getByLabelText('Operator'), 'equals');
    expect(ruleConditions().all[0]).toEqual({ field: 'status', operator: 'equals', value: null });
    await user.selectOptions(within(section).getByLabelText('Operator'), 'changed_to');
    await user.selectOptions(within(section).getByLabelText('Value'), '5');
    await user.selectOptions(within(section).getByLabelText('Field'), 'priority');
    expect(ruleConditions().all[0]).toEqual({ field: 'priority', operator: 'equals', value: null });
  });

  it('empties a list of texts when the operator changes', async () => {
    const { user, section } = await addCondition('EVENT_BASED');
    await user.selectOptions(within(section).getByLabelText('Field'), 'summary');
    await user.selectOptions(within(section).getByLabelText('Operator'), 'contains_any');
    await user.type(within(section).getByLabelText('Value'), 'printer{Enter}scanner');
    expect(ruleConditions().all[0].value).toEqual(['printer', 'scanner']);
    await user.selectOptions(within(section).getByLabelText('Operator'), 'contains_none');
    expect(ruleConditions().all[0].value).toBeNull();
    expect(within(section).getByLabelText('Value')).toHaveValue('');
  });

  it('offers no change operators outside event rules', async () => {
    const { user, section } = await addCondition('TIME_BASED');
    await user.selectOptions(within(section).getByLabelText('Field'), 'status');
    expect(optionValues(within(section).getByLabelText('Operator'))).toEqual([
      'equals',
      'not_equals',
      'parent_equals',
      'parent_not_equals',
    ]);
  });

  it.each(['present', 'not_present', 'changed'])('shows no value input for %s', async (operator) => {
    const { user, section } = await addCondition('EVENT_BASED');
    const field = operator === 'changed' ? 'status' : 'organization';
    await user.selectOptions(within(section).getByLabelText('Field'), field);
    await user.selectOptions(within(section).getByLabelText('Operator'), operator);
    expect(within(section).queryByLabelText('Value')).toBeNull();
    expect(within(section).queryByRole('group', { name: 'Value' })).toBeNull();
    expect(ruleConditions().all[0].value).toBeNull();
  });

  it("gives time-since fields hours and quarter-hour minutes, '1:0' by default", async () => {
    const { user, section } = await addCondition('TIME_BASED');
    await user.selectOptions(within(section).getByLabelText('Field'), 'ticket_created');
    expect(ruleConditions().all[0]).toEqual({
      field: 'ticket_created',
      operator: 'less_or_equal_than',
      value: '1:0',
    });
    expect(optionValues(within(section).getByLabelText('Minutes'))).toEqual(['0', '15', '30', '45']);
    expect(within(section).getByLabelText('Hours')).toHaveAttribute('min', '0');
    await user.selectOptions(within(section).getByLabelText('Minutes'), '30');
    await user.clear(within(section).getByLabelText('Hours'));
    expect(ruleConditions().all[0].value).toBe('0:30');
  });

  it('picks organisations from the paged search, marking deleted ones', async () => {
    const { user, section } = await addCondition('EVENT_BASED');
    await user.selectOptions(within(section).getByLabelText('Field'), 'organization');
    await user.click(within(section).getByRole('button', { name: 'Choose Value' }));
    expect(await within(section).findByRole('button', { name: 'Gone (Deleted)' })).toBeDisabled();
    await user.click(within(section).getByRole('button', { name: 'Acme' }));
    expect(ruleConditions().all[0]).toEqual({ field: 'organization', operator: 'contains_any', value: [5] });
    expect(within(section).getByRole('list', { name: 'Chosen values' })).toHaveTextContent('Acme');
  });

  it("lists technicians by uid with 'Technician deleted' and a current-user shortcut", async () => {
    const { user, section } = await addCondition('EVENT_BASED');
    await user.selectOptions(within(section).getByLabelText('Field'), 'assignee');
    await user.selectOptions(within(section).getByLabelText('Operator'), 'equals');
    await user.click(within(section).getByRole('button', { name: 'Choose Value' }));
    expect(
      await within(section).findByRole('button', { name: 'Bob (Technician deleted)' }),
    ).toBeInTheDocument();
    await user.click(within(section).getByRole('button', { name: 'Ann' }));
    expect(ruleConditions().all[0].value).toBe('tech-3');
    await user.click(within(section).getByRole('button', { name: 'Current user' }));
    expect(ruleConditions().all[0].value).toBe('CURRENT_USER');
  });

  it('offers no current-user shortcut in time-based rules', async () => {
    const { user, section } = await addCondition('TIME_BASED');
    await user.selectOptions(within(section).getByLabelText('Field'), 'assignee');
    await user.selectOptions(within(section).getByLabelText('Operator'), 'equals');
    expect(within(section).queryByRole('button', { name: 'Current user' })).toBeNull();
  });

  it("marks inactive forms '(Inactive)'", async () => {
    const { user, section } = await addCondition('EVENT_BASED');
    await user.selectOptions(within(section).getByLabelText('Field'), 'form');
    expect(
      within(within(section).getByLabelText('Value')).getByRole('option', { name: 'Old (Inactive)' }),
    ).toBeInTheDocument();
  });

  it('keeps a date attribute as seconds', async () => {
    const { user, section } = await addCondition('EVENT_BASED');
    await user.selectOptions(within(section).getByLabelText('Field'), 'attribute:8');
    await user.selectOptions(within(section).getByLabelText('Operator'), 'greater_than');
    await user.type(within(section).getByLabelText('Value'), '2026-01-02');
    expect(ruleConditions().all[0].value).toBe(Date.UTC(2026, 0, 2) / 1000);
  });
});

describe('ConditionGroups validation messages', () => {
  const touchedMessage = async (initial: ConditionGroupsInput, message: string, extra: RuleIssue[] = []) => {
    serve();
    const { user } = renderInShell(<Harness type="TIME_BASED" initial={initial} extra={extra} />);
    await screen.findByRole('region', { name: ALL });
    expect(screen.queryByText(message)).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await within(group(ALL)).findByText(message)).toBeInTheDocument();
  };

  it("shows 'Value must be a positive integer' for a zero time once touched", async () => {
    await touchedMessage(
      { all: [{ field: 'ticket_created', operator: 'is', value: '0:0' }] },
      RULE_MESSAGES.positiveInteger,
    );
  });

  it("shows 'Value must be less than or equal to {max}' above a numeric attribute's maximum", async () => {
    await touchedMessage(
      { all: [{ field: 'attribute:7', operator: 'greater_than', value: 11 }] },
      'Value must be less than or equal to 10',
    );
  });

  it("shows 'Value must be a positive integer' for a negative numeric attribute", async () => {
    await touchedMessage(
      { all: [{ field: 'attribute:7', operator: 'greater_than', value: -1 }] },
      RULE_MESSAGES.positiveInteger,
    );
  });

  it.each([
    ['organization', 'contains_any', [6], RULE_MESSAGES.deletedOrganizations],
    ['location', 'contains_any', [9], RULE_MESSAGES.deletedLocations],
    ['form', 'equals', 2, RULE_MESSAGES.inactiveForms],
    ['assignee', 'equals', 'tech-4', RULE_MESSAGES.deletedUsers],
  ] as const)("shows the server's reference message for %s once touched", async (field, operator, value, message) => {
    await touchedMessage({ all: [{ field, operator, value: value as never }] }, message, [
      { path: ['conditions', 'all', 0, 'value'], message },
    ]);
  });

  it('shows the message as soon as the rule changes', async () => {
    serve();
    const { user } = renderInShell(<Harness type="TIME_BASED" />);
    const section = await screen.findByRole('region', { name: ALL });
    await user.click(within(section).getByRole('button', { name: 'Add condition' }));
    await user.selectOptions(within(section).getByLabelText('Field'), 'ticket_created');
    await user.clear(within(section).getByLabelText('Hours'));
    expect(await within(section).findByText(RULE_MESSAGES.positiveInteger)).toBeInTheDocument();
    const rule = { ...emptyRule('TIME_BASED'), conditions: ruleConditions() } as RuleFormValue;
    expect(issuesUnder(formIssues(rule, ctx), 'conditions')).toEqual([
      { path: ['all', 0, 'value'], message: RULE_MESSAGES.positiveInteger },
    ]);
  });
});
