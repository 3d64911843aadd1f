// Policies: the list with device counts, one policy with its chain and effective result, creating,
// editing and re-parenting (same role, no cycle), setting and reverting items, and deleting one that
// nothing uses. Every merge and rule comes from the domain; this module only stores overrides.
import {
  type ListSection,
  overrideItem,
  overrideSetting,
  type Policy,
  type PolicyDetail,
  type PolicyInput,
  type PolicyListQuery,
  type PolicyOverrides,
  type PolicyPatch,
  type PolicySection,
  parentProblem,
  parentProblemMessages,
  policyChain,
  policyForRole,
  policyInputSchema,
  policyItemValueSchema,
  policyListQuerySchema,
  policyOverridesSchema,
  revertItem,
} from '@warden/domain';
import type { Db } from '../db/database.ts';
import { nowIso } from '../db/database.ts';
import { badRequest, conflict, notFound } from '../http/api-error.ts';
import { effectiveOf, installationDefaults, roleOfDevice } from './device-policy.ts';
import { type PolicyTree, policyTree, presentPolicy } from './policy-queries.ts';
import { checkScheduledScripts } from './scheduled-script-check.ts';

function policyIn(tree: PolicyTree, id: number): Policy {
  const policy = tree.get(id);
  if (!policy) throw notFound('Policy');
  return policy;
}

export async function policyDetail(db: Db, id: number, tree?: PolicyTree): Promise<PolicyDetail> {
  const t = tree ?? (await policyTree(db));
  const policy = policyIn(t, id);
  return {
    policy,
    chain: policyChain(t, id).map((p) => ({ id: p.id, name: p.name })),
    effective: effectiveOf(t, id),
  };
}

/** Devices per policy they run by, counted over every device (policies are installation-wide). */
async function deviceCounts(db: Db, tree: PolicyTree): Promise<Map<number, number>> {
  const [devices, maps, defaults] = await Promise.all([
    db.kysely
      .selectFrom('devices')
      .select(['organization_id', 'node_role_id', 'node_class'])
      .where('removed_at', 'is', null)
      .execute(),
    db.kysely.selectFrom('organization_policy_map').selectAll().execute(),
    installationDefaults(db, tree),
  ]);
  const counts = new Map<number, number>();
  for (const d of devices) {
    const own = maps
      .filter((m) => m.organization_id === d.organization_id)
      .map((m) => ({ nodeRoleId: m.node_role_id, policyId: m.policy_id, policyName: '' }));
    const chosen = policyForRole(roleOfDevice(d), own, defaults);
    if (chosen) counts.set(chosen.entry.policyId, (counts.get(chosen.entry.policyId) ?? 0) + 1);
  }
  return counts;
}

export async function listPolicies(db: Db, input: PolicyListQuery) {
  const q = policyListQuerySchema.parse(input);
  const tree = await policyTree(db);
  const all = [...tree.values()]
    .filter((p) => !q.nodeRoleId || p.nodeRoleId === q.nodeRoleId)
    .sort((a, b) => a.name.localeCompare(b.name) || a.id - b.id);
  const counts = await deviceCounts(db, tree);
  const items = all.slice(q.page * q.pageSize, (q.page + 1) * q.pageSize).map((p) => ({
    id: p.id,
    name: p.name,
    description: p.description,
    nodeRoleId: p.nodeRoleId,
    parentId: p.parentId,
    parentName: p.parentId === null ? null : (tree.get(p.parentId)?.name ?? null),
    deviceCount: counts.get(p.id) ?? 0,
    updatedAt: p.updatedAt,
  }));
  return { items, total: all.length };
}

async function requireRole(db: Db, nodeRoleId: string): Promise<void> {
  const role = await db.kysely
    .selectFrom('device_roles')
    .select('id')
    .where('id', '=', nodeRoleId)
    .executeTakeFirst();
  if (!role) throw badRequest('Unknown device role', { nodeRoleId: 'Unknown device role' });
}

function checkParent(tree: PolicyTree, policy: { id: number | null; nodeRoleId: string }, parentId: number) {
  const problem = parentProblem(tree, policy, parentId);
  if (problem) throw badRequest(parentProblemMessages[problem], { parentId: parentProblemMessages[problem] });
}

export async function createPolicy(db: Db, input: PolicyInput): Promise<Policy> {
  const p = policyInputSchema.parse(input);
  await requireRole(db, p.nodeRoleId);
  await checkScheduledScripts(
    db,
    Object.fromEntries(
      Object.entries(p.overrides.scheduledScripts).map(([k, v]) => [`overrides.scheduledScripts.${k}`, v]),
    ),
  );
  if (p.parentId !== null)
    checkParent(await policyTree(db), { id: null, nodeRoleId: p.nodeRoleId }, p.parentId);
  const now = nowIso();
  const row = await db.kysely
    .insertInto('policies')
    .values({
      name: p.name,
      description: p.description,
      node_role_id: p.nodeRoleId,
      parent_id: p.parentId,
      overrides: JSON.stringify(p.overrides),
      created_at: now,
      updated_at: now,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  return presentPolicy(row);
}

export async function updatePolicy(db: Db, id: number, patch: PolicyPatch): Promise<Policy> {
  const tree = await policyTree(db);
  const policy = policyIn(tree, id);
  if (patch.parentId !== undefined && patch.parentId !== null) checkParent(tree, policy, patch.parentId);
  const row = await db.kysely
    .updateTable('policies')
    .set({
      ...(patch.name !== undefined ? { name: patch.name } : {}),
      ...(patch.description !== undefined ? { description: patch.description } : {}),
      ...(patch.parentId !== undefined ? { parent_id: patch.parentId } : {}),
      updated_at: nowIso(),
    })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();
  return presentPolicy(row);
}

async function saveOverrides(db: Db, id: number, overrides: PolicyOverrides): Promise<void> {
  const checked = policyOverridesSchema.safeParse(overrides);
  if (!checked.success) {
    throw badRequest(checked.error.issues[0]?.message ?? 'Invalid policy', { key: 'Too many items' });
  }
  await db.kysely
    .updateTable('policies')
    .set({ overrides: JSON.stringify(checked.data), updated_at: nowIso() })
    .where('id', '=', id)
    .execute();
}

/** Change, enable or disable an item: the policy now sets it itself (overridden if inherited). */
export async function putItem(db: Db, id: number, section: PolicySection, key: string, body: unknown) {
  const policy = policyIn(await policyTree(db), id);
  const schema = policyItemValueSchema(section, key);
  if (!schema) throw badRequest(`${key} is not an agent setting`, { key: 'Unknown agent setting' });
  const parsed = schema.safeParse(body);
  if (!parsed.success) {
    const fields = Object.fromEntries(
      parsed.error.issues.map((i) => [['value', ...i.path.map(String)].join('.'), i.message]),
    );
    throw badRequest(`Invalid ${section} item: ${Object.keys(fields).join(', ')}`, fields);
  }
  if (section === 'scheduledScripts') await checkScheduledScripts(db, { value: parsed.data as never });
  const overrides =
    section === 'agentSettings'
      ? overrideSetting(policy.overrides, key as never, parsed.data as never)
      : overrideItem(policy.overrides, section as ListSection, key, parsed.data as never);
  await saveOverrides(db, id, overrides);
  return policyDetail(db, id);
}

/** Revert: the policy's own value goes and the parent's shows through again. */
export async function revertPolicyItem(db: Db, id: number, section: PolicySection, key: string) {
  const policy = policyIn(await policyTree(db), id);
  await saveOverrides(db, id, revertItem(policy.overrides, section, key));
  return policyDetail(db, id);
}

export async function deletePolicy(db: Db, id: number): Promise<null> {
  const tree = await policyTree(db);
  policyIn(tree, id);
  const children = [...tree.values()].filter((p) => p.parentId === id).map((p) => p.name);
  if (children.length) {
    throw conflict(`Child policies still use it: ${children.join(', ')}`, { children: children.join(', ') });
  }
  const orgs = await db.kysely
    .selectFrom('organization_policy_map as m')
    .innerJoin('organizations as o', 'o.id', 'm.organization_id')
    .select('o.name')
    .distinct()
    .where('m.policy_id', '=', id)
    .orderBy('o.name')
    .execute();
  if (orgs.length) {
    const names = orgs.map((o) => o.name).join(', ');
    throw conflict(`Organizations still use it: ${names}`, { organizations: names });
  }
  const asDefault = await db.kysely
    .selectFrom('installation_policy_defaults')
    .select('node_role_id')
    .where('policy_id', '=', id)
    .execute();
  if (asDefault.length) {
    const roles = asDefault.map((d) => d.node_role_id).join(', ');
    throw conflict(`It is the installation default for: ${roles}`, { installationDefault: roles });
  }
  await db.kysely.deleteFrom('policies').where('id', '=', id).execute();
  return null;
}
