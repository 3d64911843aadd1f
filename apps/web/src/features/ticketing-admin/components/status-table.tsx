// The ticket statuses: each as its colour chip, with its parent, whether it solves the ticket, and
// whether it is one of the default statuses.
import type { TicketStatus } from '@warden/domain';
import { useTranslation } from 'react-i18next';
import { TicketStatusChip } from '../../tickets/components/ticket-status-chip.tsx';
import { EditCell } from './edit-cell.tsx';

export interface StatusTableProps {
  statuses: TicketStatus[];
  onEdit: (status: TicketStatus) => void;
}

export function StatusTable({ statuses, onEdit }: StatusTableProps) {
  const { t } = useTranslation('ticketingAdmin');
  const nameOf = (id: number | null) => statuses.find((s) => s.id === id)?.name ?? '';
  return (
    <table className="table">
      <thead>
        <tr>
          <th scope="col">{t('statuses.columns.name')}</th>
          <th scope="col">{t('statuses.columns.parent')}</th>
          <th scope="col">{t('statuses.columns.solved')}</th>
          <th scope="col">{t('statuses.columns.kind')}</th>
          <th scope="col">
            <span className="visually-hidden">{t('statuses.columns.actions')}</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {statuses.map((status) => (
          <tr key={status.id} className={status.active ? undefined : 'ticketing-admin__row--inactive'}>
            <td>
              <TicketStatusChip status={status} />
              {!status.active && <span className="ticketing-admin__muted"> {t('inactive')}</span>}
            </td>
            <td>{nameOf(status.parentId)}</td>
            <td>{status.solved ? t('statuses.solved') : ''}</td>
            <td>{t(status.system ? 'statuses.system' : 'statuses.custom')}</td>
            <EditCell name={status.name} onEdit={() => onEdit(status)} />
          </tr>
        ))}
      </tbody>
    </table>
  );
}
