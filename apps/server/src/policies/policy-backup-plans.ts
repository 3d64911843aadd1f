// Keeps each device's plan rows in step with the backup plans of its effective policy: a policy's
// plan is a plan row like a device's own (so jobs, revisions, browse and restore work unchanged),
// marked with the policy and the item key. A plan that leaves the effective policy is marked deleted,
// its revisions kept, as removing a device's own plan does.
import { randomUUID } from 'node:crypto';
import { type EffectivePolicy, policyForRole } from '@warden/domain';
import type { Selectable } from 'kysely';
import { planColumns } from '../backup/plans/plan-service.ts';
import type { Db } from '../db/database.ts';
import { nowIso } from '../db/database.ts';
import type { BackupPlanTable } from '../db/schema.ts';
import { effectiveOf, installationDefaults, organizationMap, roleOfDevice } from './device-policy.ts';
import { type PolicyTree, policyTree } from './policy-queries.ts';

type PlanRow = Selectable<BackupPlanTable>;
type Wanted = EffectivePolicy['backupPlans'][number];

/** The columns a policy's plan item gives its row; compared with the row to skip needless writes. */
function wantedColumns(policyId: number, item: Wanted) {
  return {
    ...planColumns(item.value.plan),
    policy_id: policyId,
    policy_item_key: item.key,
    policy_source_id: item.sourcePolicyId,
    policy_inherited: item.inherited ? 1 : 0,
    policy_overridden: item.overridden ? 1 : 0,
  };
}

const differs = (row: PlanRow, cols: ReturnType<typeof wantedColumns>) =>
  Object.entries(cols).some(([k, v]) => row[k as keyof PlanRow] !== v);

/** Brings one device's policy plan rows to what its effective policy (null: none) asks for. */
async function syncDevice(db: Db, deviceId: number, effective: EffectivePolicy | null, rows: PlanRow[]) {
  const wanted = new Map(
    (effective?.backupPlans ?? []).filter((i) => i.value.enabled).map((i) => [i.key, i]),
  );
  const now = nowIso();
  const kept = new Set<string>();
  for (const row of rows) {
    const item = row.policy_item_key === null ? undefined : wanted.get(row.policy_item_key);
    // A plan's type never changes in place (its repository depends on it): a new type is a new plan.
    if (!item || !effective || item.value.plan.type !== row.type) {
      await db.kysely
        .updateTable('backup_plans')
        .set({ deleted: 1, updated_at: now })
        .where('id', '=', row.id)
        .execute();
      continue;
    }
    kept.add(item.key);
    const cols = wantedColumns(effective.policyId, item);
    if (differs(row, cols)) {
      await db.kysely
        .updateTable('backup_plans')
        .set({ ...cols, updated_at: now })
        .where('id', '=', row.id)
        .execute();
    }
  }
  if (!effective) return;
  for (const item of wanted.values()) {
    if (kept.has(item.key)) continue;
    await db.kysely
      .insertInto('backup_plans')
      .values({
        uid: randomUUID(),
        device_id: deviceId,
        ...wantedColumns(effective.policyId, item),
        deleted: 0,
        last_success: null,
        created_at: now,
        updated_at: now,
      })
      // The partial unique index on (device, key) makes a lost race a no-op, never a second plan.
      .onConflict((oc) => oc.doNothing())
      .execute();
  }
}

/** Effective policies by organisation and role, computed once for all devices that share them. */
function effectiveResolver(db: Db, tree: PolicyTree) {
  const byOrgRole = new Map<string, Promise<EffectivePolicy | null>>();
  let defaults: ReturnType<typeof installationDefaults> | undefined;
  return (device: { organization_id: number; node_role_id: string | null; node_class: string }) => {
    const role = roleOfDevice(device);
    const id = `${device.organization_id}:${role}`;
    let found = byOrgRole.get(id);
    if (!found) {
      defaults ??= installationDefaults(db, tree);
      found = (async () => {
        const chosen = policyForRole(
          role,
          await organizationMap(db, device.organization_id, tree),
          await defaults,
        );
        if (!chosen) return null;
        return tree.has(chosen.entry.policyId) ? effectiveOf(tree, chosen.entry.policyId) : null;
      })();
      byOrgRole.set(id, found);
    }
    return found;
  };
}

async function syncDevices(db: Db, deviceId?: number): Promise<void> {
  const tree = await policyTree(db);
  const effectiveFor = effectiveResolver(db, tree);
  let devices = db.kysely
    .selectFrom('devices')
    .select(['id', 'organization_id', 'node_role_id', 'node_class'])
    .where('removed_at', 'is', null)
    // A device awaiting approval stays dormant, with no plans; its first read once approved adds them.
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('node_approvals as a')
            .select('a.id')
            .whereRef('a.device_id', '=', 'devices.id')
            .where('a.approval_status', '=', 'PENDING'),
        ),
      ),
    );
  let plans = db.kysely
    .selectFrom('backup_plans')
    .selectAll()
    .where('deleted', '=', 0)
    .where('policy_item_key', 'is not', null);
  if (deviceId !== undefined) {
    devices = devices.where('id', '=', deviceId);
    plans = plans.where('device_id', '=', deviceId);
  }
  const rowsByDevice = new Map<number, PlanRow[]>();
  for (const row of await plans.execute()) {
    rowsByDevice.set(row.device_id, [...(rowsByDevice.get(row.device_id) ?? []), row]);
  }
  for (const device of await devices.execute()) {
    const rows = rowsByDevice.get(device.id) ?? [];
    const effective = await effectiveFor(device);
    if (!effective?.backupPlans.length && !rows.length) continue;
    await syncDevice(db, device.id, effective, rows);
  }
}

/** One sync at a time per database, so two of them never read the same rows and both add a plan. */
const running = new WeakMap<Db, Promise<void>>();
function serialised(db: Db, work: () => Promise<void>): Promise<void> {
  const next = (running.get(db) ?? Promise.resolve()).catch(() => undefined).then(work);
  running.set(db, next);
  return next;
}

/** After any change that can alter effective policies: every device's policy plans. */
export function syncPolicyBackupPlans(db: Db): Promise<void> {
  return serialised(db, () => syncDevices(db));
}

/** One device's policy plans, before its agent reads its configuration. */
export function syncDevicePolicyBackupPlans(db: Db, deviceId: number): Promise<void> {
  return serialised(db, () => syncDevices(db, deviceId));
}
