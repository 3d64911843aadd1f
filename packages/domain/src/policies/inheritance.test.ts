// The inheritance transitions one by one, and the contracts the merge answers with.
import { describe, expect, it } from 'vitest';
import { DEFAULT_AGENT_SETTINGS } from './agent-settings.ts';
import {
  agentPolicy,
  effectivePolicy,
  itemState,
  overrideItem,
  overrideSetting,
  type PolicyLayer,
  revertItem,
  setItemEnabled,
} from './inheritance.ts';
import { emptyOverrides, policyOverridesSchema } from './policy-items.ts';
import { agentPolicySchema, effectivePolicySchema, policyInputSchema } from './policy-schemas.ts';
import { diskItem, planItem, scriptItem } from './testing/items.ts';

const root: PolicyLayer = {
  id: 1,
  overrides: {
    ...emptyOverrides(),
    agentSettings: { heartbeatIntervalSeconds: 60 },
    backupPlans: { docs: planItem('Documents') },
    conditions: { disk: diskItem(10) },
    scheduledScripts: { cleanup: scriptItem(7) },
  },
};
const child = (overrides = emptyOverrides()): PolicyLayer => ({ id: 2, overrides });
const parentView = effectivePolicy([root]);

describe('effectivePolicy', () => {
  it('shows a root policy items as its own and fills unset agent settings from the defaults', () => {
    const e = effectivePolicy([root]);
    expect(e.backupPlans).toEqual([
      { key: 'docs', value: planItem('Documents'), inherited: false, overridden: false, sourcePolicyId: 1 },
    ]);
    expect(e.agentSettings.heartbeatIntervalSeconds).toEqual({
      value: 60,
      inherited: false,
      overridden: false,
      sourcePolicyId: 1,
    });
    expect(e.agentSettings.inventoryIntervalMinutes).toEqual({
      value: DEFAULT_AGENT_SETTINGS.inventoryIntervalMinutes,
      inherited: true,
      overridden: false,
      sourcePolicyId: null,
    });
  });

  it('gives a child without overrides every parent item as inherited from the parent', () => {
    const e = effectivePolicy([root, child()]);
    expect(e.policyId).toBe(2);
    expect(e.conditions[0]).toMatchObject({
      key: 'disk',
      inherited: true,
      overridden: false,
      sourcePolicyId: 1,
    });
    expect(e.agentSettings.heartbeatIntervalSeconds).toMatchObject({
      value: 60,
      inherited: true,
      sourcePolicyId: 1,
    });
  });

  it('names the nearest ancestor that sets an item as its source', () => {
    const middle: PolicyLayer = {
      id: 3,
      overrides: overrideItem(emptyOverrides(), 'conditions', 'disk', diskItem(20)),
    };
    const e = effectivePolicy([root, middle, child()]);
    expect(e.conditions[0]).toMatchObject({ value: diskItem(20), inherited: true, sourcePolicyId: 3 });
  });

  it('marks a child item no ancestor has as its own, and lists items by key', () => {
    const e = effectivePolicy([
      root,
      child(overrideItem(emptyOverrides(), 'backupPlans', 'a-first', planItem('A'))),
    ]);
    expect(e.backupPlans.map((p) => [p.key, p.inherited, p.overridden, p.sourcePolicyId])).toEqual([
      ['a-first', false, false, 2],
      ['docs', true, false, 1],
    ]);
  });

  it('refuses an empty chain', () => {
    expect(() => effectivePolicy([])).toThrow();
  });
});

describe('overrideItem', () => {
  it('turns an inherited item overridden with the new value', () => {
    const o = overrideItem(emptyOverrides(), 'conditions', 'disk', diskItem(5));
    const item = effectivePolicy([root, child(o)]).conditions[0];
    expect(item).toEqual({
      key: 'disk',
      value: diskItem(5),
      inherited: false,
      overridden: true,
      sourcePolicyId: 2,
    });
    expect(itemState(item!)).toBe('OVERRIDDEN');
  });

  it('overrides one agent setting and leaves the others inherited', () => {
    const e = effectivePolicy([
      root,
      child(overrideSetting(emptyOverrides(), 'heartbeatIntervalSeconds', 15)),
    ]);
    expect(e.agentSettings.heartbeatIntervalSeconds).toMatchObject({ value: 15, overridden: true });
    expect(itemState(e.agentSettings.allowedActions)).toBe('INHERITED');
  });

  it('does not change the overrides it was given', () => {
    const before = emptyOverrides();
    overrideItem(before, 'backupPlans', 'docs', planItem('Other'));
    expect(before).toEqual(emptyOverrides());
  });
});

describe('setItemEnabled', () => {
  it('disabling an inherited item overrides it with the parent value switched off', () => {
    const o = setItemEnabled(emptyOverrides(), parentView, 'scheduledScripts', 'cleanup', false);
    const item = effectivePolicy([root, child(o)]).scheduledScripts[0];
    expect(item).toMatchObject({ value: scriptItem(7, false), inherited: false, overridden: true });
  });

  it('enabling an inherited item overrides it even when the value does not change', () => {
    const o = setItemEnabled(emptyOverrides(), parentView, 'backupPlans', 'docs', true);
    expect(itemState(effectivePolicy([root, child(o)]).backupPlans[0]!)).toBe('OVERRIDDEN');
  });

  it('switches an item the policy already overrides, keeping its own settings', () => {
    const o = overrideItem(emptyOverrides(), 'conditions', 'disk', diskItem(3));
    const off = setItemEnabled(o, parentView, 'conditions', 'disk', false);
    expect(off.conditions.disk).toEqual(diskItem(3, false));
  });

  it('works on a root policy own items without a parent', () => {
    expect(setItemEnabled(root.overrides, null, 'conditions', 'disk', false).conditions.disk?.enabled).toBe(
      false,
    );
  });

  it('refuses an item neither the policy nor its parent has', () => {
    expect(() => setItemEnabled(emptyOverrides(), parentView, 'conditions', 'nope', false)).toThrow();
  });
});

describe('revertItem', () => {
  it('restores the parent settings and clears overridden', () => {
    const o = revertItem(
      overrideItem(emptyOverrides(), 'conditions', 'disk', diskItem(50)),
      'conditions',
      'disk',
    );
    const item = effectivePolicy([root, child(o)]).conditions[0];
    expect(item).toEqual({
      key: 'disk',
      value: diskItem(10),
      inherited: true,
      overridden: false,
      sourcePolicyId: 1,
    });
    expect(itemState(item!)).toBe('INHERITED');
  });

  it('reverts an agent setting to the parent value', () => {
    const o = revertItem(
      overrideSetting(emptyOverrides(), 'heartbeatIntervalSeconds', 15),
      'agentSettings',
      'heartbeatIntervalSeconds',
    );
    expect(effectivePolicy([root, child(o)]).agentSettings.heartbeatIntervalSeconds).toMatchObject({
      value: 60,
      inherited: true,
    });
  });

  it('removes an own item the parent does not have', () => {
    const o = revertItem(
      overrideItem(emptyOverrides(), 'backupPlans', 'extra', planItem('X')),
      'backupPlans',
      'extra',
    );
    expect(effectivePolicy([root, child(o)]).backupPlans.map((p) => p.key)).toEqual(['docs']);
  });
});

describe('agentPolicy', () => {
  it('gives the agent values only and leaves disabled items out', () => {
    const o = setItemEnabled(emptyOverrides(), parentView, 'backupPlans', 'docs', false);
    const a = agentPolicy(effectivePolicy([root, child(o)]));
    expect(a.backupPlans).toEqual([]);
    expect(a.conditions).toEqual([
      { key: 'disk', name: 'Disk below 10%', condition: diskItem(10).condition, actions: [] },
    ]);
    expect(a.agentSettings).toEqual({ ...DEFAULT_AGENT_SETTINGS, heartbeatIntervalSeconds: 60 });
  });
});

describe('policyOverridesSchema', () => {
  it('accepts sparse overrides, filling absent sections', () => {
    expect(policyOverridesSchema.parse({ conditions: { disk: diskItem(10) } })).toEqual({
      ...emptyOverrides(),
      conditions: { disk: diskItem(10) },
    });
  });

  it('names a bad item key', () => {
    const r = policyOverridesSchema.safeParse({ backupPlans: { 'bad key!': planItem('A') } });
    expect(r.success).toBe(false);
    expect(r.error?.issues[0]?.path).toEqual(['backupPlans', 'bad key!']);
  });
});

describe('the policy contracts', () => {
  it('describe what the merge returns, so the server can answer with it as is', () => {
    const e = effectivePolicy([root, child(overrideItem(emptyOverrides(), 'conditions', 'x', diskItem(4)))]);
    expect(effectivePolicySchema.parse(e)).toEqual(e);
    expect(agentPolicySchema.parse(agentPolicy(e))).toEqual(agentPolicy(e));
  });

  it('gives a new policy empty overrides and names a missing name', () => {
    expect(policyInputSchema.parse({ name: ' Web ', nodeRoleId: 'LINUX_SERVER' })).toEqual({
      name: 'Web',
      description: '',
      nodeRoleId: 'LINUX_SERVER',
      parentId: null,
      overrides: emptyOverrides(),
    });
    expect(
      policyInputSchema.safeParse({ name: '', nodeRoleId: 'LINUX_SERVER' }).error?.issues[0]?.path,
    ).toEqual(['name']);
  });
});
