// Device inventories: the latest report of each device replaces the one before; a report that fails
// to parse back (a schema that has since grown) reads as none rather than failing the page.
import { type DeviceInventory, type DeviceInventoryAnswer, deviceInventorySchema } from '@warden/domain';
import type { Db } from '../db/database.ts';
import { nowIso } from '../db/database.ts';

export async function saveInventory(db: Db, deviceId: number, inventory: DeviceInventory, at = nowIso()) {
  const row = { inventory: JSON.stringify(inventory), reported_at: at };
  await db.kysely
    .insertInto('device_inventories')
    .values({ device_id: deviceId, ...row })
    .onConflict((oc) => oc.column('device_id').doUpdateSet(row))
    .execute();
  return { ok: true as const };
}

export async function inventoryOf(db: Db, deviceId: number): Promise<DeviceInventoryAnswer> {
  const row = await db.kysely
    .selectFrom('device_inventories')
    .selectAll()
    .where('device_id', '=', deviceId)
    .executeTakeFirst();
  const parsed = row ? deviceInventorySchema.safeParse(JSON.parse(row.inventory)) : null;
  return parsed?.success
    ? { inventory: parsed.data, reportedAt: row!.reported_at }
    : { inventory: null, reportedAt: null };
}
