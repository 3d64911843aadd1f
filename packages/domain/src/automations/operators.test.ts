import { describe, expect, it } from 'vitest';
import { type AutomationType, automationTypes } from './automation-types.ts';
import { NO_VALUE_OPERATORS, operatorsFor } from './operators.ts';

const change = ['changed', 'changed_to'];
/** Spec 001, section 5 "Operators by field", row by row; `event` lists what event-based rules add. */
const matrix: [string, string[], string[]][] = [
  ['status', ['equals', 'not_equals', 'parent_equals', 'parent_not_equals'], change],
  ['source', ['equals', 'not_equals'], change],
  ['type', ['equals', 'not_equals'], change],
  ['severity', ['equals', 'not_equals'], change],
  ['priority', ['equals', 'not_equals'], change],
  ['summary', ['contains', 'does_not_contain', 'contains_any', 'contains_none'], []],
  ['description', ['contains', 'does_not_contain', 'contains_any', 'contains_none'], []],
  ['tags', ['contains_any', 'contains_none', 'present', 'not_present'], []],
  ['organization', ['contains_any', 'contains_none', 'present', 'not_present'], []],
  ['location', ['contains_any', 'contains_none', 'present', 'not_present'], []],
  ['form', ['equals', 'not_equals', 'contains_any', 'contains_none'], []],
  ['requester', ['present', 'not_present', 'equals', 'not_equals', 'contains_any', 'contains_none'], []],
  ['assignee', ['present', 'not_present', 'equals', 'not_equals', 'contains_any', 'contains_none'], []],
  ['business_hours', ['in', 'not_in'], []],
  ['action', ['equals', 'not_equals'], []],
  ['commentType', ['equals'], []],
  ['updated_by', ['contains_any'], []],
  ['ticket_created', ['less_or_equal_than', 'greater_or_equal_than', 'is'], []],
  ['ticket_changed', ['less_or_equal_than', 'greater_or_equal_than', 'is'], []],
  ['assigned', ['less_or_equal_than', 'greater_or_equal_than', 'is'], []],
  ['customer_responded', ['less_or_equal_than', 'greater_or_equal_than', 'is'], []],
  ['technician_responded', ['less_or_equal_than', 'greater_or_equal_than', 'is'], []],
  ['status:4', ['less_or_equal_than', 'greater_or_equal_than', 'is'], []],
];

const sorted = (ops: readonly string[]) => [...ops].sort();

describe('operators by field (spec 001, section 5)', () => {
  for (const [field, base, event] of matrix) {
    it(`${field}: ${base.join(', ')}${event.length ? ' (+ changed, changed_to for event-based)' : ''}`, () => {
      for (const type of automationTypes) {
        const expected = type === 'EVENT_BASED' ? [...base, ...event] : base;
        expect(sorted(operatorsFor(field, type as AutomationType)), `${field} ${type}`).toEqual(
          sorted(expected),
        );
      }
    });
  }

  const presence = ['present', 'not_present'];
  const attributes: [string, string[]][] = [
    ['MULTI_SELECT', [...presence, 'contains_any', 'contains_none']],
    ['DROPDOWN', [...presence, 'equals', 'not_equals']],
    ['CHECKBOX', [...presence, 'equals', 'not_equals']],
    ['TEXT', [...presence, 'contains', 'does_not_contain', 'contains_any', 'contains_none']],
    ['TEXT_MULTILINE', [...presence, 'contains', 'does_not_contain', 'contains_any', 'contains_none']],
    ['NUMERIC', [...presence, 'greater_than', 'less_than', 'greater_or_equal_than', 'less_or_equal_than']],
    ['DECIMAL', [...presence, 'greater_than', 'less_than', 'greater_or_equal_than', 'less_or_equal_than']],
    ['DATE', [...presence, 'greater_than', 'less_than', 'greater_or_equal_than', 'less_or_equal_than']],
  ];
  for (const [attributeType, expected] of attributes) {
    it(`custom attribute ${attributeType}: ${expected.join(', ')}`, () => {
      expect(sorted(operatorsFor('attribute:3', 'EVENT_BASED', attributeType as 'TEXT'))).toEqual(
        sorted(expected),
      );
    });
  }

  it('knows no operator for an attribute of unknown type or an unknown field', () => {
    expect(operatorsFor('attribute:3', 'BOARD')).toEqual([]);
    expect(operatorsFor('nope', 'BOARD')).toEqual([]);
  });

  it('takes no value for present, not_present and changed', () => {
    expect([...NO_VALUE_OPERATORS]).toEqual(['present', 'not_present', 'changed']);
  });
});
