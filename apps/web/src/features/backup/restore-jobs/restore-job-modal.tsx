// The restore job detail: what is restored where, live progress (refreshed every second while it
// runs), Cancel Job while processing and Clear restore once finished, each after confirmation.
import { canCancel, canClear } from '@warden/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CloseButton, DialogFrame } from '../../../components/dialog/dialog-frame.tsx';
import { Spinner } from '../../../components/spinner/spinner.tsx';
import { ConfirmJobAction, type JobAction } from './confirm-job-action.tsx';
import { useRestoreJob } from './hooks/use-restore-job.ts';
import { useRestoreJobActions } from './hooks/use-restore-job-actions.ts';
import { RestoreJobDetails } from './restore-job-details.tsx';

export interface RestoreJobModalProps {
  jobUID: string | null;
  onClose(): void;
}

export function RestoreJobModal({ jobUID, onClose }: RestoreJobModalProps) {
  const { t } = useTranslation('backupDialogs');
  const job = useRestoreJob(jobUID);
  const actions = useRestoreJobActions();
  const [confirming, setConfirming] = useState<JobAction | null>(null);
  const pending = actions.cancel.isPending || actions.clear.isPending;

  const confirm = (action: JobAction) => {
    if (!jobUID) return;
    const mutation = action === 'cancel' ? actions.cancel : actions.clear;
    mutation.mutate(jobUID, {
      onSettled: () => setConfirming(null),
      onSuccess: () => action === 'clear' && onClose(),
    });
  };

  const data = job.data;
  return (
    <>
      <DialogFrame
        open={jobUID !== null}
        onClose={onClose}
        title={t('restoreJobs.modalTitle')}
        actions={
          <>
            {data && canCancel(data) && (
              <button type="button" className="button button--danger" onClick={() => setConfirming('cancel')}>
                {t('restoreJobs.cancelJob')}
              </button>
            )}
            {data && canClear(data) && (
              <button type="button" className="button" onClick={() => setConfirming('clear')}>
                {t('restoreJobs.clearRestore')}
              </button>
            )}
            <CloseButton label={t('actions.close')} />
          </>
        }
      >
        {data ? (
          <RestoreJobDetails job={data} />
        ) : job.isError ? (
          <p className="form-error">{t('restoreJobs.loadFailed')}</p>
        ) : (
          <Spinner label={t('picker.loading')} />
        )}
      </DialogFrame>
      <ConfirmJobAction
        action={confirming}
        pending={pending}
        onConfirm={confirm}
        onClose={() => setConfirming(null)}
      />
    </>
  );
}
