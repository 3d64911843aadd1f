// The confirmation before Cancel Job ('Cancel restore job?') or Clear restore ('Clear restore job?').
import { useTranslation } from 'react-i18next';
import { CloseButton, DialogFrame } from '../../../components/dialog/dialog-frame.tsx';

export type JobAction = 'cancel' | 'clear';

const texts = {
  cancel: { title: 'restoreJobs.cancelTitle', body: 'restoreJobs.cancelBody' },
  clear: { title: 'restoreJobs.clearTitle', body: 'restoreJobs.clearBody' },
} as const;

export interface ConfirmJobActionProps {
  action: JobAction | null;
  pending: boolean;
  onConfirm: (action: JobAction) => void;
  onClose: () => void;
}

export function ConfirmJobAction({ action, pending, onConfirm, onClose }: ConfirmJobActionProps) {
  const { t } = useTranslation('backupDialogs');
  const shown = action ?? 'cancel';
  return (
    <DialogFrame
      open={action !== null}
      onClose={onClose}
      title={t(texts[shown].title)}
      busy={pending}
      actions={
        <>
          <CloseButton label={t('actions.no')} disabled={pending} />
          <button
            type="button"
            className="button button--primary"
            disabled={pending}
            aria-busy={pending}
            onClick={() => onConfirm(shown)}
          >
            {t('actions.yes')}
          </button>
        </>
      }
    >
      <p>{t(texts[shown].body)}</p>
    </DialogFrame>
  );
}
