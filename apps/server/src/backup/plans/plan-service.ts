// Backup plan definitions per device: create, edit, remove (data kept), and "Back up now".
import { randomUUID } from 'node:crypto';
import type { PlanInput } from '@warden/domain';
import type { AgentHub } from '../../agents/agent-hub.ts';
import type { Db } from '../../db/database.ts';
import { nowIso } from '../../db/database.ts';
import { conflict, notFound } from '../../http/api-error.ts';
import { presentPlanDefinition } from './plan-presenter.ts';

function columns(input: PlanInput) {
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

export async function listPlanDefinitions(db: Db, deviceId: number, includeDeleted = false) {
  let query = db.kysely.selectFrom('backup_plans').selectAll().where('device_id', '=', deviceId);
  if (!includeDeleted) query = query.where('deleted', '=', 0);
  const rows = await query.orderBy('name').execute();
  return rows.map((r) => presentPlanDefinition(r));
}

export async function getPlanRow(db: Db, deviceId: number, planId: number) {
  const row = await db.kysely
    .selectFrom('backup_plans')
    .selectAll()
    .where('id', '=', planId)
    .where('device_id', '=', deviceId)
    .executeTakeFirst();
  if (!row) throw notFound('Backup plan');
  return row;
}

export async function createPlan(db: Db, hub: AgentHub, deviceId: number, input: PlanInput) {
  await assertNameFree(db, deviceId, input.name);
  const now = nowIso();
  const { id } = await db.kysely
    .insertInto('backup_plans')
    .values({
      uid: randomUUID(),
      device_id: deviceId,
      ...columns(input),
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
  await assertNameFree(db, deviceId, input.name, planId);
  await db.kysely
    .updateTable('backup_plans')
    .set({ ...columns(input), type: current.type, updated_at: nowIso() })
    .where('id', '=', planId)
    .execute();
  hub.send(deviceId, { type: 'configChanged' });
  return presentPlanDefinition(await getPlanRow(db, deviceId, planId));
}

export async function removePlan(db: Db, hub: AgentHub, deviceId: number, planId: number) {
  await getPlanRow(db, deviceId, planId);
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
  const sent = hub.send(deviceId, { type: 'runBackup', planId });
  return sent
    ? { accepted: true, message: `Backup of ${plan.name} started` }
    : { accepted: false, message: 'The device is offline; the backup runs when it reconnects' };
}
