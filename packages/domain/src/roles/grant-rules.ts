// Who may hand out what: a technician grants only permissions they hold and organisations they see,
// so managing technicians can never be turned into more access than the manager has.
import type { Permission } from '../auth/permissions.ts';

/** What a role grants (or would grant once saved). */
export interface RoleGrant {
  permissions: readonly Permission[];
  allOrganizations: boolean;
  organizationIds: readonly number[];
}

/** What the caller holds; organizationIds null means every organisation. */
export interface HeldGrant {
  permissions: ReadonlySet<Permission>;
  organizationIds: readonly number[] | null;
}

export interface GrantExcess {
  /** Permissions the grant has and the holder lacks. */
  permissions: Permission[];
  /** The grant reaches every organisation and the holder does not. */
  allOrganizations: boolean;
  /** Organisations the grant names and the holder does not see. */
  organizationIds: number[];
}

/** What the grant gives beyond the holder's own; empty when the holder may hand it out. */
export function grantExcess(grant: RoleGrant, held: HeldGrant): GrantExcess {
  const seen = held.organizationIds === null ? null : new Set(held.organizationIds);
  return {
    permissions: [...new Set(grant.permissions)].filter((p) => !held.permissions.has(p)),
    allOrganizations: grant.allOrganizations && seen !== null,
    organizationIds:
      seen === null || grant.allOrganizations
        ? []
        : [...new Set(grant.organizationIds)].filter((id) => !seen.has(id)),
  };
}

export function exceedsHeld(excess: GrantExcess): boolean {
  return excess.permissions.length > 0 || excess.allOrganizations || excess.organizationIds.length > 0;
}

/** An account is within the holder's scope when its role's organisations are all seen by the holder. */
export function organizationsWithin(grant: Omit<RoleGrant, 'permissions'>, held: HeldGrant): boolean {
  const excess = grantExcess({ ...grant, permissions: [] }, held);
  return !excess.allOrganizations && excess.organizationIds.length === 0;
}
