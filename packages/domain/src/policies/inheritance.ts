// The one effective-policy merge and the inheritance transitions of spec 001 section 4: an inherited
// item becomes overridden when changed, enabled or disabled; revert deletes the override so the
// parent's settings show through again. All pure: the server stores overrides, never merged results.
import { type AgentSettingName, agentSettingNames, DEFAULT_AGENT_SETTINGS } from './agent-settings.ts';
import type { ListSection, PolicyOverrides, PolicySection } from './policy-items.ts';
import type { AgentPolicy, EffectivePolicy, InheritanceState } from './policy-schemas.ts';

/** One policy of a chain: its id and what it sets itself. */
export interface PolicyLayer {
  id: number;
  overrides: PolicyOverrides;
}

type SectionMap = Record<string, unknown>;
type Resolved = InheritanceState & { value: unknown };

/** Walks the chain once per key: the last layer that sets it wins; where it sits gives the state. */
function resolve(chain: readonly PolicyLayer[], section: PolicySection, key: string): Resolved | null {
  let winner: PolicyLayer | undefined;
  let value: unknown;
  let setters = 0;
  for (const layer of chain) {
    const own = (layer.overrides[section] as SectionMap)[key];
    if (own === undefined) continue;
    winner = layer;
    value = own;
    setters++;
  }
  if (!winner) return null;
  if (winner !== chain[chain.length - 1]) {
    return { value, inherited: true, overridden: false, sourcePolicyId: winner.id };
  }
  return { value, inherited: false, overridden: setters > 1, sourcePolicyId: winner.id };
}

function keysOf(chain: readonly PolicyLayer[], section: PolicySection): string[] {
  const keys = new Set<string>();
  for (const layer of chain) {
    for (const [k, v] of Object.entries(layer.overrides[section])) if (v !== undefined) keys.add(k);
  }
  return [...keys].sort();
}

/** The effective policy at the end of the chain (root first): parents merged with each child's overrides. */
export function effectivePolicy(chain: readonly PolicyLayer[]): EffectivePolicy {
  const leaf = chain[chain.length - 1];
  if (!leaf) throw new Error('A policy chain needs at least one policy');
  const agentSettings = Object.fromEntries(
    agentSettingNames.map((name) => [
      name,
      resolve(chain, 'agentSettings', name) ?? {
        value: DEFAULT_AGENT_SETTINGS[name],
        inherited: true,
        overridden: false,
        sourcePolicyId: null,
      },
    ]),
  ) as EffectivePolicy['agentSettings'];
  const list = (section: ListSection) =>
    keysOf(chain, section).map((key) => ({ key, ...(resolve(chain, section, key) as Resolved) }));
  return {
    policyId: leaf.id,
    agentSettings,
    backupPlans: list('backupPlans') as EffectivePolicy['backupPlans'],
    conditions: list('conditions') as EffectivePolicy['conditions'],
    scheduledScripts: list('scheduledScripts') as EffectivePolicy['scheduledScripts'],
  };
}

/** The settings an agent runs by: values only, disabled items dropped. */
export function agentPolicy(effective: EffectivePolicy): AgentPolicy {
  const settings = effective.agentSettings;
  const enabled = <T extends { value: { enabled: boolean } }>(items: T[]) =>
    items.filter((i) => i.value.enabled);
  return {
    policyId: effective.policyId,
    agentSettings: {
      heartbeatIntervalSeconds: settings.heartbeatIntervalSeconds.value,
      inventoryIntervalMinutes: settings.inventoryIntervalMinutes.value,
      allowedActions: settings.allowedActions.value,
    },
    backupPlans: enabled(effective.backupPlans).map((i) => ({ key: i.key, plan: i.value.plan })),
    conditions: enabled(effective.conditions).map(({ key, value: { enabled: _, ...rest } }) => ({
      key,
      ...rest,
    })),
    scheduledScripts: enabled(effective.scheduledScripts).map(({ key, value: { enabled: _, ...rest } }) => ({
      key,
      ...rest,
    })),
  };
}

type Item<S extends ListSection> = NonNullable<PolicyOverrides[S][string]>;
type SettingValue<K extends AgentSettingName> = NonNullable<PolicyOverrides['agentSettings'][K]>;

function withItem(
  overrides: PolicyOverrides,
  section: PolicySection,
  key: string,
  value: unknown,
): PolicyOverrides {
  const next = { ...(overrides[section] as SectionMap) };
  if (value === undefined) delete next[key];
  else next[key] = structuredClone(value);
  return { ...overrides, [section]: next };
}

/** Changing an item: the policy now sets it itself (overridden, when an ancestor also sets it). */
export function overrideItem<S extends ListSection>(
  overrides: PolicyOverrides,
  section: S,
  key: string,
  value: Item<S>,
): PolicyOverrides {
  return withItem(overrides, section, key, value);
}

export function overrideSetting<K extends AgentSettingName>(
  overrides: PolicyOverrides,
  name: K,
  value: SettingValue<K>,
): PolicyOverrides {
  return withItem(overrides, 'agentSettings', name, value);
}

/** Revert: the override goes and the parent's value shows through (for an own item, the item goes). */
export function revertItem(overrides: PolicyOverrides, section: PolicySection, key: string): PolicyOverrides {
  return withItem(overrides, section, key, undefined);
}

/**
 * Enabling or disabling overrides an inherited item too: the parent's current value is copied with
 * the switch changed, so later changes to the parent no longer reach it until it is reverted.
 * parent is the effective policy of the parent (null for a root policy).
 */
export function setItemEnabled(
  overrides: PolicyOverrides,
  parent: EffectivePolicy | null,
  section: ListSection,
  key: string,
  enabled: boolean,
): PolicyOverrides {
  const own = overrides[section][key];
  const base = own ?? parent?.[section].find((i) => i.key === key)?.value;
  if (!base) throw new Error(`No ${section} item ${key} to enable or disable`);
  return withItem(overrides, section, key, { ...base, enabled });
}

export type ItemState = 'INHERITED' | 'OVERRIDDEN' | 'OWN';

/** The state the editor shows; revert is offered only for OVERRIDDEN. */
export function itemState(state: InheritanceState): ItemState {
  if (state.inherited) return 'INHERITED';
  return state.overridden ? 'OVERRIDDEN' : 'OWN';
}
