// Which ticket fields a rule's conditions may test (spec 001, section 3 "Condition fields"), by
// automation type and group. Keys: a system field, a time-since field, `status:{id}` (time since the
// ticket entered that status) or `attribute:{id}` (a custom attribute).
import { z } from 'zod';
import { MAX_ID } from '../http/common.ts';
import type { AttributeType } from '../tickets/ticketing-config-schemas.ts';
import type { AutomationType, ConditionGroup } from './automation-types.ts';

export const systemConditionFields = [
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
  'action',
  'commentType',
  'updated_by',
  'business_hours',
] as const;
export type SystemConditionField = (typeof systemConditionFields)[number];

/** Hours since something happened to the ticket; besides these, `status:{id}` is one per status. */
export const timeSinceFields = [
  'ticket_created',
  'ticket_changed',
  'assigned',
  'customer_responded',
  'technician_responded',
] as const;
export type TimeSinceField = (typeof timeSinceFields)[number];

export type StatusTimeField = `status:${number}`;
export type AttributeField = `attribute:${number}`;
export type ConditionFieldKey = SystemConditionField | TimeSinceField | StatusTimeField | AttributeField;

type Offer = { types: readonly AutomationType[]; groups: readonly ConditionGroup[] };
const EVERY: readonly AutomationType[] = ['EVENT_BASED', 'TIME_BASED', 'BOARD'];
const BOTH: readonly ConditionGroup[] = ['all', 'any'];
const common: Offer = { types: EVERY, groups: BOTH };
const eventOnly: Offer = { types: ['EVENT_BASED'], groups: BOTH };

/** Where each system field is offered; response templates have no conditions at all. */
export const systemFieldOffers: Record<SystemConditionField, Offer> = {
  type: common,
  status: common,
  source: common,
  severity: common,
  priority: common,
  summary: common,
  description: common,
  organization: common,
  location: common,
  form: common,
  requester: common,
  assignee: common,
  tags: common,
  action: eventOnly,
  commentType: eventOnly,
  updated_by: eventOnly,
  business_hours: { types: ['EVENT_BASED', 'TIME_BASED'], groups: ['all'] },
};

/** Time-since fields, the per-status ones included. */
export const timeSinceOffer: Offer = { types: ['TIME_BASED', 'BOARD'], groups: ['all'] };
export const attributeOffer: Offer = common;

const offered = (offer: Offer, type: AutomationType, group: ConditionGroup) =>
  offer.types.includes(type) && offer.groups.includes(group);

/** A custom attribute as the condition editor needs it (a TicketAttribute row fits). */
export type ConditionAttribute = {
  id: number;
  attributeType: AttributeType;
  active: boolean;
  content?: { max?: number };
};
export type ConditionContext = { statusIds: readonly number[]; attributes: readonly ConditionAttribute[] };

export type ParsedConditionField =
  | { kind: 'system'; field: SystemConditionField }
  | { kind: 'timeSince'; field: TimeSinceField }
  | { kind: 'statusTime'; statusId: number }
  | { kind: 'attribute'; attributeId: number };

const KEYED = /^(status|attribute):([1-9]\d{0,9})$/;

/** What a field key names, or null when it names nothing. */
export function parseConditionField(key: string): ParsedConditionField | null {
  if ((systemConditionFields as readonly string[]).includes(key))
    return { kind: 'system', field: key as SystemConditionField };
  if ((timeSinceFields as readonly string[]).includes(key))
    return { kind: 'timeSince', field: key as TimeSinceField };
  const match = KEYED.exec(key);
  if (!match || Number(match[2]) > MAX_ID) return null;
  const id = Number(match[2]);
  return match[1] === 'status'
    ? { kind: 'statusTime', statusId: id }
    : { kind: 'attribute', attributeId: id };
}

export const conditionFieldKeySchema = z
  .union([
    z.enum(systemConditionFields),
    z.enum(timeSinceFields),
    z.templateLiteral(['status:', z.number().int()]),
    z.templateLiteral(['attribute:', z.number().int()]),
  ])
  .refine((key) => parseConditionField(key) !== null, 'Unknown field');

/** Whether the key is offered for the type and group; with no context, any status or attribute id is. */
export function isFieldOffered(
  key: string,
  type: AutomationType,
  group: ConditionGroup,
  ctx?: ConditionContext,
): boolean {
  const parsed = parseConditionField(key);
  if (!parsed) return false;
  switch (parsed.kind) {
    case 'system':
      return offered(systemFieldOffers[parsed.field], type, group);
    case 'timeSince':
      return offered(timeSinceOffer, type, group);
    case 'statusTime':
      return offered(timeSinceOffer, type, group) && (!ctx || ctx.statusIds.includes(parsed.statusId));
    case 'attribute':
      return (
        offered(attributeOffer, type, group) &&
        (!ctx || ctx.attributes.some((a) => a.id === parsed.attributeId && a.active))
      );
  }
}

/** The field keys a condition in this group of this type of rule may use, in the editor's order. */
export function conditionFieldsFor(
  type: AutomationType,
  group: ConditionGroup,
  ctx: ConditionContext,
): ConditionFieldKey[] {
  const keys: ConditionFieldKey[] = [
    ...systemConditionFields,
    ...timeSinceFields,
    ...ctx.statusIds.map((id): StatusTimeField => `status:${id}`),
    ...ctx.attributes.map((a): AttributeField => `attribute:${a.id}`),
  ];
  return keys.filter((key) => isFieldOffered(key, type, group, ctx));
}

export function findAttribute(key: string, ctx?: ConditionContext): ConditionAttribute | undefined {
  const parsed = parseConditionField(key);
  if (parsed?.kind !== 'attribute' || !ctx) return undefined;
  return ctx.attributes.find((a) => a.id === parsed.attributeId);
}
