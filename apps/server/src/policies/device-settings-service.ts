// A device's own settings: friendly name, location, role and backup enablement, with the policy its
// role maps to and the effective result. Each change is recorded as an activity.
import {
  type DeviceSettings,
  type DeviceSettingsPatch,
  type NodeClass,
  roleFitsDevice,
} from '@warden/domain';
import { recordActivity } from '../activities/record-activity.ts';
import type { AuthContext } from '../auth/auth-context.ts';
import type { Db } from '../db/database.ts';
import { bool, nowIso } from '../db/database.ts';
import { badRequest, notFound } from '../http/api-error.ts';
import { policyOfDevice, roleOfDevice } from './device-policy.ts';
import { policyTree } from './policy-queries.ts';
import { roleById } from './role-and-map-service.ts';

async function settingsRow(db: Db, deviceId: number) {
  const row = await db.kysely
    .selectFrom('devices as d')
    .leftJoin('locations as l', 'l.id', 'd.location_id')
    .select([
      'd.id',
      'd.organization_id',
      'd.friendly_name',
      'd.location_id',
      'l.name as location_name',
      'd.node_role_id',
      'd.node_class',
      'd.backup_enabled',
    ])
    .where('d.id', '=', deviceId)
    .where('d.removed_at', 'is', null)
    .executeTakeFirst();
  if (!row) throw notFound('Device');
  return row;
}

export async function deviceSettings(db: Db, deviceId: number): Promise<DeviceSettings> {
  const row = await settingsRow(db, deviceId);
  const tree = await policyTree(db);
  const chosen = await policyOfDevice(db, row, tree);
  const approval = await db.kysely
    .selectFrom('node_approvals')
    .select('approval_status')
    .where('device_id', '=', deviceId)
    .orderBy('id', 'desc')
    .executeTakeFirst();
  const policy = chosen.policyId === null ? undefined : tree.get(chosen.policyId);
  return {
    friendlyName: row.friendly_name,
    locationId: row.location_id,
    locationName: row.location_name ?? null,
    nodeRoleId: roleOfDevice(row),
    policy: policy ? { id: policy.id, name: policy.name } : null,
    policySource: chosen.source,
    effective: chosen.effective,
    approvalStatus: approval?.approval_status ?? 'APPROVED',
    backupEnabled: bool(row.backup_enabled),
  };
}

export async function updateDeviceSettings(
  db: Db,
  auth: AuthContext,
  deviceId: number,
  patch: DeviceSettingsPatch,
): Promise<DeviceSettings> {
  const row = await settingsRow(db, deviceId);
  const changes: Record<string, unknown> = {};
  const changed: string[] = [];
  if (patch.friendlyName !== undefined) {
    changes.friendly_name =
      patch.friendlyName === null || patch.friendlyName === '' ? null : patch.friendlyName;
    changed.push('friendly name');
  }
  if (patch.locationId !== undefined) {
    if (patch.locationId !== null) {
      const location = await db.kysely
        .selectFrom('locations')
        .select('id')
        .where('id', '=', patch.locationId)
        .where('organization_id', '=', row.organization_id)
        .where('deleted', '=', 0)
        .executeTakeFirst();
      if (!location) {
        throw badRequest('Not a location of the device’s organization', { locationId: 'Unknown location' });
      }
    }
    changes.location_id = patch.locationId;
    changed.push('location');
  }
  if (patch.nodeRoleId !== undefined) {
    const role = await roleById(db, patch.nodeRoleId);
    if (!role) throw badRequest('Unknown device role', { nodeRoleId: 'Unknown device role' });
    if (!roleFitsDevice({ nodeClass: role.node_class }, row.node_class as NodeClass)) {
      throw badRequest('The role is for another device class', {
        nodeRoleId: 'The role is for another device class',
      });
    }
    changes.node_role_id = patch.nodeRoleId;
    changed.push('role');
  }
  if (patch.backupEnabled !== undefined) {
    changes.backup_enabled = patch.backupEnabled ? 1 : 0;
    changed.push('backup');
  }
  if (changed.length) {
    await db.kysely.transaction().execute(async (trx) => {
      await trx
        .updateTable('devices')
        .set({ ...changes, updated_at: nowIso() })
        .where('id', '=', deviceId)
        .execute();
      await recordActivity(
        { ...db, kysely: trx },
        {
          action: 'DEVICE_SETTINGS_UPDATED',
          result: 'SUCCESS',
          message: changed.join(', '),
          deviceId,
          technicianId: auth.user.id,
        },
      );
    });
  }
  return deviceSettings(db, deviceId);
}
