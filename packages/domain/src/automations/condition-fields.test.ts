import { describe, expect, it } from 'vitest';
import {
  type ConditionContext,
  conditionFieldKeySchema,
  conditionFieldsFor,
  isFieldOffered,
  parseConditionField,
} from './condition-fields.ts';

const ctx: ConditionContext = {
  statusIds: [1, 5],
  attributes: [
    { id: 7, attributeType: 'TEXT', active: true },
    { id: 8, attributeType: 'NUMERIC', active: false },
  ],
};
const common = [
  'type',
  'status',
  'source',
  'severity',
  'priority',
  'summary',
  'description',
  'organization',
  'location',
  'form',
  'requester',
  'assignee',
  'tags',
];
const timeSince = [
  'ticket_created',
  'ticket_changed',
  'assigned',
  'customer_responded',
  'technician_responded',
  'status:1',
  'status:5',
];

describe('condition fields by automation type and group (spec 001, section 3)', () => {
  it('offers event-based rules the event fields and business hours in ALL, no time-since fields', () => {
    expect(conditionFieldsFor('EVENT_BASED', 'all', ctx)).toEqual([
      ...common,
      'action',
      'commentType',
      'updated_by',
      'business_hours',
      'attribute:7',
    ]);
    expect(conditionFieldsFor('EVENT_BASED', 'any', ctx)).toEqual([
      ...common,
      'action',
      'commentType',
      'updated_by',
      'attribute:7',
    ]);
  });

  it('offers time-based rules business hours and time-since fields in ALL only', () => {
    expect(conditionFieldsFor('TIME_BASED', 'all', ctx)).toEqual([
      ...common,
      'business_hours',
      ...timeSince,
      'attribute:7',
    ]);
    expect(conditionFieldsFor('TIME_BASED', 'any', ctx)).toEqual([...common, 'attribute:7']);
  });

  it('offers boards time-since fields in ALL, never business hours', () => {
    expect(conditionFieldsFor('BOARD', 'all', ctx)).toEqual([...common, ...timeSince, 'attribute:7']);
    expect(conditionFieldsFor('BOARD', 'any', ctx)).toEqual([...common, 'attribute:7']);
  });

  it('offers response templates nothing', () => {
    expect(conditionFieldsFor('RESPONSE_TEMPLATE', 'all', ctx)).toEqual([]);
    expect(conditionFieldsFor('RESPONSE_TEMPLATE', 'any', ctx)).toEqual([]);
  });

  it('drops inactive attributes and unknown statuses when it knows them, trusts ids without a context', () => {
    expect(isFieldOffered('attribute:8', 'EVENT_BASED', 'all', ctx)).toBe(false);
    expect(isFieldOffered('attribute:9', 'EVENT_BASED', 'all', ctx)).toBe(false);
    expect(isFieldOffered('attribute:9', 'EVENT_BASED', 'all')).toBe(true);
    expect(isFieldOffered('status:2', 'BOARD', 'all', ctx)).toBe(false);
    expect(isFieldOffered('status:2', 'BOARD', 'all')).toBe(true);
    expect(isFieldOffered('status:2', 'BOARD', 'any')).toBe(false);
  });

  it('reads field keys and refuses malformed ones', () => {
    expect(parseConditionField('status:12')).toEqual({ kind: 'statusTime', statusId: 12 });
    expect(parseConditionField('attribute:3')).toEqual({ kind: 'attribute', attributeId: 3 });
    expect(parseConditionField('ticket_created')).toEqual({ kind: 'timeSince', field: 'ticket_created' });
    expect(parseConditionField('tags')).toEqual({ kind: 'system', field: 'tags' });
    for (const bad of ['status:0', 'status:-1', 'status:01', 'attribute:99999999999', 'nope']) {
      expect(parseConditionField(bad), bad).toBeNull();
      expect(conditionFieldKeySchema.safeParse(bad).success, bad).toBe(false);
    }
    expect(conditionFieldKeySchema.safeParse('attribute:42').success).toBe(true);
  });
});
