// Queries of backup plans and their jobs that several features share: a plan of a device, a job of a
// plan, a job with the organisation that owns it.
import type { Db } from '../../db/database.ts';

/** The device's plan with this id, deleted or not; undefined when the device has no such plan. */
export function planOfDevice(db: Db, deviceId: number, planId: number) {
  return db.kysely
    .selectFrom('backup_plans')
    .selectAll()
    .where('id', '=', planId)
    .where('device_id', '=', deviceId)
    .executeTakeFirst();
}

export function backupJobOfPlan(db: Db, planId: number, jobId: number) {
  return db.kysely
    .selectFrom('backup_jobs')
    .selectAll()
    .where('id', '=', jobId)
    .where('plan_id', '=', planId)
    .executeTakeFirst();
}

export function backupJobById(db: Db, jobId: number) {
  return db.kysely
    .selectFrom('backup_jobs as j')
    .innerJoin('devices as d', 'd.id', 'j.device_id')
    .selectAll('j')
    .select('d.organization_id')
    .where('j.id', '=', jobId)
    .executeTakeFirst();
}
