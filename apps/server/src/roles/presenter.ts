// Turns a role row into the API's role shape.
import { type Permission, permissions, roleTypeSchema, type TechnicianRole } from '@warden/domain';
import type { Selectable } from 'kysely';
import type { RoleTable } from '../db/schema.ts';

export function presentRole(
  row: Selectable<RoleTable>,
  organizationIds: number[],
  technicianCount: number,
): TechnicianRole {
  const granted = (JSON.parse(row.permissions) as string[]).filter((p): p is Permission =>
    (permissions as readonly string[]).includes(p),
  );
  return {
    id: row.id,
    // Anything unexpected reads as a technician role, the column's default.
    roleType: roleTypeSchema.catch('technician').parse(row.role_type),
    name: row.name,
    description: row.description,
    system: row.system === 1,
    permissions: granted,
    allOrganizations: row.all_organizations === 1,
    organizationIds,
    technicianCount,
  };
}
