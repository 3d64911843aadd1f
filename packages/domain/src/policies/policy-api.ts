// The policy API: policies and their items, device roles, an organisation's node-role policy map, a
// device's own settings and the policy its agent runs by. The console and the agent build on these.
import { z } from 'zod';
import { approvalStatuses } from '../approvals/schemas.ts';
import { coercedIdSchema, idParamSchema, idSchema, MAX_ID } from '../http/common.ts';
import { endpoint } from '../http/endpoint.ts';
import { MAX_PAGE } from '../http/paging.ts';
import { agentSettingsSchema } from './agent-settings.ts';
import { nodeRoleIdSchema, nodeRoleInputSchema, nodeRoleSchema } from './device-roles.ts';
import {
  backupPlanItemSchema,
  conditionItemSchema,
  itemKeySchema,
  POLICY_LIMITS,
  type PolicySection,
  policySections,
  scheduledScriptItemSchema,
} from './policy-items.ts';
import { policyMapEntrySchema, policyMapInputSchema } from './policy-map.ts';
import {
  agentPolicySchema,
  effectivePolicySchema,
  policyInputSchema,
  policySchema,
} from './policy-schemas.ts';

export const POLICY_PAGE_SIZE = 50;

export const policySummarySchema = z.object({
  id: z.number(),
  name: z.string(),
  description: z.string(),
  nodeRoleId: nodeRoleIdSchema,
  parentId: z.number().nullable(),
  parentName: z.string().nullable(),
  /** Devices whose effective policy is this one (through a map entry or the installation default). */
  deviceCount: z.number(),
  updatedAt: z.string(),
});
export type PolicySummary = z.infer<typeof policySummarySchema>;

/** page counts from 0, as every list does. */
export const policyListQuerySchema = z.strictObject({
  nodeRoleId: nodeRoleIdSchema.optional(),
  page: z.coerce.number().int().min(0).max(MAX_PAGE).default(0),
  pageSize: z.coerce.number().int().min(1).max(POLICY_PAGE_SIZE).default(POLICY_PAGE_SIZE),
});
export type PolicyListQuery = z.input<typeof policyListQuerySchema>;

export const policyListSchema = z.object({
  items: z.array(policySummarySchema),
  total: z.number().int().nonnegative(),
});
export type PolicyList = z.infer<typeof policyListSchema>;

export const policyLinkSchema = z.object({ id: z.number(), name: z.string() });
export type PolicyLink = z.infer<typeof policyLinkSchema>;

/** A policy with its ancestors (root first, the policy itself last) and its effective result. */
export const policyDetailSchema = z.object({
  policy: policySchema,
  chain: z.array(policyLinkSchema),
  effective: effectivePolicySchema,
});
export type PolicyDetail = z.infer<typeof policyDetailSchema>;

/** A parent of another role, or one that would make the tree loop, is a 400 naming parentId. */
export const policyPatchSchema = z.strictObject({
  name: policyInputSchema.shape.name.optional(),
  description: z.string().trim().max(POLICY_LIMITS.description).optional(),
  parentId: idSchema.nullable().optional(),
});
export type PolicyPatch = z.infer<typeof policyPatchSchema>;

export const policyItemParamsSchema = z.strictObject({
  id: coercedIdSchema,
  section: z.enum(policySections),
  key: itemKeySchema,
});
export type PolicyItemParams = z.infer<typeof policyItemParamsSchema>;

const settingShape = agentSettingsSchema.shape;
const listItemSchemas = {
  backupPlans: backupPlanItemSchema,
  conditions: conditionItemSchema,
  scheduledScripts: scheduledScriptItemSchema,
} as const;

/**
 * The schema of one item's value: for agentSettings the key is a setting name and the body its bare
 * value; for the listed sections the body is the whole item, its enabled switch included (enabling
 * or disabling an inherited item is a PUT of the parent's value with the switch changed).
 * Null when the key names no agent setting.
 */
export function policyItemValueSchema(section: PolicySection, key: string): z.ZodType | null {
  if (section !== 'agentSettings') return listItemSchemas[section];
  return Object.hasOwn(settingShape, key) ? settingShape[key as keyof typeof settingShape] : null;
}

export const policyMapSchema = z.object({ entries: z.array(policyMapEntrySchema) });
export type PolicyMap = z.infer<typeof policyMapSchema>;
export const policyMapBodySchema = z.strictObject({ entries: policyMapInputSchema });
export type PolicyMapBody = z.input<typeof policyMapBodySchema>;

/** The installation's default policy per role: what a role falls back to where an organisation leaves it unmapped. */
export const installationDefaultsSchema = z.object({ entries: z.array(policyMapEntrySchema) });
export type InstallationDefaults = z.infer<typeof installationDefaultsSchema>;
export const nodeRoleParamSchema = z.strictObject({ nodeRoleId: nodeRoleIdSchema });
/** A policy of another role, or one that does not exist, is a 400 naming policyId. */
export const installationDefaultBodySchema = z.strictObject({ policyId: idSchema });
export type InstallationDefaultBody = z.infer<typeof installationDefaultBodySchema>;

export const deviceSettingsSchema = z.object({
  friendlyName: z.string().nullable(),
  /** A location of the device's organisation. */
  locationId: z.number().nullable(),
  locationName: z.string().nullable(),
  nodeRoleId: nodeRoleIdSchema,
  policy: policyLinkSchema.nullable(),
  /** Whether the policy comes from the organisation's map or the installation's default for the role. */
  policySource: z.enum(['ORGANIZATION', 'INSTALLATION_DEFAULT']).nullable(),
  effective: effectivePolicySchema.nullable(),
  /** APPROVED for a device enrolled without an approval entry (AUTOMATIC mode). */
  approvalStatus: z.enum(approvalStatuses),
  backupEnabled: z.boolean(),
});
export type DeviceSettings = z.infer<typeof deviceSettingsSchema>;

export const deviceSettingsPatchSchema = z.strictObject({
  /** Empty clears the friendly name. */
  friendlyName: z.string().trim().max(200).nullable().optional(),
  locationId: z.number().int().positive().max(MAX_ID).nullable().optional(),
  /** A role of the device's class. */
  nodeRoleId: nodeRoleIdSchema.optional(),
  backupEnabled: z.boolean().optional(),
});
export type DeviceSettingsPatch = z.infer<typeof deviceSettingsPatchSchema>;

/**
 * What an agent fetches: version changes whenever its effective policy does (the heartbeat answer
 * carries it, so the agent fetches only then); policy is null when no policy applies to the device.
 */
export const agentPolicyAnswerSchema = z.object({
  version: z.string(),
  policy: agentPolicySchema.nullable(),
});
export type AgentPolicyAnswer = z.infer<typeof agentPolicyAnswerSchema>;

const tags = ['policies'];

export const policiesApi = {
  list: endpoint({
    method: 'GET',
    path: '/policies',
    summary: 'Policies, optionally of one role, sorted by name',
    tags,
    query: policyListQuerySchema,
    response: policyListSchema,
  }),
  create: endpoint({
    method: 'POST',
    path: '/policies',
    summary: 'Create a policy; a parent must have the same role',
    tags,
    body: policyInputSchema,
    response: policySchema,
    status: 201,
  }),
  get: endpoint({
    method: 'GET',
    path: '/policies/:id',
    summary: 'One policy with its chain of ancestors and its effective result',
    tags,
    params: idParamSchema,
    response: policyDetailSchema,
  }),
  update: endpoint({
    method: 'PATCH',
    path: '/policies/:id',
    summary: 'Rename, describe or re-parent a policy (same role, no cycle)',
    tags,
    params: idParamSchema,
    body: policyPatchSchema,
    response: policySchema,
  }),
  putItem: endpoint({
    method: 'PUT',
    path: '/policies/:id/items/:section/:key',
    summary: 'Set an item: an inherited item becomes overridden (change, enable or disable)',
    tags,
    params: policyItemParamsSchema,
    body: z.unknown(),
    response: policyDetailSchema,
  }),
  revertItem: endpoint({
    method: 'DELETE',
    path: '/policies/:id/items/:section/:key',
    summary: "Revert an item: the override goes and the parent's value shows through",
    tags,
    params: policyItemParamsSchema,
    response: policyDetailSchema,
  }),
  remove: endpoint({
    method: 'DELETE',
    path: '/policies/:id',
    summary: 'Delete a policy no child policy and no organisation map uses',
    tags,
    params: idParamSchema,
    response: z.null(),
    status: 204,
  }),
};

export const deviceRolesApi = {
  list: endpoint({
    method: 'GET',
    path: '/device-roles',
    summary: 'Built-in and added device roles',
    tags,
    response: z.array(nodeRoleSchema),
  }),
  create: endpoint({
    method: 'POST',
    path: '/device-roles',
    summary: 'Add a device role for a device class',
    tags,
    body: nodeRoleInputSchema,
    response: nodeRoleSchema,
    status: 201,
  }),
};

export const policyMapApi = {
  get: endpoint({
    method: 'GET',
    path: '/organizations/:id/policy-map',
    summary: "An organisation's node-role policy map; unmapped roles take the installation default",
    tags,
    params: idParamSchema,
    response: policyMapSchema,
  }),
  put: endpoint({
    method: 'PUT',
    path: '/organizations/:id/policy-map',
    summary: "Replace an organisation's node-role policy map; each entry's policy must have its role",
    tags,
    params: idParamSchema,
    body: policyMapBodySchema,
    response: policyMapSchema,
  }),
};

/** Installation-wide: changing a default needs canManagePolicies and a role that sees every organisation. */
export const installationDefaultsApi = {
  list: endpoint({
    method: 'GET',
    path: '/webapp/noderole/default-policies',
    summary: "The installation's default policy per device role",
    tags,
    response: installationDefaultsSchema,
  }),
  put: endpoint({
    method: 'PUT',
    path: '/webapp/noderole/:nodeRoleId/default-policy',
    summary: "Set a role's installation default; the policy must have that role",
    tags,
    params: nodeRoleParamSchema,
    body: installationDefaultBodySchema,
    response: policyMapEntrySchema,
  }),
  clear: endpoint({
    method: 'DELETE',
    path: '/webapp/noderole/:nodeRoleId/default-policy',
    summary: "Clear a role's installation default: its unmapped devices then run by no policy",
    tags,
    params: nodeRoleParamSchema,
    response: z.null(),
    status: 204,
  }),
};

export const deviceSettingsApi = {
  get: endpoint({
    method: 'GET',
    path: '/devices/:id/settings',
    summary: "A device's own settings, its policy and the effective result",
    tags,
    params: idParamSchema,
    response: deviceSettingsSchema,
  }),
  update: endpoint({
    method: 'PATCH',
    path: '/devices/:id/settings',
    summary: "Change a device's friendly name, location, role or backup enablement (recorded as activities)",
    tags,
    params: idParamSchema,
    body: deviceSettingsPatchSchema,
    response: deviceSettingsSchema,
  }),
  agentPolicy: endpoint({
    method: 'GET',
    path: '/agent/policy',
    summary: "The calling agent's effective policy, as values, with its version",
    tags: ['agent'],
    response: agentPolicyAnswerSchema,
  }),
};
