// New Folder: a name for a folder inside the chosen one, checked by the destination device's rules
// ('Required' when blank, 'Invalid' naming what its file system refuses). Nothing is made on the
// device here: the restore dialog makes the folder when the technician confirms the restore.
import { type FolderNameProblem, folderNameProblem, type OsFamily } from '@warden/domain';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CloseButton, DialogFrame } from '../../../../components/dialog/dialog-frame.tsx';

export interface NewFolderDialogProps {
  open: boolean;
  onClose: () => void;
  family: OsFamily;
  parentPath: string;
  /** Names already in the parent folder, so a clash is refused before the restore. */
  siblingNames: readonly string[];
  /** The name was accepted; the folder is made when the restore is confirmed. */
  onCreate: (name: string) => void;
}

type NameError = FolderNameProblem | { code: 'exists' };

export function NewFolderDialog(props: NewFolderDialogProps) {
  const { t } = useTranslation('backupDialogs');
  const formId = useId();
  return (
    <DialogFrame
      open={props.open}
      onClose={props.onClose}
      title={t('newFolder.title')}
      actions={
        <>
          <CloseButton label={t('actions.cancel')} />
          <button type="submit" form={formId} className="button button--primary">
            {t('actions.create')}
          </button>
        </>
      }
    >
      <NewFolderForm {...props} formId={formId} />
    </DialogFrame>
  );
}

function useNameErrorText() {
  const { t } = useTranslation('backupDialogs');
  return (error: NameError): string => {
    switch (error.code) {
      case 'required':
        return t('newFolder.required');
      case 'characters':
        return t(
          error.controlCharacters ? 'newFolder.invalidCharactersControl' : 'newFolder.invalidCharacters',
          {
            characters: error.characters.join(' '),
            interpolation: { escapeValue: false },
          },
        );
      default:
        return t(`newFolder.invalidReason.${error.code}`);
    }
  };
}

function NewFolderForm({
  formId,
  family,
  parentPath,
  siblingNames,
  onCreate,
  onClose,
}: NewFolderDialogProps & { formId: string }) {
  const { t } = useTranslation('backupDialogs');
  const errorText = useNameErrorText();
  const [name, setName] = useState('');
  const [error, setError] = useState<NameError | null>(null);
  const errorId = useId();
  const inputId = useId();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problem = folderNameProblem(name, family);
    if (problem) {
      setError(problem);
      return;
    }
    // Linux names differ by case; Windows and Mac file systems usually do not.
    const same = (other: string) =>
      family === 'linux' ? other === name : other.toLowerCase() === name.toLowerCase();
    if (siblingNames.some(same)) {
      setError({ code: 'exists' });
      return;
    }
    setError(null);
    onCreate(name);
    onClose();
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
            {errorText(error)}
          </p>
        )}
      </div>
    </form>
  );
}
