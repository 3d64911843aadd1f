// Queries of devices shared by the device routes, the scope guard and the features that name a
// device: rows with their organisation and location names, and one device by id.
import type { Db } from '../db/database.ts';
import { inBatches } from '../db/in-batches.ts';
import { presentDevice } from './presenter.ts';

/** Devices with their organisation and location names, before any scope is applied. */
export function deviceRows(db: Db) {
  return db.kysely
    .selectFrom('devices as d')
    .innerJoin('organizations as o', 'o.id', 'd.organization_id')
    .leftJoin('locations as l', 'l.id', 'd.location_id')
    .selectAll('d')
    .select(['o.name as organization_name', 'l.name as location_name'])
    .where('d.removed_at', 'is', null);
}

export async function deviceById(db: Db, id: number) {
  const row = await deviceRows(db).where('d.id', '=', id).executeTakeFirst();
  return row && presentDevice(row);
}

/** The devices of these ids that exist, by id, read in bulk (a script run on a thousand devices). */
export async function devicesByIds(db: Db, ids: readonly number[]) {
  const rows = await inBatches(ids, (batch) => deviceRows(db).where('d.id', 'in', batch).execute());
  return new Map(rows.map((row) => [row.id, presentDevice(row)]));
}
