// Organisation and location rows to API shapes.
import type { Location, Organization } from '@warden/domain';
import type { Selectable } from 'kysely';
import type { LocationTable, OrganizationTable } from '../db/schema.ts';

type OrgRow = Selectable<OrganizationTable> & { device_count: number | null; online_count: number | null };
type LocationRow = Selectable<LocationTable> & { organization_name: string; device_count: number | null };

export function presentOrganization(row: OrgRow): Organization {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    deleted: row.deleted === 1,
    deviceCount: Number(row.device_count ?? 0),
    onlineCount: Number(row.online_count ?? 0),
    createdAt: row.created_at,
  };
}

export function presentLocation(row: LocationRow): Location {
  return {
    id: row.id,
    organizationId: row.organization_id,
    organizationName: row.organization_name,
    name: row.name,
    address: row.address,
    description: row.description,
    deleted: row.deleted === 1,
    deviceCount: Number(row.device_count ?? 0),
  };
}
