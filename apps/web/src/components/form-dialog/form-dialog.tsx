// The foot of a form that sits in a DialogFrame: Cancel closes the dialog, the submit button saves.
import { useTranslation } from 'react-i18next';
import { CloseButton } from '../dialog/dialog-frame.tsx';

export function DialogActions({ submitLabel, pending }: { submitLabel: string; pending: boolean }) {
  const { t } = useTranslation();
  return (
    <div className="form-actions">
      <CloseButton label={t('actions.cancel')} />
      <button type="submit" className="button button--primary" disabled={pending} aria-busy={pending}>
        {submitLabel}
      </button>
    </div>
  );
}
