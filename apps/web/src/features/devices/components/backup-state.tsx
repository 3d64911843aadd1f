// Whether backup is enabled on a device, as a word.
import { useTranslation } from 'react-i18next';

export function BackupState({ enabled }: { enabled: boolean }) {
  const { t } = useTranslation('devices');
  return (
    <span className={`backup-state backup-state--${enabled ? 'on' : 'off'}`}>
      {enabled ? t('backupState.enabled') : t('backupState.disabled')}
    </span>
  );
}
