// A policy record, the editor's input, and the effective policy: every item with the state the
// editor shows ({inherited, overridden, sourcePolicyId}) and the flat settings the agent receives.
import { z } from 'zod';
import { idSchema } from '../http/common.ts';
import { agentSettingsSchema } from './agent-settings.ts';
import { nodeRoleIdSchema } from './device-roles.ts';
import {
  backupPlanItemSchema,
  conditionItemSchema,
  emptyOverrides,
  itemKeySchema,
  POLICY_LIMITS,
  policyOverridesSchema,
  scheduledScriptItemSchema,
} from './policy-items.ts';

export const policySchema = z.object({
  id: z.number(),
  name: z.string(),
  description: z.string(),
  nodeRoleId: nodeRoleIdSchema,
  /** A parent of the same role, or null for a root policy. */
  parentId: z.number().nullable(),
  overrides: policyOverridesSchema,
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Policy = z.infer<typeof policySchema>;

export const policyInputSchema = z.strictObject({
  name: z.string().trim().min(1, 'Required').max(POLICY_LIMITS.name),
  description: z.string().trim().max(POLICY_LIMITS.description).default(''),
  nodeRoleId: nodeRoleIdSchema,
  parentId: idSchema.nullable().default(null),
  overrides: policyOverridesSchema.default(emptyOverrides),
});
export type PolicyInput = z.input<typeof policyInputSchema>;

/**
 * inherited: the value comes from an ancestor (sourcePolicyId), or from the installation's
 * defaults when sourcePolicyId is null. overridden: this policy sets an item an ancestor also sets.
 * Neither: the item is this policy's own.
 */
export const inheritanceStateSchema = z.object({
  inherited: z.boolean(),
  overridden: z.boolean(),
  sourcePolicyId: z.number().nullable(),
});
export type InheritanceState = z.infer<typeof inheritanceStateSchema>;

const effectiveItem = <T extends z.ZodType>(value: T) =>
  inheritanceStateSchema.extend({ key: itemKeySchema, value });
const effectiveSetting = <T extends z.ZodType>(value: T) => inheritanceStateSchema.extend({ value });

const s = agentSettingsSchema.shape;
export const effectivePolicySchema = z.object({
  /** The policy the chain ends at, whose view this is. */
  policyId: z.number(),
  agentSettings: z.object({
    heartbeatIntervalSeconds: effectiveSetting(s.heartbeatIntervalSeconds),
    inventoryIntervalMinutes: effectiveSetting(s.inventoryIntervalMinutes),
    allowedActions: effectiveSetting(s.allowedActions),
  }),
  /** Each list sorted by key, so the result does not hang on how a database stored the JSON. */
  backupPlans: z.array(effectiveItem(backupPlanItemSchema)),
  conditions: z.array(effectiveItem(conditionItemSchema)),
  scheduledScripts: z.array(effectiveItem(scheduledScriptItemSchema)),
});
export type EffectivePolicy = z.infer<typeof effectivePolicySchema>;

/** What the agent receives: values only, disabled items left out. */
export const agentPolicySchema = z.object({
  policyId: z.number(),
  agentSettings: agentSettingsSchema,
  backupPlans: z.array(z.object({ key: itemKeySchema, plan: backupPlanItemSchema.shape.plan })),
  conditions: z.array(conditionItemSchema.omit({ enabled: true }).extend({ key: itemKeySchema })),
  scheduledScripts: z.array(scheduledScriptItemSchema.omit({ enabled: true }).extend({ key: itemKeySchema })),
});
export type AgentPolicy = z.infer<typeof agentPolicySchema>;
