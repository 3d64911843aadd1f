// The enabled conditions of a device's effective policy, the one list both the agents' reports and
// the offline check are measured against: a report about a condition the device's policy does not
// hold raises nothing.
import type { ConditionItem } from '@warden/domain';
import type { Db } from '../db/database.ts';
import { policyOfDevice } from '../policies/device-policy.ts';
import type { PolicyTree } from '../policies/policy-queries.ts';

export interface DeviceCondition extends ConditionItem {
  key: string;
  policyId: number;
}

export interface DeviceOfAlerts {
  id: number;
  organization_id: number;
  node_role_id: string | null;
  node_class: string;
  display_name: string;
}

export async function conditionsOfDevice(
  db: Db,
  device: DeviceOfAlerts,
  tree?: PolicyTree,
): Promise<DeviceCondition[]> {
  const { policyId, effective } = await policyOfDevice(db, device, tree);
  if (!effective || policyId === null) return [];
  return effective.conditions
    .filter((item) => item.value.enabled)
    .map((item) => ({ ...item.value, key: item.key, policyId }));
}

export function deviceOfAlerts(db: Db, deviceId: number) {
  return db.kysely
    .selectFrom('devices')
    .select(['id', 'organization_id', 'node_role_id', 'node_class', 'display_name'])
    .where('id', '=', deviceId)
    .where('removed_at', 'is', null)
    .executeTakeFirst();
}
