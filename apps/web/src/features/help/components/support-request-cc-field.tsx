// The support request's CC list: chosen technicians as removable chips, and a list to add another.
import type { UserPick } from '@warden/domain';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

export interface SupportRequestCcFieldProps {
  /** Chosen e-mail addresses. */
  value: string[];
  onChange: (emails: string[]) => void;
  options: UserPick[];
}

export function SupportRequestCcField({ value, onChange, options }: SupportRequestCcFieldProps) {
  const { t } = useTranslation('help');
  const id = useId();
  const byEmail = new Map(options.map((user) => [user.email, user]));
  const addable = options.filter((user) => !value.includes(user.email));
  return (
    <fieldset className="field help-cc">
      <legend>{t('supportRequest.cc')}</legend>
      {value.length > 0 && (
        <ul className="help-cc__chosen" aria-label={t('supportRequest.cc')}>
          {value.map((email) => {
            const name = byEmail.get(email)?.displayName ?? email;
            return (
              <li key={email} className="help-cc__chip">
                <span title={email}>{name}</span>
                <button
                  type="button"
                  className="help-cc__remove"
                  aria-label={t('supportRequest.ccRemove', { name })}
                  onClick={() => onChange(value.filter((entry) => entry !== email))}
                >
                  ×
                </button>
              </li>
            );
          })}
        </ul>
      )}
      <label htmlFor={id} className="visually-hidden">
        {t('supportRequest.ccAdd')}
      </label>
      <select
        id={id}
        className="input"
        value=""
        disabled={addable.length === 0}
        onChange={(event) => event.target.value && onChange([...value, event.target.value])}
      >
        <option value="">{addable.length ? t('supportRequest.ccAdd') : t('supportRequest.ccNone')}</option>
        {addable.map((user) => (
          <option key={user.id} value={user.email}>
            {`${user.displayName} (${user.email})`}
          </option>
        ))}
      </select>
    </fieldset>
  );
}
