// Asks for the technician's password before a sensitive action such as deleting backup data.
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CloseButton, DialogFrame } from '../../../../components/dialog/dialog-frame.tsx';

export interface StepUpDialogProps {
  open: boolean;
  onCancel: () => void;
  onConfirm: (password: string) => void;
  pending: boolean;
  /** The server's reason the password was not accepted. */
  error: string | null;
}

export function StepUpDialog({ open, onCancel, onConfirm, pending, error }: StepUpDialogProps) {
  const { t } = useTranslation('backupDialogs');
  const formId = useId();
  return (
    <DialogFrame
      open={open}
      onClose={onCancel}
      title={t('stepUp.title')}
      busy={pending}
      actions={
        <>
          <CloseButton label={t('actions.cancel')} disabled={pending} />
          <button
            type="submit"
            form={formId}
            className="button button--primary"
            disabled={pending}
            aria-busy={pending}
          >
            {t('actions.confirm')}
          </button>
        </>
      }
    >
      <StepUpForm formId={formId} onConfirm={onConfirm} error={error} />
    </DialogFrame>
  );
}

function StepUpForm({
  formId,
  onConfirm,
  error,
}: {
  formId: string;
  onConfirm: (password: string) => void;
  error: string | null;
}) {
  const { t } = useTranslation('backupDialogs');
  const [password, setPassword] = useState('');
  const [required, setRequired] = useState(false);
  const errorId = useId();
  const inputId = useId();
  const shown = required ? t('stepUp.required') : error;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setRequired(password.length === 0);
    if (password.length > 0) onConfirm(password);
  };
  return (
    <form id={formId} onSubmit={submit} noValidate>
      <p>{t('stepUp.body')}</p>
      <div className="field">
        <label htmlFor={inputId}>{t('stepUp.password')}</label>
        <input
          id={inputId}
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          aria-invalid={shown !== null}
          aria-describedby={shown ? errorId : undefined}
          maxLength={1024}
        />
        {shown && (
          <p id={errorId} className="field__error" role="alert">
            {shown}
          </p>
        )}
      </div>
    </form>
  );
}
