// Labelled multi-line text field with a character limit (250 by default) and a live count.
import { type ChangeEvent, useId } from 'react';
import { useTranslation } from 'react-i18next';

/** Spec 001 §9: text area default maximum. */
export const TEXT_AREA_DEFAULT_MAX_LENGTH = 250;

export interface TextAreaProps {
  label: string;
  value: string;
  onValueChange: (value: string) => void;
  maxLength?: number;
  placeholder?: string;
  rows?: number;
  required?: boolean;
  disabled?: boolean;
  name?: string;
  error?: string;
  onBlur?: () => void;
}

export function TextArea({
  label,
  value,
  onValueChange,
  maxLength = TEXT_AREA_DEFAULT_MAX_LENGTH,
  placeholder,
  rows = 4,
  required,
  disabled,
  name,
  error,
  onBlur,
}: TextAreaProps) {
  const { t } = useTranslation('widgets');
  const id = useId();
  const countId = `${id}-count`;
  const errorId = `${id}-error`;
  const change = (event: ChangeEvent<HTMLTextAreaElement>) =>
    onValueChange(event.target.value.slice(0, maxLength));

  return (
    <div className="field text-area">
      <label htmlFor={id} className="text-area__label">
        {label}
      </label>
      <textarea
        id={id}
        name={name}
        className="text-area__input"
        value={value}
        onChange={change}
        onBlur={onBlur}
        maxLength={maxLength}
        placeholder={placeholder}
        rows={rows}
        required={required}
        disabled={disabled}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${countId} ${errorId}` : countId}
      />
      <div className="text-area__footer">
        {error ? (
          <p id={errorId} className="field__error">
            {error}
          </p>
        ) : (
          <span />
        )}
        <span
          id={countId}
          className={
            value.length >= maxLength ? 'text-area__count text-area__count--full' : 'text-area__count'
          }
        >
          {t('textArea.count', { count: value.length, max: maxLength })}
        </span>
      </div>
    </div>
  );
}
