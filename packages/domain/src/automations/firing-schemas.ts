// What a rule did (a firing and its actions' outcomes) and why it would or would not fire on a ticket.
import { z } from 'zod';
import { actionTypes } from './action-schema.ts';
import { conditionGroups } from './automation-types.ts';
import { conditionFieldKeySchema } from './condition-fields.ts';
import { conditionValueSchema } from './condition-values.ts';
import { conditionOperators } from './operators.ts';

/** What set the rule off: a ticket created or updated, a comment, the time-based sweep, or a technician. */
export const firingEvents = ['INSERT', 'UPDATE', 'COMMENT', 'SWEEP', 'MANUAL'] as const;
export type FiringEvent = (typeof firingEvents)[number];
export const firingStatuses = ['SUCCEEDED', 'FAILED', 'PARTIAL'] as const;
export const firingActionStatuses = ['DONE', 'QUEUED', 'FAILED', 'SKIPPED'] as const;

export const firingSchema = z.object({
  id: z.number(),
  ruleId: z.number(),
  ruleName: z.string(),
  ticketId: z.number(),
  event: z.enum(firingEvents),
  /** 0 for a change made by a person; one more for each rule whose change set this one off. */
  depth: z.number().int().min(0),
  firedAt: z.string(),
  status: z.enum(firingStatuses),
  actions: z.array(
    z.object({
      type: z.enum(actionTypes),
      status: z.enum(firingActionStatuses),
      detail: z.string().optional(),
      error: z.string().optional(),
    }),
  ),
});
export type Firing = z.infer<typeof firingSchema>;

export const conditionExplanationSchema = z.object({
  group: z.enum(conditionGroups),
  index: z.number().int().min(0),
  field: conditionFieldKeySchema,
  operator: z.enum(conditionOperators),
  expected: conditionValueSchema,
  /** The ticket's value for the field, as JSON. */
  actual: z.json(),
  holds: z.boolean(),
});
export type ConditionExplanation = z.infer<typeof conditionExplanationSchema>;

export const ruleExplanationSchema = z.object({
  ruleId: z.number(),
  ticketId: z.number(),
  matches: z.boolean(),
  conditions: z.array(conditionExplanationSchema),
  lastFiredAt: z.string().nullable(),
  /** Time-based rules: when the ticket may be fired on again; null for other types or when it may now. */
  nextEligibleAt: z.string().nullable(),
  /** Why it does or does not match beyond the conditions (disabled, already fired, reset pending...). */
  reasons: z.array(z.string()),
});
export type RuleExplanation = z.infer<typeof ruleExplanationSchema>;
