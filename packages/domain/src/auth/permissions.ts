// Named technician permissions. A role grants a set of these; the server checks them on every call.
export const permissions = [
  'canViewAndRestoreBackupData',
  'canDeleteBackupData',
  'canManageBackup',
  'canManageTicketing',
  'canManageTechnicians',
  'canManageSettings',
  'canManageOrganizations',
  'canManageDevices',
  'canManageScripts',
  'canRunScripts',
  'canApproveDevices',
  'canManagePolicies',
] as const;
export type Permission = (typeof permissions)[number];

export type PermissionMap = Record<Permission, boolean>;

export function permissionMap(granted: readonly string[]): PermissionMap {
  const set = new Set(granted);
  return Object.fromEntries(permissions.map((p) => [p, set.has(p)])) as PermissionMap;
}
