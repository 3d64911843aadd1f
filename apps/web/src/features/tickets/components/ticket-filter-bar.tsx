// The ticket list's filters: status, assignee (me or unassigned), type, priority and open only.
import { type TicketStatus, ticketPriorities, ticketTypes } from '@warden/domain';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Checkbox } from '../../../components/checkbox/checkbox.tsx';
import type { TicketFilters } from '../hooks/use-ticket-fetcher.ts';

export interface TicketFilterBarProps {
  value: TicketFilters;
  onChange: (value: TicketFilters) => void;
  statuses: readonly TicketStatus[];
}

function FilterSelect({
  label,
  value,
  options,
  onChange,
}: {
  label: string;
  value: string;
  options: readonly { value: string; label: string }[];
  onChange: (value: string) => void;
}) {
  const { t } = useTranslation('tickets');
  const id = useId();
  return (
    <span className="ticket-filter">
      <label htmlFor={id}>{label}</label>
      <select id={id} value={value} onChange={(event) => onChange(event.target.value)}>
        <option value="">{t('filters.any')}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </span>
  );
}

export function TicketFilterBar({ value, onChange, statuses }: TicketFilterBarProps) {
  const { t } = useTranslation('tickets');
  const set = (patch: Partial<TicketFilters>) => onChange({ ...value, ...patch });
  const orUndefined = <V extends string>(v: string) => (v === '' ? undefined : (v as V));
  return (
    <div className="ticket-filters">
      <FilterSelect
        label={t('filters.status')}
        value={value.statusIds ?? ''}
        options={statuses.map((s) => ({ value: String(s.id), label: s.name }))}
        onChange={(v) => set({ statusIds: orUndefined(v) })}
      />
      <FilterSelect
        label={t('filters.assignee')}
        value={value.assignee ?? ''}
        options={[
          { value: 'me', label: t('filters.me') },
          { value: 'none', label: t('filters.unassigned') },
        ]}
        onChange={(v) => set({ assignee: orUndefined(v) })}
      />
      <FilterSelect
        label={t('filters.type')}
        value={value.type ?? ''}
        options={ticketTypes.map((type) => ({ value: type, label: t(`type.${type}`) }))}
        onChange={(v) => set({ type: orUndefined(v) })}
      />
      <FilterSelect
        label={t('filters.priority')}
        value={value.priority ?? ''}
        options={ticketPriorities.map((p) => ({ value: p, label: t(`priority.${p}`) }))}
        onChange={(v) => set({ priority: orUndefined(v) })}
      />
      <Checkbox
        label={t('filters.openOnly')}
        checked={value.open === 'true'}
        onCheckedChange={(on) => set({ open: on ? 'true' : undefined })}
      />
    </div>
  );
}
