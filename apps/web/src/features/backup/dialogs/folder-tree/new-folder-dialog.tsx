// New Folder: a name for a folder inside the chosen one, checked by the destination device's rules
// ('Required' when blank, 'Invalid' for names its file system refuses), then made on the device.
import { type OsFamily, validateFolderName } from '@warden/domain';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiRequestError } from '../../../../api/client.ts';
import { CloseButton, DialogFrame } from '../dialog-frame.tsx';
import { useCreateDeviceFolder } from '../hooks/use-create-device-folder.ts';

export interface NewFolderDialogProps {
  open: boolean;
  onClose: () => void;
  nodeId: number;
  family: OsFamily;
  parentPath: string;
  onCreated: (folder: { name: string; path: string }) => void;
}

type NameError = 'newFolder.required' | 'newFolder.invalid' | 'newFolder.exists' | 'newFolder.failed';

function serverError(error: unknown): NameError {
  if (!(error instanceof ApiRequestError)) return 'newFolder.failed';
  const field = error.fields?.folderName;
  if (field === 'Required') return 'newFolder.required';
  if (field === 'Invalid') return 'newFolder.invalid';
  if (error.status === 409) return 'newFolder.exists';
  return 'newFolder.failed';
}

export function NewFolderDialog(props: NewFolderDialogProps) {
  const { t } = useTranslation('backupDialogs');
  const formId = useId();
  const create = useCreateDeviceFolder(props.nodeId);
  return (
    <DialogFrame
      open={props.open}
      onClose={props.onClose}
      title={t('newFolder.title')}
      busy={create.isPending}
      actions={
        <>
          <CloseButton label={t('actions.cancel')} disabled={create.isPending} />
          <button
            type="submit"
            form={formId}
            className="button button--primary"
            disabled={create.isPending}
            aria-busy={create.isPending}
          >
            {t('actions.create')}
          </button>
        </>
      }
    >
      <NewFolderForm {...props} formId={formId} create={create} />
    </DialogFrame>
  );
}

function NewFolderForm({
  formId,
  create,
  family,
  parentPath,
  onCreated,
  onClose,
}: NewFolderDialogProps & { formId: string; create: ReturnType<typeof useCreateDeviceFolder> }) {
  const { t } = useTranslation('backupDialogs');
  const [name, setName] = useState('');
  const [error, setError] = useState<NameError | null>(null);
  const errorId = useId();
  const inputId = useId();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problem = validateFolderName(name, family);
    if (problem) {
      setError(problem === 'Required' ? 'newFolder.required' : 'newFolder.invalid');
      return;
    }
    setError(null);
    create.mutate(
      { folderName: name, path: parentPath },
      {
        onSuccess: ({ path }) => {
          onCreated({ name, path });
          onClose();
        },
        onError: (err) => setError(serverError(err)),
      },
    );
  };

  return (
    <form id={formId} onSubmit={submit} noValidate>
      <p className="field__hint">{t('newFolder.in', { path: parentPath })}</p>
      <div className="field">
        <label htmlFor={inputId}>{t('newFolder.name')}</label>
        <input
          id={inputId}
          value={name}
          onChange={(event) => setName(event.target.value)}
          aria-invalid={error !== null}
          aria-describedby={error ? errorId : undefined}
          maxLength={255}
        />
        {error && (
          <p id={errorId} className="field__error" role="alert">
            {t(error)}
          </p>
        )}
      </div>
    </form>
  );
}
