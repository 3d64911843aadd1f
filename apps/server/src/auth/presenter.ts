// Builds the session answer the console reads on start.
import { permissionMap, type Session } from '@warden/domain';
import type { Db } from '../db/database.ts';
import { getDivisionConfig } from '../settings/division-service.ts';
import type { AuthContext } from './auth-context.ts';

export async function presentSession(db: Db, auth: AuthContext): Promise<Session> {
  const { user, role } = auth;
  return {
    user: {
      id: user.id,
      uid: user.uid,
      email: user.email,
      firstName: user.firstName,
      lastName: user.lastName,
      displayName: `${user.firstName} ${user.lastName}`.trim(),
      userType: user.userType,
      roleId: role?.id ?? null,
      roleName: role?.name ?? null,
      hideHelpTooltip: user.hideHelpTooltip,
    },
    divisionConfig: await getDivisionConfig(db),
    permissions: permissionMap([...(role?.permissions ?? [])]),
    organizationIds: role ? role.organizationIds : [],
    csrfToken: auth.csrfToken,
  };
}
