// Device rows to the API's device shape; online is derived from the last contact.
import { type Device, type NodeClass, OFFLINE_AFTER_MS } from '@warden/domain';
import type { Selectable } from 'kysely';
import type { DeviceTable } from '../db/schema.ts';

export type DeviceRow = Selectable<DeviceTable> & { organization_name: string; location_name: string | null };

export function isOnline(lastContact: string | null, now = Date.now()): boolean {
  return lastContact !== null && now - Date.parse(lastContact) < OFFLINE_AFTER_MS;
}

export function presentDevice(row: DeviceRow): Device {
  return {
    id: row.id,
    uid: row.uid,
    displayName: row.display_name,
    friendlyName: row.friendly_name,
    name: row.friendly_name ?? row.display_name,
    systemName: row.system_name,
    nodeClass: row.node_class as NodeClass,
    nodeRole: row.node_role,
    clientId: row.organization_id,
    organizationId: row.organization_id,
    organizationName: row.organization_name,
    locationId: row.location_id,
    locationName: row.location_name,
    online: isOnline(row.last_contact),
    lastContact: row.last_contact,
    lockhartEnabled: row.backup_enabled === 1,
    osName: row.os_name,
    createdAt: row.created_at,
  };
}
