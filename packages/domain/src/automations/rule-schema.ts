// An automation rule as a technician saves it and as the API answers it (spec 001, sections 3, 5 and
// 9). Every refusal names its place in the rule, so the editor can show it beside the field.
import { z } from 'zod';
import { MAX_ID, nameSchema } from '../http/common.ts';
import { ticketPriorities, ticketSeverities } from '../tickets/ticket-enums.ts';
import { actionLimitIssues } from './action-limits.ts';
import { ruleActionSchema, TAGS_MAX, timeTrackerUnits } from './action-schema.ts';
import { type AutomationType, automationTypeSchema } from './automation-types.ts';
import { boardColumnIssues, boardSchema } from './board-schema.ts';
import type { ConditionContext } from './condition-fields.ts';
import { conditionGroupsSchema, conditionIssues, type RuleIssue } from './condition-schema.ts';
import { RULE_MESSAGES } from './rule-messages.ts';
import { tagIdSchema } from './tag-name.ts';

export const RULE_NAME_MAX = 200;
export const RULE_DESCRIPTION_MAX = 1000;
export const RULE_ACTIONS_MAX = 50;

const requiredId = z.number(RULE_MESSAGES.required).int().positive().max(MAX_ID);
const policyPriority = z.enum(ticketPriorities).nullable().default(null);
const policySeverity = z.enum(ticketSeverities).nullable().default(null);

export const conditionResetSchema = z
  .strictObject({
    resetStatus: requiredId,
    resetTimeValue: z
      .number()
      .int(RULE_MESSAGES.positiveInteger)
      .min(0, RULE_MESSAGES.positiveInteger)
      .max(100_000)
      .nullable()
      .default(null),
    resetTimeUnit: z.enum(timeTrackerUnits).nullable().default(null),
  })
  .superRefine((reset, ctx) => {
    if (reset.resetTimeValue !== null && reset.resetTimeUnit === null)
      ctx.addIssue({ code: 'custom', path: ['resetTimeUnit'], message: RULE_MESSAGES.unitRequired });
  });
export type ConditionReset = z.infer<typeof conditionResetSchema>;

export const retriggerSchema = z
  .strictObject({
    createNewTicket: z.boolean(),
    retriggerStatus: requiredId.nullable().default(null),
    retriggerTags: z.array(tagIdSchema).max(TAGS_MAX).default([]),
    retriggerPriority: policyPriority,
    retriggerSeverity: policySeverity,
  })
  .superRefine((retrigger, ctx) => {
    if (!retrigger.createNewTicket && retrigger.retriggerStatus === null)
      ctx.addIssue({ code: 'custom', path: ['retriggerStatus'], message: RULE_MESSAGES.required });
  });
export type Retrigger = z.infer<typeof retriggerSchema>;

/** Priority and severity null mean "use policy". */
export const ticketCreateSettingsSchema = z.strictObject({
  ticketFormId: requiredId,
  tags: z.array(tagIdSchema).max(TAGS_MAX).default([]),
  status: requiredId,
  priority: policyPriority,
  severity: policySeverity,
  useOwnerAsRequester: z.boolean().default(false),
});
export type TicketCreateSettings = z.infer<typeof ticketCreateSettingsSchema>;

const ruleFields = {
  name: nameSchema(RULE_NAME_MAX),
  description: z.string().trim().max(RULE_DESCRIPTION_MAX).default(''),
  enabled: z.boolean().default(true),
  automationType: automationTypeSchema,
  conditions: conditionGroupsSchema.default({ all: [], any: [] }),
  actions: z.array(ruleActionSchema).max(RULE_ACTIONS_MAX).default([]),
  conditionReset: conditionResetSchema.nullable().default(null),
  retrigger: retriggerSchema.nullable().default(null),
  ticketCreate: ticketCreateSettingsSchema.nullable().default(null),
  board: boardSchema.nullable().default(null),
};

/** The rule's shape alone, before the checks that tie its parts to its type. */
export const automationRuleShapeSchema = z.strictObject(ruleFields);
type RuleShape = z.infer<typeof automationRuleShapeSchema>;

/** Sections that only some types of rule have. */
export const ticketSectionTypes: readonly AutomationType[] = ['EVENT_BASED', 'TIME_BASED'];

function sectionIssues(rule: RuleShape): RuleIssue[] {
  const issues: RuleIssue[] = [];
  const isBoard = rule.automationType === 'BOARD';
  if (isBoard && !rule.board) issues.push({ path: ['board'], message: RULE_MESSAGES.boardRequired });
  if (!isBoard && rule.board) issues.push({ path: ['board'], message: RULE_MESSAGES.boardOnly });
  for (const section of ['conditionReset', 'retrigger', 'ticketCreate'] as const) {
    if (rule[section] && !ticketSectionTypes.includes(rule.automationType))
      issues.push({ path: [section], message: RULE_MESSAGES.sectionNotOffered });
  }
  return issues;
}

/** Every refusal of a well-shaped rule; with the server's statuses and attributes, the full check. */
export function ruleIssues(rule: RuleShape, ctx?: ConditionContext): RuleIssue[] {
  return [
    ...conditionIssues(rule.conditions, rule.automationType, ctx),
    ...actionLimitIssues(rule.actions, rule.automationType),
    ...sectionIssues(rule),
    ...boardColumnIssues(rule.board, ctx),
  ];
}

/** The rule input checked against a context; the API's body schema is the context-free one below. */
export function automationRuleInputSchemaFor(ctx?: ConditionContext) {
  return automationRuleShapeSchema.superRefine((rule, refinement) => {
    for (const issue of ruleIssues(rule, ctx)) refinement.addIssue({ code: 'custom', ...issue });
  });
}
export const automationRuleInputSchema = automationRuleInputSchemaFor();
export type AutomationRuleInput = z.input<typeof automationRuleInputSchema>;
export type AutomationRuleData = z.infer<typeof automationRuleInputSchema>;

export const automationRuleSchema = z.object({
  ...ruleFields,
  id: z.number(),
  /** Rules of one type run, and are listed, in this order. */
  position: z.number(),
  name: z.string(),
  description: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type AutomationRule = z.infer<typeof automationRuleSchema>;
