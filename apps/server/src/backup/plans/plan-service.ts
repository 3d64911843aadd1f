// Backup plan definitions per device: create, edit, remove (data kept), and "Back up now".
import { randomUUID } from 'node:crypto';
import type { PlanInput } from '@warden/domain';
import type { AgentHub } from '../../agents/agent-hub.ts';
import type { Db } from '../../db/database.ts';
import { nowIso } from '../../db/database.ts';
import { conflict, notFound } from '../../http/api-error.ts';
import { assertActionAllowed } from '../../policies/allowed-actions.ts';
import { type PlanRow, presentPlanDefinition } from './plan-presenter.ts';

/** The plan's own columns, shared with the plans a device's policy brings. */
export function planColumns(input: PlanInput) {
  return {
    name: input.name,
    type: input.type,
    destination: input.destination,
    schedule: JSON.stringify(input.schedule),
    common_folders: JSON.stringify(input.commonFolders),
    paths: JSON.stringify(input.paths),
    exclusions: JSON.stringify(input.exclusions),
    retention: JSON.stringify(input.retention),
    local_path: input.destination === 'CLOUD' ? null : input.localPath,
    backup_permissions: input.backupPermissions ? 1 : 0,
  };
}

async function assertNameFree(db: Db, deviceId: number, name: string, exceptId?: number) {
  const clash = await db.kysely
    .selectFrom('backup_plans')
    .select('id')
    .where('device_id', '=', deviceId)
    .where('deleted', '=', 0)
    .where((eb) => eb(eb.fn('lower', ['name']), '=', name.toLowerCase()))
    .executeTakeFirst();
  if (clash && clash.id !== exceptId)
    throw conflict('A plan with this name already exists on the device', { name: 'Already in use' });
}

/** Plan rows with the name of the policy a policy's plan comes from. */
const plansWithPolicy = (db: Db) =>
  db.kysely
    .selectFrom('backup_plans as b')
    .leftJoin('policies as p', 'p.id', 'b.policy_id')
    .selectAll('b')
    .select('p.name as policy_name');

export async function listPlanDefinitions(db: Db, deviceId: number, includeDeleted = false) {
  let query = plansWithPolicy(db).where('b.device_id', '=', deviceId);
  if (!includeDeleted) query = query.where('b.deleted', '=', 0);
  const rows = await query.orderBy('b.name').orderBy('b.id').execute();
  return rows.map((r) => presentPlanDefinition(r));
}

export async function getPlanRow(db: Db, deviceId: number, planId: number) {
  const row = await plansWithPolicy(db)
    .where('b.id', '=', planId)
    .where('b.device_id', '=', deviceId)
    .executeTakeFirst();
  if (!row) throw notFound('Backup plan');
  return row;
}

/** A policy's plan is changed in the policy: the device's own dialogs must not fork it. */
function assertOwnPlan(row: PlanRow) {
  if (row.policy_id === null) return;
  const name = row.policy_name ?? String(row.policy_id);
  throw conflict(`This plan comes from policy ${name}; change it in the policy`, { policy: name });
}

export async function createPlan(db: Db, hub: AgentHub, deviceId: number, input: PlanInput) {
  await assertNameFree(db, deviceId, input.name);
  const now = nowIso();
  const { id } = await db.kysely
    .insertInto('backup_plans')
    .values({
      uid: randomUUID(),
      device_id: deviceId,
      ...planColumns(input),
      deleted: 0,
      last_success: null,
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  hub.send(deviceId, { type: 'configChanged' });
  return presentPlanDefinition(await getPlanRow(db, deviceId, id));
}

export async function updatePlan(db: Db, hub: AgentHub, deviceId: number, planId: number, input: PlanInput) {
  const current = await getPlanRow(db, deviceId, planId);
  if (current.deleted) throw notFound('Backup plan');
  assertOwnPlan(current);
  await assertNameFree(db, deviceId, input.name, planId);
  await db.kysely
    .updateTable('backup_plans')
    .set({ ...planColumns(input), type: current.type, updated_at: nowIso() })
    .where('id', '=', planId)
    .execute();
  hub.send(deviceId, { type: 'configChanged' });
  return presentPlanDefinition(await getPlanRow(db, deviceId, planId));
}

export async function removePlan(db: Db, hub: AgentHub, deviceId: number, planId: number) {
  assertOwnPlan(await getPlanRow(db, deviceId, planId));
  await db.kysely
    .updateTable('backup_plans')
    .set({ deleted: 1, updated_at: nowIso() })
    .where('id', '=', planId)
    .execute();
  hub.send(deviceId, { type: 'configChanged' });
  return { ok: true as const };
}

export async function runPlanNow(db: Db, hub: AgentHub, deviceId: number, planId: number) {
  const plan = await getPlanRow(db, deviceId, planId);
  if (plan.deleted) throw notFound('Backup plan');
  await assertActionAllowed(db, deviceId, 'RUN_BACKUP');
  const sent = hub.send(deviceId, { type: 'runBackup', planId });
  return sent
    ? { accepted: true, message: `Backup of ${plan.name} started` }
    : { accepted: false, message: 'The device is offline; the backup runs when it reconnects' };
}
