// Queries of script runs shared by the run routes, the scope guard and the agent link: a run by id,
// the runs of a device in a state, and the filtered list.
import type { ScriptRunStatus } from '@warden/domain';
import type { Db } from '../../db/database.ts';

export async function scriptRunById(db: Db, id: number) {
  return db.kysely
    .selectFrom('script_runs as r')
    .innerJoin('devices as d', 'd.id', 'r.device_id')
    .selectAll('r')
    .select(['d.display_name as device_name', 'd.friendly_name as device_friendly_name'])
    .where('r.id', '=', id)
    .executeTakeFirst();
}
export type ScriptRunRow = NonNullable<Awaited<ReturnType<typeof scriptRunById>>>;

/** Runs joined with their device's name, for lists. */
export function scriptRunRows(db: Db) {
  return db.kysely
    .selectFrom('script_runs as r')
    .innerJoin('devices as d', 'd.id', 'r.device_id')
    .selectAll('r')
    .select(['d.display_name as device_name', 'd.friendly_name as device_friendly_name']);
}

export function runsOfDevice(db: Db, deviceId: number, statuses: readonly ScriptRunStatus[]) {
  return db.kysely
    .selectFrom('script_runs')
    .selectAll()
    .where('device_id', '=', deviceId)
    .where('status', 'in', statuses)
    .orderBy('id')
    .execute();
}
