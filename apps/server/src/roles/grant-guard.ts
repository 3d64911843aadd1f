// Refuses role changes and role assignments that would give more than the caller holds; the rule
// itself is the domain's grantExcess.
import {
  exceedsHeld,
  type GrantExcess,
  grantExcess,
  type HeldGrant,
  organizationsWithin,
  type RoleGrant,
} from '@warden/domain';
import type { AuthContext } from '../auth/auth-context.ts';
import { ApiError } from '../http/api-error.ts';

export function heldBy(auth: AuthContext): HeldGrant {
  return {
    permissions: auth.role?.permissions ?? new Set(),
    organizationIds: auth.role ? auth.role.organizationIds : [],
  };
}

export const seesEveryOrganization = (auth: AuthContext) =>
  auth.role !== null && auth.role.organizationIds === null;

const forbidden = (message: string, fields?: Record<string, string>) =>
  new ApiError(403, 'FORBIDDEN', message, fields);

function describe(excess: GrantExcess): string {
  const parts: string[] = [];
  if (excess.permissions.length) parts.push(`permissions you do not hold (${excess.permissions.join(', ')})`);
  if (excess.allOrganizations) parts.push('every organization, while you do not see every organization');
  if (excess.organizationIds.length)
    parts.push(`organizations you do not see (${excess.organizationIds.join(', ')})`);
  return parts.join('; ');
}

/** A role the caller creates or saves may carry only what the caller holds. */
export function assertRoleInputWithin(auth: AuthContext, grant: RoleGrant): void {
  const excess = grantExcess(grant, heldBy(auth));
  if (!exceedsHeld(excess)) return;
  const fields: Record<string, string> = {};
  if (excess.permissions.length) fields.permissions = 'You cannot grant a permission you do not hold';
  if (excess.allOrganizations) fields.allOrganizations = 'You do not see every organization';
  if (excess.organizationIds.length)
    fields.organizationIds = 'You cannot grant an organization you do not see';
  throw forbidden(`You cannot grant ${describe(excess)}`, fields);
}

/** An existing role the caller edits must itself be within what the caller holds. */
export function assertRoleEditable(auth: AuthContext, role: RoleGrant & { id: number; system: boolean }) {
  if (auth.role?.id === role.id) throw forbidden('You cannot edit your own role');
  if (role.system && !seesEveryOrganization(auth))
    throw forbidden('Only a technician who sees every organization may change the Administrator role');
  const excess = grantExcess(role, heldBy(auth));
  if (exceedsHeld(excess)) throw forbidden(`You cannot edit a role that grants ${describe(excess)}`);
}

/** A technician may be given a role only when the role grants nothing beyond the caller's own. */
export function assertRoleAssignable(auth: AuthContext, role: RoleGrant & { system: boolean }): void {
  if (role.system && !seesEveryOrganization(auth)) {
    throw forbidden('Only a technician who sees every organization may give the Administrator role', {
      roleId: 'You cannot give this role',
    });
  }
  const excess = grantExcess(role, heldBy(auth));
  if (exceedsHeld(excess)) {
    throw forbidden(`You cannot give a role that grants ${describe(excess)}`, {
      roleId: 'This role grants more than you hold',
    });
  }
}

/**
 * A technician account is within the caller's reach when its role's organisations are within the
 * caller's and its permissions within the caller's too: changing the password of an account that
 * holds more would hand its access over.
 */
export function assertAccountWithin(auth: AuthContext, role: RoleGrant | null): void {
  if (!role) return;
  const held = heldBy(auth);
  if (!organizationsWithin(role, held))
    throw forbidden(
      'This technician has access to organizations you do not see; you cannot change the account',
    );
  if (grantExcess(role, held).permissions.length)
    throw forbidden('This technician holds permissions you do not hold; you cannot change the account');
}
