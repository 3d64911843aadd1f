// 'If File Exists': what a restore does when a file of the same name is already there.
import { type CollisionHandling, collisionHandlings } from '@warden/domain';
import { useTranslation } from 'react-i18next';

export interface CollisionFieldProps {
  value: CollisionHandling;
  onChange: (value: CollisionHandling) => void;
}

export function CollisionField({ value, onChange }: CollisionFieldProps) {
  const { t } = useTranslation('backupDialogs');
  return (
    <label className="field">
      <span>{t('restore.ifFileExists')}</span>
      <select
        value={value}
        onChange={(event) => {
          const next = collisionHandlings.find((option) => option === event.target.value);
          if (next) onChange(next);
        }}
      >
        {collisionHandlings.map((option) => (
          <option key={option} value={option}>
            {t(`collision.${option}`)}
          </option>
        ))}
      </select>
    </label>
  );
}
