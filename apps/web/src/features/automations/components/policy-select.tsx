// A priority or severity a rule sets on a ticket, or "use policy" (null): the ticket keeps what the
// help desk's policy, or the original ticket, gives it.
import { ticketPriorities, ticketSeverities } from '@warden/domain';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

const choices = { priority: ticketPriorities, severity: ticketSeverities } as const;

export interface PolicySelectProps<K extends keyof typeof choices> {
  kind: K;
  label: string;
  value: (typeof choices)[K][number] | null | undefined;
  onChange: (value: (typeof choices)[K][number] | null) => void;
  disabled?: boolean;
}

export function PolicySelect<K extends keyof typeof choices>({
  kind,
  label,
  value,
  onChange,
  disabled,
}: PolicySelectProps<K>) {
  const { t } = useTranslation('automations');
  const { t: tt } = useTranslation('tickets');
  const id = useId();
  const values: readonly string[] = choices[kind];
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <select
        id={id}
        value={value ?? ''}
        disabled={disabled}
        onChange={(event) => onChange((event.target.value || null) as (typeof choices)[K][number] | null)}
      >
        <option value="">{t('sections.usePolicy')}</option>
        {values.map((v) => (
          <option key={v} value={v}>
            {tt(`${kind}.${v}` as 'priority.NONE')}
          </option>
        ))}
      </select>
    </div>
  );
}
