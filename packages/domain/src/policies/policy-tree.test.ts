// Policy trees: ancestor chains and the rules a parent must meet.
import { describe, expect, it } from 'vitest';
import { POLICY_LIMITS } from './policy-items.ts';
import { type PolicyNode, parentProblem, policyChain, policyWithDescendants } from './policy-tree.ts';

const node = (id: number, parentId: number | null, nodeRoleId = 'LINUX_SERVER'): PolicyNode => ({
  id,
  parentId,
  nodeRoleId,
});
const tree = new Map(
  [node(1, null), node(2, 1), node(3, 2), node(4, 1), node(9, null, 'MAC')].map((p) => [p.id, p]),
);

describe('policyChain', () => {
  it('lists the ancestors root first, ending at the policy', () => {
    expect(policyChain(tree, 3).map((p) => p.id)).toEqual([1, 2, 3]);
    expect(policyChain(tree, 1).map((p) => p.id)).toEqual([1]);
  });

  it('throws on a loop or a missing policy', () => {
    const loop = new Map([node(1, 2), node(2, 1)].map((p) => [p.id, p]));
    expect(() => policyChain(loop, 1)).toThrow(/loop/);
    expect(() => policyChain(tree, 42)).toThrow(/not found/);
  });
});

describe('parentProblem', () => {
  it('accepts a parent of the same role', () => {
    expect(parentProblem(tree, { id: null, nodeRoleId: 'LINUX_SERVER' }, 3)).toBeNull();
    expect(parentProblem(tree, { id: 3, nodeRoleId: 'LINUX_SERVER' }, 4)).toBeNull();
  });

  it('refuses a missing parent, another role, or a descendant as parent', () => {
    expect(parentProblem(tree, { id: null, nodeRoleId: 'LINUX_SERVER' }, 42)).toBe('PARENT_NOT_FOUND');
    expect(parentProblem(tree, { id: null, nodeRoleId: 'LINUX_SERVER' }, 9)).toBe('ROLE_MISMATCH');
    expect(parentProblem(tree, { id: 1, nodeRoleId: 'LINUX_SERVER' }, 3)).toBe('CYCLE');
    expect(parentProblem(tree, { id: 2, nodeRoleId: 'LINUX_SERVER' }, 2)).toBe('CYCLE');
  });

  it('refuses a tree deeper than the limit, counting the moved policy descendants', () => {
    const deep = new Map<number, PolicyNode>();
    for (let i = 1; i <= POLICY_LIMITS.depth; i++) deep.set(i, node(i, i === 1 ? null : i - 1));
    deep.set(100, node(100, null));
    deep.set(101, node(101, 100));
    expect(parentProblem(deep, { id: null, nodeRoleId: 'LINUX_SERVER' }, POLICY_LIMITS.depth)).toBe(
      'TOO_DEEP',
    );
    expect(parentProblem(deep, { id: null, nodeRoleId: 'LINUX_SERVER' }, POLICY_LIMITS.depth - 1)).toBeNull();
    expect(parentProblem(deep, { id: 100, nodeRoleId: 'LINUX_SERVER' }, POLICY_LIMITS.depth - 1)).toBe(
      'TOO_DEEP',
    );
  });
});

describe('policyWithDescendants', () => {
  it('gives the policy and everything under it, whose effective policies a change affects', () => {
    expect(policyWithDescendants(tree, 1).sort()).toEqual([1, 2, 3, 4]);
    expect(policyWithDescendants(tree, 2)).toEqual([2, 3]);
  });
});
