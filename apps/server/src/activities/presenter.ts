// Activity row to API shape.
import type { Activity } from '@warden/domain';
import type { Selectable } from 'kysely';
import type { ActivityTable } from '../db/schema-activities.ts';

export function presentActivity(row: Selectable<ActivityTable>): Activity {
  return {
    id: row.id,
    type: row.type,
    action: row.action,
    result: row.result,
    message: row.message,
    subjectId: row.subject_id,
    deviceId: row.device_id,
    deviceName: row.device_name,
    organizationId: row.organization_id,
    organizationName: row.organization_name,
    technicianId: row.technician_id,
    technicianName: row.technician_name,
    createdAt: row.created_at,
  };
}
