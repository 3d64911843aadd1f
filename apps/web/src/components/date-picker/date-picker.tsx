// A labelled calendar date field. Spec 000 §5: it rejects dates before today unless past dates are
// allowed; a rejected date stays in the field with its message and never reaches the caller.
import { type ChangeEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormField } from '../form-field/form-field.tsx';
import { isBeforeToday, localIsoDate } from './calendar-date.ts';

export interface DatePickerProps {
  label: string;
  /** The chosen day as YYYY-MM-DD, or '' for none. */
  value: string;
  onValueChange: (value: string) => void;
  /** Lets the technician choose a day before today. */
  allowPast?: boolean;
  /** Today's date; the local calendar day unless a test fixes it. */
  today?: Date;
  hint?: string;
  error?: string;
  disabled?: boolean;
  required?: boolean;
}

export function DatePicker({
  label,
  value,
  onValueChange,
  allowPast = false,
  today = new Date(),
  hint,
  error,
  disabled,
  required,
}: DatePickerProps) {
  const { t } = useTranslation('widgets');
  const todayIso = localIsoDate(today);
  // What the technician typed, kept while it is refused so the field does not jump back under them.
  const [refused, setRefused] = useState<string | null>(null);
  const change = (event: ChangeEvent<HTMLInputElement>) => {
    const next = event.target.value;
    if (!allowPast && next !== '' && isBeforeToday(next, todayIso)) {
      setRefused(next);
      return;
    }
    setRefused(null);
    onValueChange(next);
  };
  const shown = refused !== null ? t('datePicker.beforeToday') : error;
  return (
    <FormField label={label} hint={hint} error={shown}>
      {(field) => (
        <input
          {...field}
          type="date"
          value={refused ?? value}
          min={allowPast ? undefined : todayIso}
          onChange={change}
          disabled={disabled}
          required={required}
        />
      )}
    </FormField>
  );
}
