// What a policy holds, as sparse overrides by section and item key: a child policy stores only the
// items it sets itself. Adding a section (patch overrides, later) is a new entry here and in
// policySections; the inheritance code works over the sections without knowing them.
import { z } from 'zod';
import { planInputSchema } from '../backup/plans.ts';
import { scheduleSchema } from '../backup/schedule.ts';
import { idSchema } from '../http/common.ts';
import { agentSettingsSchema } from './agent-settings.ts';
import { CONDITION_LIMITS, conditionActionSchema, policyConditionSchema } from './conditions.ts';

export const POLICY_LIMITS = {
  name: 200,
  description: 2000,
  itemsPerSection: 100,
  /** Ancestors of a policy, itself included. */
  depth: 10,
} as const;

/** Stable across a tree: a child's override names the parent's item by this key. */
export const itemKeySchema = z
  .string()
  .regex(/^[A-Za-z0-9_-]{1,64}$/, 'Letters, digits, - and _ only, at most 64');

export const backupPlanItemSchema = z.strictObject({
  enabled: z.boolean(),
  plan: planInputSchema,
});
export type BackupPlanItem = z.infer<typeof backupPlanItemSchema>;

export const conditionItemSchema = z.strictObject({
  enabled: z.boolean(),
  name: z.string().trim().min(1, 'Required').max(POLICY_LIMITS.name),
  condition: policyConditionSchema,
  actions: z.array(conditionActionSchema).max(CONDITION_LIMITS.actions).default([]),
});
export type ConditionItem = z.infer<typeof conditionItemSchema>;

export const scheduledScriptItemSchema = z.strictObject({
  enabled: z.boolean(),
  scriptId: idSchema,
  variables: z.record(z.string().max(200), z.unknown()).default({}),
  schedule: scheduleSchema,
});
export type ScheduledScriptItem = z.infer<typeof scheduledScriptItemSchema>;

const keyed = <T extends z.ZodType>(item: T) =>
  z
    .record(itemKeySchema, item)
    .refine((r) => Object.keys(r).length <= POLICY_LIMITS.itemsPerSection, {
      message: `At most ${POLICY_LIMITS.itemsPerSection} items`,
    })
    .default({});

export const policyOverridesSchema = z.strictObject({
  /** Keyed by setting name: each setting is one inheritable item. */
  agentSettings: agentSettingsSchema.partial().default({}),
  backupPlans: keyed(backupPlanItemSchema),
  conditions: keyed(conditionItemSchema),
  scheduledScripts: keyed(scheduledScriptItemSchema),
});
export type PolicyOverrides = z.infer<typeof policyOverridesSchema>;
export type PolicySection = keyof PolicyOverrides;
/** Sections of listed items, each with an enabled switch. */
export type ListSection = Exclude<PolicySection, 'agentSettings'>;

export const policySections = [
  'agentSettings',
  'backupPlans',
  'conditions',
  'scheduledScripts',
] as const satisfies readonly PolicySection[];
export const listSections = policySections.filter((s): s is ListSection => s !== 'agentSettings');

export const emptyOverrides = (): PolicyOverrides => ({
  agentSettings: {},
  backupPlans: {},
  conditions: {},
  scheduledScripts: {},
});
