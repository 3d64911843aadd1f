// Restore File / Restore Folder / Restore Batch: one dialog whose title follows the selection.
// Submit creates one job per item; on success the form closes and the first job's progress opens.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CloseButton, DialogFrame } from '../../../../components/dialog/dialog-frame.tsx';
import { useToast } from '../../../../components/toast/toast-provider.tsx';
import { RestoreJobModal } from '../../restore-jobs/restore-job-modal.tsx';
import { type BackupSelection, deviceLabel, selectionPaths } from '../backup-selection.ts';
import { FolderNotCreatedError, useCreateRestoreJobs } from '../hooks/use-create-restore-jobs.ts';
import { useRestoreForm } from '../hooks/use-restore-form.ts';
import { SourceSummary } from '../source-summary.tsx';
import { RestoreFields } from './restore-fields.tsx';
import { buildRestoreJobs, restoreTitleKey } from './restore-rules.ts';

export interface RestoreDialogProps {
  open: boolean;
  onClose(): void;
  selection: BackupSelection;
  /** The revision chosen at first (a row of the revision list); otherwise the newest. */
  initialRevisionId?: number;
}

export function RestoreDialog({ open, onClose, selection, initialRevisionId }: RestoreDialogProps) {
  // Once the jobs exist the form closes and the first job's progress takes its place; onClose comes
  // when that view is closed too, so a parent that unmounts the dialog on close keeps the progress.
  const [created, setCreated] = useState(false);
  const [jobUID, setJobUID] = useState<string | null>(null);
  const create = useCreateRestoreJobs();
  return (
    <>
      {open && !created && (
        <RestoreForm
          selection={selection}
          initialRevisionId={initialRevisionId}
          create={create}
          onClose={onClose}
          onCreated={(first) => {
            setCreated(true);
            if (first === null) onClose();
            else setJobUID(first);
          }}
        />
      )}
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
  initialRevisionId?: number;
  create: ReturnType<typeof useCreateRestoreJobs>;
  onClose: () => void;
  onCreated: (firstJobUID: string | null) => void;
}

/**
 * The form in its frame. Its body scrolls and Restore and Close stay in the frame's foot, so a
 * destination tree taller than the screen never pushes the buttons out of reach.
 */
function RestoreForm({ selection, initialRevisionId, create, onClose, onCreated }: RestoreFormProps) {
  const { t } = useTranslation('backupDialogs');
  const toast = useToast();
  const form = useRestoreForm(selection, create.isPending, initialRevisionId);

  const submit = () => {
    const jobs = buildRestoreJobs(selection, form.choices);
    if (jobs.length === 0) return;
    const target = form.choices.destination;
    const folders =
      target && form.foldersToMake.length > 0 ? { nodeId: target.id, list: form.foldersToMake } : null;
    create.mutate(
      { jobs, folders },
      {
        onSuccess: (result) => {
          if (result.resultCode !== 'SUCCESS') {
            toast.show({ kind: 'error', title: t('restore.createFailed'), description: result.message });
            return;
          }
          toast.show({ kind: 'success', title: t('restore.created') });
          onCreated(result.jobs[0]?.jobUID ?? null);
        },
        onError: (error) =>
          toast.show(
            error instanceof FolderNotCreatedError
              ? { kind: 'error', title: t('newFolder.failed'), description: error.folder.path }
              : { kind: 'error', title: t('restore.requestFailed') },
          ),
      },
    );
  };

  return (
    <DialogFrame
      open
      onClose={onClose}
      title={t(restoreTitleKey(selection))}
      size="wide"
      busy={create.isPending}
      className="backup-dialog--scroll-body"
      actions={
        <>
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
        </>
      }
    >
      <SourceSummary
        device={deviceLabel(selection.device)}
        planName={selection.plan.name}
        paths={selectionPaths(selection)}
      />
      <RestoreFields selection={selection} form={form} />
    </DialogFrame>
  );
}
