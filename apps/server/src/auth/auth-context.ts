// Who is calling: the signed-in technician, their role's permissions and organisation scope.
import { permissions as allPermissions, type Permission, type UserType } from '@warden/domain';
import type { Db } from '../db/database.ts';
import { findSession } from './session-store.ts';

export interface AuthContext {
  sessionId: string;
  csrfToken: string;
  stepUpAt: string | null;
  user: {
    id: number;
    uid: string;
    email: string;
    firstName: string;
    lastName: string;
    userType: UserType;
    hideHelpTooltip: boolean;
  };
  role: {
    id: number;
    name: string;
    permissions: ReadonlySet<Permission>;
    /** null: every organisation. */
    organizationIds: number[] | null;
  } | null;
}

export function can(auth: AuthContext, permission: Permission): boolean {
  return auth.role?.permissions.has(permission) ?? false;
}

export async function loadAuthContext(db: Db, token: string): Promise<AuthContext | undefined> {
  const session = await findSession(db, token);
  if (!session) return undefined;
  const user = await db.kysely
    .selectFrom('users')
    .leftJoin('technician_roles as r', 'r.id', 'users.role_id')
    .select([
      'users.id',
      'users.uid',
      'users.email',
      'users.first_name',
      'users.last_name',
      'users.user_type',
      'users.status',
      'users.hide_help_tooltip',
      'r.id as role_id',
      'r.name as role_name',
      'r.permissions',
      'r.all_organizations',
    ])
    .where('users.id', '=', session.user_id)
    .executeTakeFirst();
  if (!user || user.status !== 'ACTIVE' || user.user_type !== 'TECHNICIAN') return undefined;

  let role: AuthContext['role'] = null;
  if (user.role_id !== null) {
    const granted = new Set<Permission>(
      (JSON.parse(user.permissions ?? '[]') as string[]).filter((p): p is Permission =>
        (allPermissions as readonly string[]).includes(p),
      ),
    );
    let organizationIds: number[] | null = null;
    if (!user.all_organizations) {
      const rows = await db.kysely
        .selectFrom('role_organizations')
        .select('organization_id')
        .where('role_id', '=', user.role_id)
        .execute();
      organizationIds = rows.map((r) => r.organization_id);
    }
    role = { id: user.role_id, name: user.role_name ?? '', permissions: granted, organizationIds };
  }

  return {
    sessionId: session.id,
    csrfToken: session.csrf_token,
    stepUpAt: session.step_up_at,
    user: {
      id: user.id,
      uid: user.uid,
      email: user.email,
      firstName: user.first_name,
      lastName: user.last_name,
      userType: user.user_type,
      hideHelpTooltip: user.hide_help_tooltip === 1,
    },
    role,
  };
}
