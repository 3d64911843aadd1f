// A ticket's classification: status (with its chip), priority, severity and type. Each change saves
// that field alone.
import {
  type Ticket,
  type TicketPatch,
  type TicketStatus,
  ticketPriorities,
  ticketSeverities,
} from '@warden/domain';
import { useTranslation } from 'react-i18next';
import type { PickerOptions } from '../hooks/use-picker-options.ts';
import { EnumSelect } from './enum-select.tsx';
import { TicketStatusChip } from './ticket-status-chip.tsx';
import { TicketTypeSelect } from './ticket-type-select.tsx';

export interface TicketFieldsPanelProps {
  ticket: Ticket;
  statuses: readonly TicketStatus[];
  problemSource: (search: string) => PickerOptions;
  onSave: (patch: TicketPatch) => void;
}

export function TicketFieldsPanel({ ticket, statuses, problemSource, onSave }: TicketFieldsPanelProps) {
  const { t } = useTranslation('tickets');
  const offered = statuses.filter((s) => s.active || s.id === ticket.status.id);
  return (
    <div className="ticket-fields">
      <div className="ticket-fields__status">
        <TicketStatusChip status={ticket.status} />
        <EnumSelect
          label={t('fields.status')}
          value={ticket.status.id}
          options={offered.map((s) => ({ value: s.id, label: s.name }))}
          onChange={(statusId) => onSave({ statusId })}
        />
      </div>
      <EnumSelect
        label={t('fields.priority')}
        value={ticket.priority}
        options={ticketPriorities.map((p) => ({ value: p, label: t(`priority.${p}`) }))}
        onChange={(priority) => onSave({ priority })}
      />
      <EnumSelect
        label={t('fields.severity')}
        value={ticket.severity}
        options={ticketSeverities.map((s) => ({ value: s, label: t(`severity.${s}`) }))}
        onChange={(severity) => onSave({ severity })}
      />
      <TicketTypeSelect
        value={{
          type: ticket.type,
          parent: ticket.parentTicket
            ? { id: ticket.parentTicket.id, label: ticket.parentTicket.summary }
            : null,
        }}
        onChange={(next) => onSave({ type: next.type, parentTicketId: next.parent?.id ?? null })}
        problemSource={problemSource}
      />
    </div>
  );
}
