// The four kinds of help-desk automation rule (spec 001, section 3), and which of them take conditions.
import { z } from 'zod';

export const automationTypes = ['EVENT_BASED', 'TIME_BASED', 'BOARD', 'RESPONSE_TEMPLATE'] as const;
export type AutomationType = (typeof automationTypes)[number];
export const automationTypeSchema = z.enum(automationTypes);

/** A response template is applied by hand to one ticket, so it has no conditions to test. */
export const conditionAutomationTypes = [
  'EVENT_BASED',
  'TIME_BASED',
  'BOARD',
] as const satisfies readonly AutomationType[];

export const conditionGroups = ['all', 'any'] as const;
export type ConditionGroup = (typeof conditionGroups)[number];

export function hasConditions(type: AutomationType): boolean {
  return (conditionAutomationTypes as readonly AutomationType[]).includes(type);
}
