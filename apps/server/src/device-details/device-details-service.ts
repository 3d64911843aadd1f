// A device's details record: read with the values suggested from the device and its latest inventory,
// and saved whole (the form always sends every field), each save recorded as a device settings change.
import {
  type Device,
  type DeviceDetailsAnswer,
  type SampleDeviceFields,
  sampleDeviceFieldsSchema,
  suggestDeviceDetails,
} from '@warden/domain';
import { recordActivity } from '../activities/record-activity.ts';
import type { AuthContext } from '../auth/auth-context.ts';
import type { Db } from '../db/database.ts';
import { nowIso } from '../db/database.ts';
import { inventoryOf } from '../inventory/inventory-service.ts';

export async function deviceDetails(db: Db, device: Device): Promise<DeviceDetailsAnswer> {
  const row = await db.kysely
    .selectFrom('device_details')
    .select(['details', 'updated_at'])
    .where('device_id', '=', device.id)
    .executeTakeFirst();
  // A record that no longer parses (a schema that has since narrowed) reads as unsaved, not as an error.
  const saved = row ? sampleDeviceFieldsSchema.safeParse(JSON.parse(row.details)) : null;
  const { inventory } = await inventoryOf(db, device.id);
  return {
    details: saved?.success ? saved.data : null,
    suggested: suggestDeviceDetails(device, inventory),
    updatedAt: row?.updated_at ?? null,
  };
}

export async function saveDeviceDetails(
  db: Db,
  auth: AuthContext,
  device: Device,
  details: SampleDeviceFields,
): Promise<DeviceDetailsAnswer> {
  const values = { details: JSON.stringify(details), updated_at: nowIso(), updated_by: auth.user.id };
  await db.kysely.transaction().execute(async (trx) => {
    await trx
      .insertInto('device_details')
      .values({ device_id: device.id, ...values })
      .onConflict((oc) => oc.column('device_id').doUpdateSet(values))
      .execute();
    await recordActivity(
      { ...db, kysely: trx },
      {
        action: 'DEVICE_SETTINGS_UPDATED',
        result: 'SUCCESS',
        message: 'device details',
        deviceId: device.id,
        technicianId: auth.user.id,
      },
    );
  });
  return deviceDetails(db, device);
}
