// Which operators each condition field takes (spec 001, section 5 "Operators by field"), as a table.
import type { AttributeType } from '../tickets/ticketing-config-schemas.ts';
import type { AutomationType } from './automation-types.ts';
import { parseConditionField, type SystemConditionField } from './condition-fields.ts';

export const conditionOperators = [
  'equals',
  'not_equals',
  'parent_equals',
  'parent_not_equals',
  'changed',
  'changed_to',
  'contains',
  'does_not_contain',
  'contains_any',
  'contains_none',
  'present',
  'not_present',
  'in',
  'not_in',
  'less_or_equal_than',
  'greater_or_equal_than',
  'is',
  'greater_than',
  'less_than',
] as const;
export type ConditionOperator = (typeof conditionOperators)[number];

/** Operators that take no value: the condition's value is null. */
export const NO_VALUE_OPERATORS = [
  'present',
  'not_present',
  'changed',
] as const satisfies readonly ConditionOperator[];

/** Operators whose value is a list (any or none of several). */
export const LIST_OPERATORS = [
  'contains_any',
  'contains_none',
] as const satisfies readonly ConditionOperator[];

/** Operators the spec knows besides conditions' (action pickers use them); never valid in a condition. */
export const otherKnownOperators = ['add', 'remove', 'current_user', 'requester', 'assignee'] as const;

type Ops = readonly ConditionOperator[];
const enumOps: Ops = ['equals', 'not_equals'];
const textOps: Ops = ['contains', 'does_not_contain', 'contains_any', 'contains_none'];
const listPresenceOps: Ops = ['contains_any', 'contains_none', 'present', 'not_present'];
const peopleOps: Ops = ['present', 'not_present', 'equals', 'not_equals', 'contains_any', 'contains_none'];

/** Every automation type's operators per system field. */
export const systemFieldOperators: Record<SystemConditionField, Ops> = {
  status: ['equals', 'not_equals', 'parent_equals', 'parent_not_equals'],
  source: enumOps,
  type: enumOps,
  severity: enumOps,
  priority: enumOps,
  summary: textOps,
  description: textOps,
  tags: listPresenceOps,
  organization: listPresenceOps,
  location: listPresenceOps,
  form: ['equals', 'not_equals', 'contains_any', 'contains_none'],
  requester: peopleOps,
  assignee: peopleOps,
  /** in is shown as "Within", not_in as "Outside". */
  business_hours: ['in', 'not_in'],
  action: enumOps,
  commentType: ['equals'],
  updated_by: ['contains_any'],
};

/** Only event-based rules see a change happen, so only they test for one. */
export const changeOperators: Ops = ['changed', 'changed_to'];
export const changeFields: readonly SystemConditionField[] = [
  'status',
  'source',
  'type',
  'severity',
  'priority',
];

/** The spec's "hours_since" operators, for every time-since field. */
export const timeSinceOperators: Ops = ['less_or_equal_than', 'greater_or_equal_than', 'is'];

const presence: Ops = ['present', 'not_present'];
const comparison: Ops = [
  ...presence,
  'greater_than',
  'less_than',
  'greater_or_equal_than',
  'less_or_equal_than',
];
const textAttribute: Ops = [...presence, ...textOps];

export const attributeOperators: Record<AttributeType, Ops> = {
  MULTI_SELECT: [...presence, 'contains_any', 'contains_none'],
  DROPDOWN: [...presence, ...enumOps],
  CHECKBOX: [...presence, ...enumOps],
  TEXT: textAttribute,
  TEXT_MULTILINE: textAttribute,
  NUMERIC: comparison,
  DECIMAL: comparison,
  DATE: comparison,
};

/** What some attribute type takes: all that can be checked before the attribute's type is known. */
export const anyAttributeOperators: Ops = [...new Set(Object.values(attributeOperators).flat())];

/**
 * The operators a field takes in this type of rule. A custom attribute's depend on its type; without
 * it none are known. Whether the field is offered at all is conditionFieldsFor's answer.
 */
export function operatorsFor(field: string, type: AutomationType, attributeType?: AttributeType): Ops {
  const parsed = parseConditionField(field);
  if (!parsed) return [];
  switch (parsed.kind) {
    case 'system': {
      const base = systemFieldOperators[parsed.field];
      return type === 'EVENT_BASED' && changeFields.includes(parsed.field)
        ? [...base, ...changeOperators]
        : base;
    }
    case 'timeSince':
    case 'statusTime':
      return timeSinceOperators;
    case 'attribute':
      return attributeType ? attributeOperators[attributeType] : [];
  }
}

export function isNoValueOperator(operator: string): boolean {
  return (NO_VALUE_OPERATORS as readonly string[]).includes(operator);
}

export function isListOperator(operator: string): boolean {
  return (LIST_OPERATORS as readonly string[]).includes(operator);
}
