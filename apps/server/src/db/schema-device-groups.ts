// Table types of device groups (migration 0015); times are ISO-8601 UTC text, as in schema.ts.
import type { Generated } from 'kysely';

export interface DeviceGroupTable {
  id: Generated<number>;
  name: string;
  description: string;
  organization_id: number | null;
  /** JSON of the domain's deviceGroupCriteriaSchema. */
  criteria: string;
  created_by: number | null;
  created_at: string;
  updated_at: string;
}

export interface DeviceGroupTables {
  device_groups: DeviceGroupTable;
}
