// Table types of activities (migration 0016); times are ISO-8601 UTC text, as in schema.ts.
import type { ActivityAction, ActivityResult, ActivityType } from '@warden/domain';
import type { Generated } from 'kysely';

export interface ActivityTable {
  id: Generated<number>;
  type: ActivityType;
  action: ActivityAction;
  result: ActivityResult;
  message: string;
  subject_id: number | null;
  device_id: number | null;
  device_name: string | null;
  organization_id: number | null;
  organization_name: string | null;
  technician_id: number | null;
  technician_name: string | null;
  created_at: string;
}

export interface ActivityTables {
  activities: ActivityTable;
}
