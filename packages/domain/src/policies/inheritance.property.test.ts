// Property tests over random trees of policies and overrides: the merge against a reference that
// builds each effective policy from its parent's, plus revert and parent-change rules.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { agentActions, agentSettingNames, DEFAULT_AGENT_SETTINGS } from './agent-settings.ts';
import {
  effectivePolicy,
  overrideItem,
  overrideSetting,
  type PolicyLayer,
  revertItem,
} from './inheritance.ts';
import { type ListSection, listSections, type PolicyOverrides } from './policy-items.ts';
import type { EffectivePolicy, InheritanceState } from './policy-schemas.ts';
import { policyChain, policyWithDescendants } from './policy-tree.ts';
import { diskItem, planItem, scriptItem } from './testing/items.ts';

interface TreePolicy extends PolicyLayer {
  parentId: number | null;
  nodeRoleId: string;
}

const keys = ['a', 'b', 'c', 'd'] as const;
const keyed = <T>(item: fc.Arbitrary<T>) =>
  fc.dictionary(fc.constantFrom(...keys), item, { maxKeys: keys.length });

const overridesArb: fc.Arbitrary<PolicyOverrides> = fc.record({
  agentSettings: fc.record(
    {
      heartbeatIntervalSeconds: fc.integer({ min: 10, max: 3600 }),
      inventoryIntervalMinutes: fc.integer({ min: 5, max: 600 }),
      allowedActions: fc.subarray([...agentActions]),
    },
    { requiredKeys: [] },
  ),
  backupPlans: keyed(
    fc.tuple(fc.string({ maxLength: 5 }), fc.boolean()).map(([n, e]) => planItem(`P${n}`, e)),
  ),
  conditions: keyed(fc.tuple(fc.integer({ min: 1, max: 99 }), fc.boolean()).map(([t, e]) => diskItem(t, e))),
  scheduledScripts: keyed(
    fc.tuple(fc.integer({ min: 1, max: 50 }), fc.boolean()).map(([s, e]) => scriptItem(s, e)),
  ),
});

/** 1 to 8 policies; each names an earlier one as parent or none, so the tree has no loops. */
const treeArb: fc.Arbitrary<TreePolicy[]> = fc
  .array(fc.tuple(fc.nat(), overridesArb), { minLength: 1, maxLength: 8 })
  .map((rows) =>
    rows.map(([pick, overrides], i) => ({
      id: i + 1,
      parentId: pick % (i + 1) === 0 ? null : pick % (i + 1),
      nodeRoleId: 'LINUX_SERVER',
      overrides,
    })),
  );

const byIdOf = (tree: TreePolicy[]) => new Map(tree.map((p) => [p.id, p]));

/** Reference: the parent's effective policy, then this policy's own items laid over it. */
function reference(chain: readonly PolicyLayer[]): EffectivePolicy {
  const leaf = chain[chain.length - 1]!;
  const parent = chain.length > 1 ? reference(chain.slice(0, -1)) : null;
  const own = (value: unknown, fromAncestor: boolean) => ({
    value,
    inherited: false,
    overridden: fromAncestor,
    sourcePolicyId: leaf.id,
  });
  const passDown = <T extends InheritanceState>(p: T): T => ({ ...p, inherited: true, overridden: false });
  const settings: Record<string, unknown> = {};
  for (const name of agentSettingNames) {
    const mine = leaf.overrides.agentSettings[name];
    const fromParent = parent?.agentSettings[name];
    if (mine !== undefined) settings[name] = own(mine, !!fromParent && fromParent.sourcePolicyId !== null);
    else if (fromParent) settings[name] = passDown(fromParent);
    else
      settings[name] = {
        value: DEFAULT_AGENT_SETTINGS[name],
        inherited: true,
        overridden: false,
        sourcePolicyId: null,
      };
  }
  const list = (section: ListSection) => {
    const merged = new Map<string, unknown>();
    for (const item of parent?.[section] ?? []) merged.set(item.key, passDown(item));
    for (const [key, value] of Object.entries(leaf.overrides[section])) {
      merged.set(key, { key, ...own(value, merged.has(key)) });
    }
    return [...merged.entries()].sort(([x], [y]) => (x < y ? -1 : 1)).map(([, v]) => v);
  };
  return {
    policyId: leaf.id,
    agentSettings: settings as EffectivePolicy['agentSettings'],
    backupPlans: list('backupPlans') as EffectivePolicy['backupPlans'],
    conditions: list('conditions') as EffectivePolicy['conditions'],
    scheduledScripts: list('scheduledScripts') as EffectivePolicy['scheduledScripts'],
  };
}

const itemValue = (e: EffectivePolicy, section: ListSection, key: string) =>
  e[section].find((i) => i.key === key)?.value;

describe('effectivePolicy over random trees', () => {
  it('matches the reference merge for every policy of the tree', () => {
    fc.assert(
      fc.property(treeArb, (tree) => {
        const byId = byIdOf(tree);
        for (const p of tree)
          expect(effectivePolicy(policyChain(byId, p.id))).toEqual(reference(policyChain(byId, p.id)));
      }),
      { numRuns: 300 },
    );
  });

  it('override then revert gives the parent values again', () => {
    fc.assert(
      fc.property(
        treeArb,
        fc.nat(),
        fc.constantFrom(...listSections),
        fc.constantFrom(...keys),
        fc.integer({ min: 1, max: 99 }),
        (tree, pick, section, key, n) => {
          const children = tree.filter((p) => p.parentId !== null);
          fc.pre(children.length > 0);
          const byId = byIdOf(tree);
          const policy = children[pick % children.length]!;
          const chain = policyChain(byId, policy.id);
          const parent = effectivePolicy(chain.slice(0, -1));
          const fresh = revertItem(policy.overrides, section, key);
          const replacement = {
            backupPlans: planItem(`N${n}`),
            conditions: diskItem(n),
            scheduledScripts: scriptItem(n),
          }[section];
          const reverted = revertItem(overrideItem(fresh, section, key, replacement as never), section, key);
          const after = effectivePolicy([...chain.slice(0, -1), { id: policy.id, overrides: reverted }]);
          expect(itemValue(after, section, key)).toEqual(itemValue(parent, section, key));
          const item = after[section].find((i) => i.key === key);
          if (item) expect(item).toMatchObject({ inherited: true, overridden: false });

          const setting = revertItem(
            overrideSetting(policy.overrides, 'heartbeatIntervalSeconds', 42),
            'agentSettings',
            'heartbeatIntervalSeconds',
          );
          const withSetting = effectivePolicy([...chain.slice(0, -1), { id: policy.id, overrides: setting }]);
          expect(withSetting.agentSettings.heartbeatIntervalSeconds.value).toBe(
            parent.agentSettings.heartbeatIntervalSeconds.value,
          );
        },
      ),
      { numRuns: 300 },
    );
  });

  it("a parent's change reaches the descendants that did not override it and not those that did", () => {
    fc.assert(
      fc.property(
        treeArb,
        fc.nat(),
        fc.constantFrom(...keys),
        fc.integer({ min: 1, max: 99 }),
        (tree, pick, key, threshold) => {
          const byId = byIdOf(tree);
          const changed = tree[pick % tree.length]!;
          const before = new Map(tree.map((p) => [p.id, effectivePolicy(policyChain(byId, p.id))]));
          const newItem = diskItem(threshold);
          const afterTree = tree.map((p) =>
            p.id === changed.id
              ? { ...p, overrides: overrideItem(p.overrides, 'conditions', key, newItem) }
              : p,
          );
          const afterById = byIdOf(afterTree);
          for (const id of policyWithDescendants(byId, changed.id).slice(1)) {
            const below = policyChain(byId, id).slice(policyChain(byId, changed.id).length);
            const overriddenBelow = below.some((p) => p.overrides.conditions[key] !== undefined);
            const now = itemValue(effectivePolicy(policyChain(afterById, id)), 'conditions', key);
            expect(now).toEqual(overriddenBelow ? itemValue(before.get(id)!, 'conditions', key) : newItem);
          }
        },
      ),
      { numRuns: 300 },
    );
  });
});
