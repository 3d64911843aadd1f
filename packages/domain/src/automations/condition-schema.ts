// A condition {field, operator, value} and a rule's two groups (all must hold, any may), with the
// checks that tie field, operator and value to the automation type (spec 001, sections 3 and 5).
import { z } from 'zod';
import type { AutomationType, ConditionGroup } from './automation-types.ts';
import { hasConditions } from './automation-types.ts';
import {
  type ConditionContext,
  conditionFieldKeySchema,
  findAttribute,
  isFieldOffered,
} from './condition-fields.ts';
import { CONDITION_LIST_MAX, conditionValueSchema, valueSchemaFor } from './condition-values.ts';
import { anyAttributeOperators, conditionOperators, operatorsFor } from './operators.ts';
import { RULE_MESSAGES } from './rule-messages.ts';

export const conditionSchema = z.strictObject({
  field: conditionFieldKeySchema,
  operator: z.enum(conditionOperators),
  value: conditionValueSchema.default(null),
});
export type Condition = z.infer<typeof conditionSchema>;
export type ConditionInput = z.input<typeof conditionSchema>;

export const conditionGroupsSchema = z.strictObject({
  all: z.array(conditionSchema).max(CONDITION_LIST_MAX).default([]),
  any: z.array(conditionSchema).max(CONDITION_LIST_MAX).default([]),
});
export type ConditionGroups = z.infer<typeof conditionGroupsSchema>;

/** A refusal with where it applies, relative to the rule (so `['conditions', 'all', 0, 'value']`). */
export type RuleIssue = { path: (string | number)[]; message: string };

const isBlank = (value: unknown) =>
  value === null || value === undefined || value === '' || (Array.isArray(value) && value.length === 0);

/** What is wrong with one condition, first problem only: field, then operator, then value. */
export function conditionIssue(
  condition: Condition,
  type: AutomationType,
  group: ConditionGroup,
  ctx?: ConditionContext,
): RuleIssue | null {
  const { field, operator, value } = condition;
  if (!isFieldOffered(field, type, group, ctx)) {
    const known = isFieldOffered(field, type, group);
    const message = !known
      ? RULE_MESSAGES.fieldNotOffered
      : field.startsWith('status:')
        ? RULE_MESSAGES.unknownStatus
        : RULE_MESSAGES.unknownAttribute;
    return { path: ['field'], message };
  }
  const attribute = findAttribute(field, ctx);
  const allowed =
    !attribute && field.startsWith('attribute:')
      ? anyAttributeOperators
      : operatorsFor(field, type, attribute?.attributeType);
  if (!allowed.includes(operator)) return { path: ['operator'], message: RULE_MESSAGES.operatorNotAllowed };
  const schema = valueSchemaFor(field, operator, type, attribute);
  if (!schema) return value === null ? null : { path: ['value'], message: RULE_MESSAGES.noValueExpected };
  if (isBlank(value)) return { path: ['value'], message: RULE_MESSAGES.required };
  const result = schema.safeParse(value);
  if (result.success) return null;
  const issue = result.error.issues[0]!;
  return { path: ['value', ...(issue.path as (string | number)[])], message: issue.message };
}

/**
 * Every refused condition of a rule. Without a context, status and attribute ids are taken on trust
 * and attribute operators and values are checked loosely; the server passes its statuses and
 * attributes for the full check.
 */
export function conditionIssues(
  groups: ConditionGroups,
  type: AutomationType,
  ctx?: ConditionContext,
): RuleIssue[] {
  const issues: RuleIssue[] = [];
  for (const group of ['all', 'any'] as const) {
    groups[group].forEach((condition, index) => {
      const at = ['conditions', group, index];
      if (!hasConditions(type)) {
        issues.push({ path: at, message: RULE_MESSAGES.noConditions });
        return;
      }
      const issue = conditionIssue(condition, type, group, ctx);
      if (issue) issues.push({ path: [...at, ...issue.path], message: issue.message });
    });
  }
  return issues;
}
