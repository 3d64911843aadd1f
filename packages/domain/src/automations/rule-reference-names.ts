// The names of what a saved rule refers to, answered with the rule so an editor shows names (with the
// deleted ones marked) instead of bare ids. Only what the caller may see is listed.
import { z } from 'zod';
import { ticketPersonSchema } from '../tickets/ticket-schemas.ts';
import { automationRuleSchema } from './rule-schema.ts';

export const ruleReferenceNamesSchema = z.object({
  organizations: z.array(z.object({ id: z.number(), name: z.string(), deleted: z.boolean() })),
  locations: z.array(
    z.object({ id: z.number(), name: z.string(), organizationName: z.string(), deleted: z.boolean() }),
  ),
  /** People named by uid, and technicians named by user id (an assignee change), each once. */
  users: z.array(ticketPersonSchema.pick({ uid: true, id: true, name: true, deleted: true, kind: true })),
});
export type RuleReferenceNames = z.infer<typeof ruleReferenceNamesSchema>;

export const automationRuleDetailSchema = automationRuleSchema.extend({
  references: ruleReferenceNamesSchema,
});
export type AutomationRuleDetail = z.infer<typeof automationRuleDetailSchema>;
