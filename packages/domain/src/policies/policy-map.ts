// The node-role policy map (spec 001 section 3): each organisation maps roles to policies; a role it
// leaves unmapped falls back to the installation's default policy for that role, else to none.
import { z } from 'zod';
import { idSchema } from '../http/common.ts';
import { type NodeRoleId, nodeRoleIdSchema } from './device-roles.ts';

export const policyMapEntrySchema = z.object({
  nodeRoleId: nodeRoleIdSchema,
  policyId: z.number(),
  policyName: z.string(),
});
export type PolicyMapEntry = z.infer<typeof policyMapEntrySchema>;

export const policyMapEntryInputSchema = z.strictObject({
  nodeRoleId: nodeRoleIdSchema,
  policyId: idSchema,
});
export type PolicyMapEntryInput = z.infer<typeof policyMapEntryInputSchema>;

/** One entry per role: a later entry for the same role would silently win, so it is refused. */
export const policyMapInputSchema = z
  .array(policyMapEntryInputSchema)
  .max(500)
  .superRefine((entries, ctx) => {
    const seen = new Set<string>();
    entries.forEach((e, i) => {
      if (seen.has(e.nodeRoleId)) {
        ctx.addIssue({ code: 'custom', path: [i, 'nodeRoleId'], message: 'Role mapped twice' });
      }
      seen.add(e.nodeRoleId);
    });
  });

export type PolicySource = 'ORGANIZATION' | 'INSTALLATION_DEFAULT';

/** The policy a device of this role gets, and where that choice came from; null when neither maps it. */
export function policyForRole(
  nodeRoleId: NodeRoleId,
  organizationMap: readonly PolicyMapEntry[],
  installationDefaults: readonly PolicyMapEntry[],
): { entry: PolicyMapEntry; source: PolicySource } | null {
  const own = organizationMap.find((e) => e.nodeRoleId === nodeRoleId);
  if (own) return { entry: own, source: 'ORGANIZATION' };
  const fallback = installationDefaults.find((e) => e.nodeRoleId === nodeRoleId);
  return fallback ? { entry: fallback, source: 'INSTALLATION_DEFAULT' } : null;
}

/** A map entry may only name a policy of the same role. */
export function mapEntryFits(entry: { nodeRoleId: NodeRoleId }, policy: { nodeRoleId: NodeRoleId }) {
  return entry.nodeRoleId === policy.nodeRoleId;
}
