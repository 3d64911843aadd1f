// Turns a user row (with its role name) into the API's technician shape.
import type { Technician } from '@warden/domain';
import type { Selectable } from 'kysely';
import type { UserTable } from '../db/schema.ts';

export type TechnicianRow = Selectable<UserTable> & { role_name: string | null };

export function presentTechnician(row: TechnicianRow): Technician {
  return {
    id: row.id,
    uid: row.uid,
    email: row.email,
    firstName: row.first_name,
    lastName: row.last_name,
    displayName: `${row.first_name} ${row.last_name}`.trim(),
    phone: row.phone,
    status: row.status,
    roleId: row.role_id,
    roleName: row.role_name,
    lastLoginAt: row.last_login_at,
    createdAt: row.created_at,
  };
}
