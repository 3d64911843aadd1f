// Device roles (built-in per class, plus those technicians add) and the node-role policy map of an
// organisation, and the installation's default policy per role that unmapped roles fall back to.
import { randomUUID } from 'node:crypto';
import {
  mapEntryFits,
  type NodeClass,
  type NodeRole,
  type NodeRoleInput,
  nodeRoleInputSchema,
  type PolicyMapEntry,
  type PolicyMapEntryInput,
} from '@warden/domain';
import type { Db } from '../db/database.ts';
import { nowIso } from '../db/database.ts';
import { badRequest, notFound } from '../http/api-error.ts';
import { installationDefaults, organizationMap } from './device-policy.ts';
import { policyTree } from './policy-queries.ts';

export async function listRoles(db: Db): Promise<NodeRole[]> {
  const rows = await db.kysely
    .selectFrom('device_roles')
    .selectAll()
    .orderBy('built_in', 'desc')
    .orderBy('name')
    .execute();
  return rows.map((r) => ({ id: r.id, name: r.name, nodeClass: r.node_class, builtIn: r.built_in === 1 }));
}

export async function roleById(db: Db, id: string) {
  return db.kysely.selectFrom('device_roles').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function createRole(db: Db, input: NodeRoleInput): Promise<NodeRole> {
  const r = nodeRoleInputSchema.parse(input);
  const id = `role-${randomUUID().slice(0, 8)}`;
  await db.kysely
    .insertInto('device_roles')
    .values({ id, name: r.name, node_class: r.nodeClass as NodeClass, built_in: 0, created_at: nowIso() })
    .execute();
  return { id, name: r.name, nodeClass: r.nodeClass, builtIn: false };
}

export async function getPolicyMap(db: Db, organizationId: number) {
  return { entries: await organizationMap(db, organizationId, await policyTree(db)) };
}

/** Replaces the map; every entry's role must exist and its policy must have that role. */
export async function setPolicyMap(db: Db, organizationId: number, entries: PolicyMapEntryInput[]) {
  const tree = await policyTree(db);
  const roles = new Set((await listRoles(db)).map((r) => r.id));
  entries.forEach((e, i) => {
    if (!roles.has(e.nodeRoleId)) {
      throw badRequest('Unknown device role', { [`entries.${i}.nodeRoleId`]: 'Unknown device role' });
    }
    const policy = tree.get(e.policyId);
    if (!policy) throw badRequest('Policy not found', { [`entries.${i}.policyId`]: 'Policy not found' });
    if (!mapEntryFits(e, policy)) {
      throw badRequest('The policy must have the entry’s role', {
        [`entries.${i}.policyId`]: 'The policy must have the entry’s role',
      });
    }
  });
  await db.kysely.transaction().execute(async (trx) => {
    await trx.deleteFrom('organization_policy_map').where('organization_id', '=', organizationId).execute();
    if (entries.length) {
      await trx
        .insertInto('organization_policy_map')
        .values(
          entries.map((e) => ({
            organization_id: organizationId,
            node_role_id: e.nodeRoleId,
            policy_id: e.policyId,
          })),
        )
        .execute();
    }
  });
  return getPolicyMap(db, organizationId);
}

export async function listInstallationDefaults(db: Db) {
  return { entries: await installationDefaults(db, await policyTree(db)) };
}

/** The policy a role falls back to in organisations that do not map it; it must have that role. */
export async function setInstallationDefault(
  db: Db,
  nodeRoleId: string,
  policyId: number,
): Promise<PolicyMapEntry> {
  if (!(await roleById(db, nodeRoleId))) throw notFound('Device role');
  const policy = (await policyTree(db)).get(policyId);
  if (!policy) throw badRequest('Policy not found', { policyId: 'Policy not found' });
  if (!mapEntryFits({ nodeRoleId }, policy)) {
    throw badRequest('The policy must have the role', { policyId: 'The policy must have the role' });
  }
  await db.kysely
    .insertInto('installation_policy_defaults')
    .values({ node_role_id: nodeRoleId, policy_id: policyId })
    .onConflict((oc) => oc.column('node_role_id').doUpdateSet({ policy_id: policyId }))
    .execute();
  return { nodeRoleId, policyId, policyName: policy.name };
}

/** Devices of the role in organisations that do not map it then run by no policy. */
export async function clearInstallationDefault(db: Db, nodeRoleId: string): Promise<null> {
  if (!(await roleById(db, nodeRoleId))) throw notFound('Device role');
  await db.kysely.deleteFrom('installation_policy_defaults').where('node_role_id', '=', nodeRoleId).execute();
  return null;
}
