// Who may open backed-up folders and files, restore and download them (spec 000, section 6): a
// technician with canViewAndRestoreBackupData, or anyone who sees the device while the division
// allows file/folder backup. The server's access rules and the console's browser both follow this.
import type { Permission } from '../auth/permissions.ts';
import type { FeatureFlag, FeatureFlags } from '../settings/feature-flags.ts';

/** The permission backup data needs, and the division flag that stands in for it while on. */
export const backupDataAccess = {
  permission: 'canViewAndRestoreBackupData',
  orFlag: 'file_folder_backup',
} as const satisfies { permission: Permission; orFlag: FeatureFlag };

export function mayBrowseBackupData(
  hasPermission: boolean,
  flags: Pick<FeatureFlags, typeof backupDataAccess.orFlag>,
): boolean {
  return hasPermission || flags[backupDataAccess.orFlag];
}
