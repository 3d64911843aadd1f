// New e-mail addresses of a recipient or CC list: each typed address is checked by the domain's e-mail
// schema before it joins the list, and the listed ones can be removed.
import { emailSchema } from '@warden/domain';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

export interface EmailListInputProps {
  label: string;
  value: readonly string[];
  onChange: (emails: string[]) => void;
  disabled?: boolean;
}

export function EmailListInput({ label, value, onChange, disabled }: EmailListInputProps) {
  const { t } = useTranslation('automations');
  const id = useId();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const add = () => {
    const parsed = emailSchema.safeParse(text);
    if (!parsed.success) {
      setError(t('actions.email.invalidAddress'));
      return;
    }
    if (!value.includes(parsed.data)) onChange([...value, parsed.data]);
    setText('');
    setError(null);
  };
  return (
    <div className="field email-list">
      <label htmlFor={id}>{label}</label>
      {value.length > 0 && (
        <ul className="reference-picker__chosen" aria-label={label}>
          {value.map((email) => (
            <li key={email} className="chip">
              {email}
              {!disabled && (
                <button
                  type="button"
                  className="button button--link"
                  aria-label={t('actions.email.removeAddress', { email })}
                  onClick={() => onChange(value.filter((e) => e !== email))}
                >
                  ×
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
      <div className="email-list__add">
        <input
          id={id}
          type="email"
          value={text}
          disabled={disabled}
          aria-invalid={!!error}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              add();
            }
          }}
        />
        <button type="button" className="button" disabled={disabled || text.trim() === ''} onClick={add}>
          {t('actions.email.addAddress')}
        </button>
      </div>
      {error && (
        <span id={`${id}-error`} className="field__error" role="alert">
          {error}
        </span>
      )}
    </div>
  );
}
