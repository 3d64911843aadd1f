// The text a technician reads for a failed call. The server names permissions by their identifiers
// (canManageSettings); here each becomes its label, so no raw permission name reaches the screen.
import { type Permission, permissions } from '@warden/domain';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

const permissionName = new RegExp(`\\b(${permissions.join('|')})\\b`, 'g');

export function usePermissionLabel(): (permission: Permission) => string {
  const { t } = useTranslation();
  return useCallback((permission) => t(`permissions.${permission}`), [t]);
}

/** The error's message with permission identifiers read as their labels; the generic text without one. */
export function useErrorMessage(): (error: unknown) => string {
  const { t } = useTranslation();
  const label = usePermissionLabel();
  return useCallback(
    (error) => {
      const message = error instanceof Error ? error.message : '';
      if (!message) return t('errors.generic');
      return message.replace(permissionName, (name) => `“${label(name as Permission)}”`);
    },
    [t, label],
  );
}
