// A policy's chain of ancestors (root first), which the effective-policy merge reads, and the rules a
// parent must meet: it exists, has the same role, and does not make the tree loop or grow too deep.
import type { NodeRoleId } from './device-roles.ts';
import { POLICY_LIMITS } from './policy-items.ts';

export interface PolicyNode {
  id: number;
  parentId: number | null;
  nodeRoleId: NodeRoleId;
}

export type ParentProblem = 'PARENT_NOT_FOUND' | 'ROLE_MISMATCH' | 'CYCLE' | 'TOO_DEEP';

export const parentProblemMessages: Record<ParentProblem, string> = {
  PARENT_NOT_FOUND: 'Parent policy not found',
  ROLE_MISMATCH: 'The parent policy must have the same role',
  CYCLE: 'A policy cannot be its own ancestor',
  TOO_DEEP: `At most ${POLICY_LIMITS.depth} levels of policies`,
};

/** The chain from the root down to the policy itself; throws on a missing link or a loop. */
export function policyChain<P extends PolicyNode>(byId: ReadonlyMap<number, P>, id: number): P[] {
  const chain: P[] = [];
  const seen = new Set<number>();
  let next: number | null = id;
  while (next !== null) {
    if (seen.has(next)) throw new Error(`Policy ${id} has a loop in its ancestors`);
    const node = byId.get(next);
    if (!node) throw new Error(`Policy ${next} not found`);
    seen.add(next);
    chain.push(node);
    next = node.parentId;
  }
  return chain.reverse();
}

/** Why the policy may not take this parent, or null when it may. */
export function parentProblem(
  byId: ReadonlyMap<number, PolicyNode>,
  policy: { id: number | null; nodeRoleId: NodeRoleId },
  parentId: number,
): ParentProblem | null {
  const parent = byId.get(parentId);
  if (!parent) return 'PARENT_NOT_FOUND';
  if (parent.nodeRoleId !== policy.nodeRoleId) return 'ROLE_MISMATCH';
  let ancestors: PolicyNode[];
  try {
    ancestors = policyChain(byId, parentId);
  } catch {
    return 'CYCLE';
  }
  if (policy.id !== null && ancestors.some((a) => a.id === policy.id)) return 'CYCLE';
  const below = policy.id === null ? 0 : subtreeHeight(byId, policy.id);
  return ancestors.length + 1 + below > POLICY_LIMITS.depth ? 'TOO_DEEP' : null;
}

/** Levels under a policy (0 for a leaf), so moving it does not push a descendant past the limit. */
function subtreeHeight(byId: ReadonlyMap<number, PolicyNode>, id: number, depth = 0): number {
  if (depth > POLICY_LIMITS.depth) return depth;
  const children = [...byId.values()].filter((p) => p.parentId === id && p.id !== id);
  return children.reduce((h, c) => Math.max(h, 1 + subtreeHeight(byId, c.id, depth + 1)), 0);
}

/** The policy and every policy under it: the ones whose effective result a change to it affects. */
export function policyWithDescendants(byId: ReadonlyMap<number, PolicyNode>, id: number): number[] {
  const found = [id];
  for (let i = 0; i < found.length; i++) {
    for (const p of byId.values()) {
      if (p.parentId === found[i] && !found.includes(p.id)) found.push(p.id);
    }
  }
  return found;
}
