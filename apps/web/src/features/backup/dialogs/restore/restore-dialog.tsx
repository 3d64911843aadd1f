// Restore File / Restore Folder / Restore Batch: one dialog whose title follows the selection.
// Submit creates one job per item; on success the form closes and the first job's progress opens.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useToast } from '../../../../components/toast/toast-provider.tsx';
import { RestoreJobModal } from '../../restore-jobs/restore-job-modal.tsx';
import { type BackupSelection, deviceLabel, selectionPaths } from '../backup-selection.ts';
import { CloseButton, DialogFrame } from '../dialog-frame.tsx';
import { useCreateRestoreJobs } from '../hooks/use-create-restore-jobs.ts';
import { useRestoreForm } from '../hooks/use-restore-form.ts';
import { SourceSummary } from '../source-summary.tsx';
import { RestoreFields } from './restore-fields.tsx';
import { buildRestoreJobs, restoreTitleKey } from './restore-rules.ts';

export interface RestoreDialogProps {
  open: boolean;
  onClose(): void;
  selection: BackupSelection;
}

export function RestoreDialog({ open, onClose, selection }: RestoreDialogProps) {
  const { t } = useTranslation('backupDialogs');
  // Once the jobs exist the form closes and the first job's progress takes its place; onClose comes
  // when that view is closed too, so a parent that unmounts the dialog on close keeps the progress.
  const [created, setCreated] = useState(false);
  const [jobUID, setJobUID] = useState<string | null>(null);
  const create = useCreateRestoreJobs();
  return (
    <>
      <DialogFrame
        open={open && !created}
        onClose={onClose}
        title={t(restoreTitleKey(selection))}
        size="wide"
        busy={create.isPending}
      >
        <RestoreForm
          selection={selection}
          create={create}
          onCreated={(first) => {
            setCreated(true);
            if (first === null) onClose();
            else setJobUID(first);
          }}
        />
      </DialogFrame>
      <RestoreJobModal
        jobUID={jobUID}
        onClose={() => {
          setJobUID(null);
          onClose();
        }}
      />
    </>
  );
}

interface RestoreFormProps {
  selection: BackupSelection;
  create: ReturnType<typeof useCreateRestoreJobs>;
  onCreated: (firstJobUID: string | null) => void;
}

function RestoreForm({ selection, create, onCreated }: RestoreFormProps) {
  const { t } = useTranslation('backupDialogs');
  const toast = useToast();
  const form = useRestoreForm(selection, create.isPending);

  const submit = () => {
    const jobs = buildRestoreJobs(selection, form.choices);
    if (jobs.length === 0) return;
    create.mutate(jobs, {
      onSuccess: (result) => {
        if (result.resultCode !== 'SUCCESS') {
          toast.show({ kind: 'error', title: t('restore.createFailed'), description: result.message });
          return;
        }
        toast.show({ kind: 'success', title: t('restore.created') });
        onCreated(result.jobs[0]?.jobUID ?? null);
      },
      onError: () => toast.show({ kind: 'error', title: t('restore.requestFailed') }),
    });
  };

  return (
    <>
      <SourceSummary
        device={deviceLabel(selection.device)}
        planName={selection.plan.name}
        paths={selectionPaths(selection)}
      />
      <RestoreFields selection={selection} form={form} />
      <div className="form-actions">
        <button
          type="button"
          className="button button--primary"
          disabled={!form.canSubmit}
          aria-busy={create.isPending}
          onClick={submit}
        >
          {t('actions.restore')}
        </button>
        <CloseButton label={t('actions.close')} disabled={create.isPending} />
      </div>
    </>
  );
}
