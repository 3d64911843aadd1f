// The time-picker of time-since conditions (spec 001 §5, §9): whole hours from 0 and minutes on the
// quarter hour, kept as the 'hours:minutes' text the rule stores.
import { DEFAULT_TIME_VALUE, formatTimeValue, MINUTE_CHOICES, parseTimeValue } from '@warden/domain';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

export interface TimeSinceInputProps {
  label: string;
  value: string | null;
  onChange: (value: string) => void;
  errorId?: string;
  invalid?: boolean;
  disabled?: boolean;
}

export function TimeSinceInput({ label, value, onChange, errorId, invalid, disabled }: TimeSinceInputProps) {
  const { t } = useTranslation('automations');
  const hoursId = useId();
  const minutesId = useId();
  const parsed = parseTimeValue(value ?? DEFAULT_TIME_VALUE) ?? { hours: 0, minutes: 0 };
  const described = { 'aria-invalid': invalid, 'aria-describedby': invalid ? errorId : undefined };
  return (
    <fieldset className="time-since-input" disabled={disabled}>
      <legend className="visually-hidden">{label}</legend>
      <label htmlFor={hoursId}>{t('conditions.hours')}</label>
      <input
        id={hoursId}
        type="number"
        min={0}
        step={1}
        value={Number.isNaN(parsed.hours) ? '' : parsed.hours}
        {...described}
        onChange={(event) => {
          const hours = event.target.value === '' ? 0 : Math.max(0, Math.trunc(Number(event.target.value)));
          onChange(formatTimeValue({ hours, minutes: parsed.minutes }));
        }}
      />
      <label htmlFor={minutesId}>{t('conditions.minutes')}</label>
      <select
        id={minutesId}
        value={parsed.minutes}
        {...described}
        onChange={(event) =>
          onChange(formatTimeValue({ hours: parsed.hours, minutes: Number(event.target.value) }))
        }
      >
        {MINUTE_CHOICES.map((minutes) => (
          <option key={minutes} value={minutes}>
            {minutes}
          </option>
        ))}
      </select>
    </fieldset>
  );
}
