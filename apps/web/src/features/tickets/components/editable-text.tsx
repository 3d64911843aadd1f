// A text field saved on demand: Save appears once the text differs from the saved value.
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

export interface EditableTextProps {
  label: string;
  value: string;
  onSave: (value: string) => Promise<unknown>;
  multiline?: boolean;
  maxLength?: number;
  /** Checks the text before saving; answers the message to show, or nothing. */
  validate?: (value: string) => string | undefined;
  disabled?: boolean;
}

export function EditableText({
  label,
  value,
  onSave,
  multiline = false,
  maxLength,
  validate,
  disabled,
}: EditableTextProps) {
  const { t } = useTranslation('tickets');
  const id = useId();
  const [text, setText] = useState(value);
  const [error, setError] = useState<string>();
  const [saving, setSaving] = useState(false);
  useEffect(() => setText(value), [value]);
  const save = async () => {
    const problem = validate?.(text);
    setError(problem);
    if (problem) return;
    setSaving(true);
    try {
      await onSave(text);
    } finally {
      setSaving(false);
    }
  };
  const control = {
    id,
    value: text,
    maxLength,
    disabled,
    'aria-invalid': !!error,
    'aria-describedby': error ? `${id}-error` : undefined,
    onChange: (event: { target: { value: string } }) => setText(event.target.value),
  };
  return (
    <div className="field editable-text">
      <label htmlFor={id}>{label}</label>
      {multiline ? <textarea rows={5} {...control} /> : <input {...control} />}
      {error && (
        <span id={`${id}-error`} className="field__error">
          {error}
        </span>
      )}
      {text !== value && (
        <button type="button" className="button button--primary" disabled={saving} onClick={save}>
          {t('fields.save')}
        </button>
      )}
    </div>
  );
}
