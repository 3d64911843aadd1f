// A required status of the help desk, from its configured statuses; a status no longer active stays
// shown while it is the one chosen.
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useTicketStatuses } from '../../tickets/hooks/use-ticketing-config.ts';

export interface StatusSelectProps {
  label: string;
  value: number | null | undefined;
  onChange: (statusId: number | undefined) => void;
  error?: string;
  disabled?: boolean;
}

export function StatusSelect({ label, value, onChange, error, disabled }: StatusSelectProps) {
  const { t } = useTranslation('automations');
  const id = useId();
  const statuses = (useTicketStatuses().data ?? []).filter((s) => s.active || s.id === value);
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <select
        id={id}
        value={value ?? ''}
        disabled={disabled}
        aria-invalid={!!error}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(event) => onChange(event.target.value === '' ? undefined : Number(event.target.value))}
      >
        <option value="">{t('sections.chooseStatus')}</option>
        {statuses.map((status) => (
          <option key={status.id} value={status.id}>
            {status.name}
          </option>
        ))}
      </select>
      {error && (
        <span id={`${id}-error`} className="field__error">
          {error}
        </span>
      )}
    </div>
  );
}
