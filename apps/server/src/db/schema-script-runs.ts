// Table types of script runs (migration 0014); booleans are 0/1 and times ISO-8601 UTC text, as in
// schema.ts, so both databases return the same values.
import type { ScriptLanguage, ScriptRunAs, ScriptRunStatus } from '@warden/domain';
import type { Generated } from 'kysely';

export interface ScriptRunTable {
  id: Generated<number>;
  script_id: number;
  script_name: string;
  device_id: number;
  organization_id: number;
  language: ScriptLanguage;
  run_as: ScriptRunAs;
  timeout_seconds: number;
  body: string;
  /** JSON: [{name, calculatedName, type, value}] with the value as the script's environment gets it. */
  variables: string;
  status: ScriptRunStatus;
  created_by: number | null;
  created_by_name: string;
  expires_at: string;
  sent_at: string | null;
  started_at: string | null;
  finished_at: string | null;
  /** Set while the device's link is down during the run; cleared when the agent reports again. */
  disconnected_at: string | null;
  cancel_requested: Generated<number>;
  exit_code: number | null;
  failure_reason: string | null;
  output_bytes: Generated<number>;
  dropped_bytes: Generated<number>;
  /** The last output piece kept, so a piece sent again after a reconnection is not kept twice. */
  last_seq: Generated<number>;
  created_at: string;
  updated_at: string;
}

export interface ScriptRunOutputTable {
  run_id: number;
  /** Byte offset of this piece in the run's kept output. */
  start_byte: number;
  bytes: number;
  stream: 'stdout' | 'stderr';
  data: string;
}

export interface ScriptRunTables {
  script_runs: ScriptRunTable;
  script_run_output: ScriptRunOutputTable;
}
