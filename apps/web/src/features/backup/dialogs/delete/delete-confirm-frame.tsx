// The frame both delete confirmations share: the question, Cancel and Delete, and the password
// step-up that a delete may ask for first.
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CloseButton, DialogFrame } from '../../../../components/dialog/dialog-frame.tsx';
import { useDeleteBackupData } from '../hooks/use-delete-backup-data.ts';
import { StepUpDialog } from './step-up-dialog.tsx';

export interface DeleteConfirmFrameProps {
  open: boolean;
  onClose: () => void;
  title: string;
  children: ReactNode;
  request: () => Promise<unknown>;
  onDeleted: () => void;
}

export function DeleteConfirmFrame({
  open,
  onClose,
  title,
  children,
  request,
  onDeleted,
}: DeleteConfirmFrameProps) {
  const { t } = useTranslation('backupDialogs');
  const deletion = useDeleteBackupData(request, () => {
    onDeleted();
    onClose();
  });
  const close = () => {
    deletion.cancelStepUp();
    onClose();
  };
  return (
    <>
      <DialogFrame
        open={open}
        onClose={close}
        title={title}
        busy={deletion.pending}
        actions={
          <>
            <CloseButton label={t('actions.cancel')} disabled={deletion.pending} />
            <button
              type="button"
              className="button button--danger"
              disabled={deletion.pending}
              aria-busy={deletion.pending}
              onClick={deletion.run}
            >
              {t('actions.delete')}
            </button>
          </>
        }
      >
        {children}
        <p className="backup-note">{t('delete.usageNote')}</p>
      </DialogFrame>
      <StepUpDialog
        open={open && deletion.askPassword}
        onCancel={deletion.cancelStepUp}
        onConfirm={deletion.confirmPassword}
        pending={deletion.confirming}
        error={deletion.stepUpError}
      />
    </>
  );
}
