// The rule editor's own check of its form state: the API's body schema with the installation's
// statuses and attributes, so a rule the editor lets through is one the server takes, and each refusal
// comes back with its place in the rule for the editor to show beside the field.
import type { z } from 'zod';
import type { ConditionContext } from './condition-fields.ts';
import type { RuleIssue } from './condition-schema.ts';
import { automationRuleInputSchemaFor, type automationRuleShapeSchema } from './rule-schema.ts';

export type AutomationRuleForm = z.input<typeof automationRuleShapeSchema>;

/** Every refused place of the form state; none means the rule may be saved. */
export function ruleFormIssues(rule: AutomationRuleForm, ctx?: ConditionContext): RuleIssue[] {
  const answer = automationRuleInputSchemaFor(ctx).safeParse(rule);
  if (answer.success) return [];
  return answer.error.issues.map((issue) => ({
    path: issue.path as (string | number)[],
    message: issue.message,
  }));
}
