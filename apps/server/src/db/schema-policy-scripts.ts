// Table types of policy script schedules and device inventories (migration 0025); times are
// ISO-8601 UTC text, as in schema.ts.

export interface PolicyScriptScheduleTable {
  device_id: number;
  item_key: string;
  /** JSON of the schedule and zone next_occurrence_at was read from. */
  stamp: string;
  occurrences_after: string;
  next_occurrence_at: string;
  last_occurrence_at: string | null;
}

export interface DeviceInventoryTable {
  device_id: number;
  /** JSON of the agent's report (DeviceInventory). */
  inventory: string;
  reported_at: string;
}

export interface PolicyScriptTables {
  policy_script_schedules: PolicyScriptScheduleTable;
  device_inventories: DeviceInventoryTable;
}
