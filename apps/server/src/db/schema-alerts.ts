// Table types of alerts (migration 0021); times are ISO-8601 UTC text, as in schema.ts.
import type { AlertSeverity, AlertState } from '@warden/domain';
import type { Generated } from 'kysely';

export interface AlertTable {
  id: Generated<number>;
  device_id: number;
  organization_id: number;
  condition_key: string;
  condition_type: string;
  condition_name: string;
  policy_id: number | null;
  severity: AlertSeverity;
  state: AlertState;
  message: string;
  raised_at: string;
  reset_at: string | null;
  acknowledged_at: string | null;
  acknowledged_by_id: number | null;
  acknowledged_by_name: string | null;
  created_at: string;
  updated_at: string;
}

export interface AlertTables {
  alerts: AlertTable;
}
