// Original Location or Other Location. Original Location is disabled when it cannot be used, and
// says why when several root folders are being restored.
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { LocationChoice as Choice } from './restore-rules.ts';

export interface LocationChoiceProps {
  value: Choice;
  onChange: (value: Choice) => void;
  originalUsable: boolean;
  multipleRoots: boolean;
}

export function LocationChoice({ value, onChange, originalUsable, multipleRoots }: LocationChoiceProps) {
  const { t } = useTranslation('backupDialogs');
  const name = useId();
  const noteId = useId();
  return (
    <fieldset className="backup-choice">
      <legend className="visually-hidden">{t('restore.location')}</legend>
      <label className="field--inline">
        <input
          type="radio"
          name={name}
          checked={value === 'original'}
          disabled={!originalUsable}
          aria-describedby={multipleRoots ? noteId : undefined}
          onChange={() => onChange('original')}
        />
        {t('restore.originalLocation')}
      </label>
      {multipleRoots && (
        <p id={noteId} className="field__hint">
          {t('restore.multipleRoots')}
        </p>
      )}
      <label className="field--inline">
        <input type="radio" name={name} checked={value === 'other'} onChange={() => onChange('other')} />
        {t('restore.otherLocation')}
      </label>
    </fieldset>
  );
}
