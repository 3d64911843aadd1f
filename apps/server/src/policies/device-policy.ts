// Which policy a device runs by (its organisation's map entry for its role, else the installation
// default for the role), the effective result over that policy's chain, and what its agent receives
// with a version that changes exactly when that does.
import { createHash } from 'node:crypto';
import {
  type AgentPolicyAnswer,
  agentPolicy,
  defaultRoleFor,
  type EffectivePolicy,
  effectivePolicy,
  type NodeClass,
  type PolicyMapEntry,
  type PolicySource,
  policyChain,
  policyForRole,
} from '@warden/domain';
import type { Db } from '../db/database.ts';
import { type PolicyTree, policyTree } from './policy-queries.ts';

export function roleOfDevice(row: { node_role_id: string | null; node_class: string }): string {
  return row.node_role_id ?? defaultRoleFor(row.node_class as NodeClass);
}

export function effectiveOf(tree: PolicyTree, policyId: number): EffectivePolicy {
  return effectivePolicy(policyChain(tree, policyId).map((p) => ({ id: p.id, overrides: p.overrides })));
}

const entriesOf = (rows: { node_role_id: string; policy_id: number }[], tree: PolicyTree): PolicyMapEntry[] =>
  rows.map((r) => ({
    nodeRoleId: r.node_role_id,
    policyId: r.policy_id,
    policyName: tree.get(r.policy_id)?.name ?? '',
  }));

export async function organizationMap(db: Db, organizationId: number, tree: PolicyTree) {
  const rows = await db.kysely
    .selectFrom('organization_policy_map')
    .select(['node_role_id', 'policy_id'])
    .where('organization_id', '=', organizationId)
    .orderBy('node_role_id')
    .execute();
  return entriesOf(rows, tree);
}

export async function installationDefaults(db: Db, tree: PolicyTree) {
  const rows = await db.kysely
    .selectFrom('installation_policy_defaults')
    .select(['node_role_id', 'policy_id'])
    .orderBy('node_role_id')
    .execute();
  return entriesOf(rows, tree);
}

export interface DevicePolicy {
  policyId: number | null;
  source: PolicySource | null;
  effective: EffectivePolicy | null;
}

export async function policyOfDevice(
  db: Db,
  device: { organization_id: number; node_role_id: string | null; node_class: string },
  tree?: PolicyTree,
): Promise<DevicePolicy> {
  const t = tree ?? (await policyTree(db));
  const chosen = policyForRole(
    roleOfDevice(device),
    await organizationMap(db, device.organization_id, t),
    await installationDefaults(db, t),
  );
  if (!chosen || !t.has(chosen.entry.policyId)) return { policyId: null, source: null, effective: null };
  return {
    policyId: chosen.entry.policyId,
    source: chosen.source,
    effective: effectiveOf(t, chosen.entry.policyId),
  };
}

export async function devicePolicyRow(db: Db, deviceId: number) {
  return db.kysely
    .selectFrom('devices')
    .select(['id', 'organization_id', 'node_role_id', 'node_class'])
    .where('id', '=', deviceId)
    .where('removed_at', 'is', null)
    .executeTakeFirst();
}

/** What the agent runs by; the version is a hash of it, so it changes exactly when the result does. */
export async function agentPolicyOf(db: Db, deviceId: number, tree?: PolicyTree): Promise<AgentPolicyAnswer> {
  const device = await devicePolicyRow(db, deviceId);
  const { effective } = device ? await policyOfDevice(db, device, tree) : { effective: null };
  const policy = effective ? agentPolicy(effective) : null;
  const version = createHash('sha256').update(JSON.stringify(policy)).digest('base64url').slice(0, 22);
  return { version, policy };
}
