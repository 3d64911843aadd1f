// The value a condition carries, by field and operator. One rule for every field: equals, not_equals,
// changed_to, parent_equals and parent_not_equals take ONE value; contains_any and contains_none take a
// non-empty LIST of the same kind of value; present, not_present and changed take none (null).
//
// Value kinds:
// - organization, location, form: organisation, location and form ids (numbers).
// - status: a status id (number); parent_equals tests the parent ticket's status.
// - tags: tag ids (10-character strings); tags only take list operators.
// - requester, assignee: user uids (strings); 'CURRENT_USER' names whoever the rule runs for, except
//   in time-based rules, which run for nobody. updated_by: a list of uids.
// - type, source, severity, priority: the ticket enums; action: INSERT (created) or UPDATE (updated);
//   commentType: PUBLIC or PRIVATE.
// - summary, description and TEXT attributes: a string for contains/does_not_contain, strings for lists.
// - business_hours: none; in ("Within") and not_in ("Outside") say it all against the configured hours.
// - time-since fields and `status:{id}`: 'hours:minutes' (see time-since.ts).
// - attributes: MULTI_SELECT option ids (lists), DROPDOWN an option id, CHECKBOX a boolean, NUMERIC an
//   integer >= 0 up to the attribute's max, DECIMAL a number >= 0, DATE seconds since 1970.
import { z } from 'zod';
import { idSchema, MAX_ID } from '../http/common.ts';
import { ticketPriorities, ticketSeverities, ticketSources, ticketTypes } from '../tickets/ticket-enums.ts';
import { attributeValueSchema } from '../tickets/ticket-schemas.ts';
import type { AutomationType } from './automation-types.ts';
import {
  type ConditionAttribute,
  parseConditionField,
  type SystemConditionField,
} from './condition-fields.ts';
import { isListOperator, isNoValueOperator } from './operators.ts';
import { lessOrEqualMessage, RULE_MESSAGES } from './rule-messages.ts';
import { tagIdSchema } from './tag-name.ts';
import { timeSinceValueSchema } from './time-since.ts';

export const CURRENT_USER = 'CURRENT_USER';
export const ticketEvents = ['INSERT', 'UPDATE'] as const;
export const commentTypes = ['PUBLIC', 'PRIVATE'] as const;
export const CONDITION_TEXT_MAX = 1000;
export const CONDITION_LIST_MAX = 100;
/** The spec does not show the numeric maximum; without an attribute's own, ids' 32-bit bound holds. */
export const NUMERIC_VALUE_MAX = MAX_ID;

/** Any value a condition may hold; valueSchemaFor narrows it by field and operator. */
export const conditionValueSchema = z.union([
  z.null(),
  z.boolean(),
  z.number(),
  z.string().max(CONDITION_TEXT_MAX),
  z.array(z.union([z.string().max(CONDITION_TEXT_MAX), z.number()])).max(CONDITION_LIST_MAX),
]);
export type ConditionValue = z.infer<typeof conditionValueSchema>;

const text = z
  .string()
  .max(CONDITION_TEXT_MAX)
  .refine((s) => s.trim().length > 0, RULE_MESSAGES.required);
export const uidSchema = z.string().min(1, RULE_MESSAGES.required).max(64);
const optionId = z.string().min(1, RULE_MESSAGES.required).max(40);
const userRef = (type: AutomationType) =>
  type === 'TIME_BASED'
    ? uidSchema.refine((v) => v !== CURRENT_USER, RULE_MESSAGES.currentUserNotAllowed)
    : uidSchema;

const list = (item: z.ZodType) => z.array(item).min(1, RULE_MESSAGES.required).max(CONDITION_LIST_MAX);

const systemValue = (field: SystemConditionField, type: AutomationType): z.ZodType | null => {
  switch (field) {
    case 'organization':
    case 'location':
    case 'form':
    case 'status':
      return idSchema;
    case 'tags':
      return tagIdSchema;
    case 'requester':
    case 'assignee':
      return userRef(type);
    case 'updated_by':
      return uidSchema;
    case 'type':
      return z.enum(ticketTypes);
    case 'source':
      return z.enum(ticketSources);
    case 'severity':
      return z.enum(ticketSeverities);
    case 'priority':
      return z.enum(ticketPriorities);
    case 'action':
      return z.enum(ticketEvents);
    case 'commentType':
      return z.enum(commentTypes);
    case 'summary':
    case 'description':
      return text;
    case 'business_hours':
      return null;
  }
};

const attributeValue = (attribute: ConditionAttribute | undefined): z.ZodType => {
  const max = attribute?.content?.max ?? NUMERIC_VALUE_MAX;
  switch (attribute?.attributeType) {
    case undefined:
      return attributeValueSchema;
    case 'MULTI_SELECT':
    case 'DROPDOWN':
      return optionId;
    case 'CHECKBOX':
      return z.boolean();
    case 'TEXT':
    case 'TEXT_MULTILINE':
      return text;
    case 'NUMERIC':
      return z
        .number(RULE_MESSAGES.positiveInteger)
        .int(RULE_MESSAGES.positiveInteger)
        .min(0, RULE_MESSAGES.positiveInteger)
        .max(max, lessOrEqualMessage(max));
    case 'DECIMAL':
      return z
        .number(RULE_MESSAGES.positiveNumber)
        .min(0, RULE_MESSAGES.positiveNumber)
        .max(max, lessOrEqualMessage(max));
    case 'DATE':
      return z
        .number(RULE_MESSAGES.positiveInteger)
        .int(RULE_MESSAGES.positiveInteger)
        .min(0, RULE_MESSAGES.positiveInteger);
  }
};

/**
 * The schema a condition's value must pass, or null when the condition takes no value. The field and
 * operator are assumed already checked (operatorsFor); an attribute's type comes with its context.
 */
export function valueSchemaFor(
  field: string,
  operator: string,
  type: AutomationType,
  attribute?: ConditionAttribute,
): z.ZodType | null {
  if (isNoValueOperator(operator)) return null;
  const parsed = parseConditionField(field);
  if (!parsed) return null;
  let one: z.ZodType | null;
  switch (parsed.kind) {
    case 'system':
      one = systemValue(parsed.field, type);
      break;
    case 'timeSince':
    case 'statusTime':
      one = timeSinceValueSchema;
      break;
    case 'attribute':
      one = attributeValue(attribute);
      break;
  }
  if (one === null) return null;
  return isListOperator(operator) ? list(one) : one;
}
