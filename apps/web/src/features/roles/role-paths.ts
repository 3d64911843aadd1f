// Where each kind of role is listed and edited; the editor returns to the list once a role is saved.
import type { RoleType } from '@warden/domain';

export const NEW_ROLE_ID = 'new';

export const roleListPaths: Record<RoleType, string> = {
  technician: '/administration/users/technicianRoles',
  endUser: '/administration/users/endUserRoles',
};
