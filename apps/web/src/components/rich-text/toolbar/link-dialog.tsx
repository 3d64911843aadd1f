// The dialog that sets or removes the link on the selected text. The address is normalised the way it
// will be stored (a missing scheme gets https://) and must pass the editor's link check.
import { isValidLinkUrl, sanitizeLinkUrl } from '@warden/domain';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CloseButton, DialogFrame } from '../../dialog/dialog-frame.tsx';

export interface LinkDialogProps {
  open: boolean;
  /** The link being edited, null to insert a new one. */
  currentUrl: string | null;
  onClose: () => void;
  onApply: (url: string) => void;
  onRemove: () => void;
}

/** The URL to store for what was typed, or null when it is not an acceptable link. */
export function linkUrlFromInput(input: string): string | null {
  const url = sanitizeLinkUrl(input.trim());
  return url !== 'about:blank' && isValidLinkUrl(url) ? url : null;
}

export function LinkDialog({ open, currentUrl, onClose, onApply, onRemove }: LinkDialogProps) {
  const { t } = useTranslation('richText');
  return (
    <DialogFrame
      open={open}
      onClose={onClose}
      title={currentUrl === null ? t('link.insertTitle') : t('link.editTitle')}
    >
      <LinkForm currentUrl={currentUrl} onApply={onApply} onRemove={onRemove} />
    </DialogFrame>
  );
}

function LinkForm({ currentUrl, onApply, onRemove }: Omit<LinkDialogProps, 'open' | 'onClose'>) {
  const { t } = useTranslation('richText');
  const id = useId();
  const [value, setValue] = useState(currentUrl ?? 'https://');
  const [invalid, setInvalid] = useState(false);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    // The dialog sits in the editor's form: its submit must not submit the comment.
    event.stopPropagation();
    const url = linkUrlFromInput(value);
    if (url === null) {
      setInvalid(true);
      return;
    }
    onApply(url);
  };

  return (
    <form onSubmit={submit} noValidate>
      <div className="field">
        <label htmlFor={id}>{t('link.url')}</label>
        <input
          id={id}
          type="url"
          className="input"
          value={value}
          autoComplete="off"
          onChange={(event) => {
            setValue(event.target.value);
            setInvalid(false);
          }}
          aria-invalid={invalid || undefined}
          aria-describedby={invalid ? `${id}-error` : undefined}
        />
        {invalid && (
          <p id={`${id}-error`} className="field__error">
            {t('link.invalid')}
          </p>
        )}
      </div>
      <div className="form-actions">
        {currentUrl !== null && (
          <button type="button" className="button" onClick={onRemove}>
            {t('link.remove')}
          </button>
        )}
        <CloseButton label={t('link.cancel')} />
        <button type="submit" className="button button--primary">
          {t('link.apply')}
        </button>
      </div>
    </form>
  );
}
