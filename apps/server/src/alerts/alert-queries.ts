// The alerts table's shared queries: rows with their device and organisation names, one alert by id
// (the scope guard's loader), and the alert as the API answers it.
import type { Alert } from '@warden/domain';
import type { Db } from '../db/database.ts';

export function alertRows(db: Db) {
  return db.kysely
    .selectFrom('alerts as a')
    .innerJoin('devices as d', 'd.id', 'a.device_id')
    .innerJoin('organizations as o', 'o.id', 'a.organization_id')
    .selectAll('a')
    .select(['d.display_name as device_name', 'o.name as organization_name'])
    .where('d.removed_at', 'is', null);
}

export type AlertRow = NonNullable<Awaited<ReturnType<ReturnType<typeof alertRows>['executeTakeFirst']>>>;

export async function alertById(db: Db, id: number) {
  return alertRows(db).where('a.id', '=', id).executeTakeFirst();
}

export function presentAlert(row: AlertRow): Alert {
  return {
    id: row.id,
    deviceId: row.device_id,
    deviceName: row.device_name,
    organizationId: row.organization_id,
    organizationName: row.organization_name,
    policyId: row.policy_id,
    conditionKey: row.condition_key,
    conditionType: row.condition_type,
    conditionName: row.condition_name,
    severity: row.severity,
    state: row.state,
    message: row.message,
    raisedAt: row.raised_at,
    resetAt: row.reset_at,
    acknowledgedAt: row.acknowledged_at,
    acknowledgedByName: row.acknowledged_by_name,
  };
}
