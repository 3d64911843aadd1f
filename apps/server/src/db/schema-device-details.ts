// Table type of device details (migration 0026); times are ISO-8601 UTC text, as in schema.ts.

export interface DeviceDetailsTable {
  device_id: number;
  /** JSON of the saved sample device fields (SampleDeviceFields). */
  details: string;
  updated_at: string;
  updated_by: number | null;
}

export interface DeviceDetailsTables {
  device_details: DeviceDetailsTable;
}
