// The enabled scheduled scripts each device runs by its effective policy, with the zone it fires in:
// read for every device at once (the tree, maps and defaults once; each policy's merge once), since
// the sweep asks each minute. A device still waiting for approval, or rejected, runs nothing.
import {
  type EffectivePolicy,
  type PolicyMapEntry,
  policyForRole,
  type ScheduledScriptItem,
} from '@warden/domain';
import type { Db } from '../db/database.ts';
import { deviceTimeZone } from '../scheduled-tasks/task-time-zone.ts';
import { effectiveOf, installationDefaults, roleOfDevice } from './device-policy.ts';
import { policyTree } from './policy-queries.ts';

export interface PolicyScriptItem {
  deviceId: number;
  zone: string;
  /** The policy the device runs by, which names its runs. */
  policyName: string;
  key: string;
  value: ScheduledScriptItem;
}

export async function policyScriptItems(db: Db, fallbackZone: string): Promise<PolicyScriptItem[]> {
  const tree = await policyTree(db);
  const anyScripts = [...tree.values()].some((p) => Object.keys(p.overrides.scheduledScripts).length > 0);
  if (!anyScripts) return [];
  const [devices, maps, defaults] = await Promise.all([
    db.kysely
      .selectFrom('devices as d')
      .select(['d.id', 'd.organization_id', 'd.node_role_id', 'd.node_class', 'd.time_zone'])
      .where('d.removed_at', 'is', null)
      .where(({ not, exists, selectFrom }) =>
        not(
          exists(
            selectFrom('node_approvals as a')
              .select('a.id')
              .whereRef('a.device_id', '=', 'd.id')
              .where('a.approval_status', '!=', 'APPROVED'),
          ),
        ),
      )
      .orderBy('d.id')
      .execute(),
    db.kysely.selectFrom('organization_policy_map').selectAll().execute(),
    installationDefaults(db, tree),
  ]);
  const orgMaps = new Map<number, PolicyMapEntry[]>();
  for (const m of maps) {
    const entry = { nodeRoleId: m.node_role_id, policyId: m.policy_id, policyName: '' };
    orgMaps.set(m.organization_id, [...(orgMaps.get(m.organization_id) ?? []), entry]);
  }
  const merged = new Map<number, EffectivePolicy>();
  const items: PolicyScriptItem[] = [];
  for (const d of devices) {
    const chosen = policyForRole(roleOfDevice(d), orgMaps.get(d.organization_id) ?? [], defaults);
    const policy = chosen && tree.get(chosen.entry.policyId);
    if (!policy) continue;
    let effective = merged.get(policy.id);
    if (!effective) {
      effective = effectiveOf(tree, policy.id);
      merged.set(policy.id, effective);
    }
    const zone = deviceTimeZone(d.time_zone, fallbackZone);
    for (const { key, value } of effective.scheduledScripts) {
      if (value.enabled) items.push({ deviceId: d.id, zone, policyName: policy.name, key, value });
    }
  }
  return items;
}
