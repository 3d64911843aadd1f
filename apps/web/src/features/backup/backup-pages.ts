// The backup tabs' pages that exist; other `:page` values show the not-yet page.
export const BACKUP_MANAGE_PAGE = 'manage';

export function backupTabPath(scope: { deviceId: number } | { organizationId: number } | 'system'): string {
  if (scope === 'system') return `/systemDashboard/backup/${BACKUP_MANAGE_PAGE}`;
  if ('deviceId' in scope) return `/deviceDashboard/${scope.deviceId}/backup/${BACKUP_MANAGE_PAGE}`;
  return `/customerDashboard/${scope.organizationId}/backup/${BACKUP_MANAGE_PAGE}`;
}
