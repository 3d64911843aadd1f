// Device group rows to the API shape.
import { type DeviceGroup, deviceGroupCriteriaSchema } from '@warden/domain';
import type { DeviceGroupRow } from './device-group-queries.ts';

export function presentDeviceGroup(row: DeviceGroupRow): DeviceGroup {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    organizationId: row.organization_id,
    organizationName: row.organization_name,
    criteria: deviceGroupCriteriaSchema.parse(JSON.parse(row.criteria)),
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}
