// One organisation's or one device's tickets, inside its dashboard, with "New ticket" pre-filling it.
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { TicketTable } from './components/ticket-table.tsx';
import { useTicketFetcher } from './hooks/use-ticket-fetcher.ts';
import { useTicketAttributes } from './hooks/use-ticketing-config.ts';

export interface ScopedTicketsProps {
  scope: { organizationId: number; name: string } | { deviceId: number; name: string };
}

export function ScopedTickets({ scope }: ScopedTicketsProps) {
  const { t } = useTranslation('tickets');
  const navigate = useNavigate();
  const fetchData = useTicketFetcher();
  const attributes = useTicketAttributes();
  const byOrganization = 'organizationId' in scope;
  const create = () =>
    navigate(
      byOrganization
        ? `/ticketing/create?organizationId=${scope.organizationId}`
        : `/ticketing/create?deviceId=${scope.deviceId}`,
      { state: byOrganization ? { organizationName: scope.name } : { deviceName: scope.name } },
    );
  return (
    <section className="card scoped-tickets" aria-label={t('title')}>
      <header className="page__header">
        <h2>{t('title')}</h2>
        <button type="button" className="button button--primary" onClick={create}>
          {t('newTicket')}
        </button>
      </header>
      <TicketTable
        tableId={byOrganization ? 'organization' : 'device'}
        fetchData={fetchData}
        filters={byOrganization ? { organizationId: scope.organizationId } : { deviceId: scope.deviceId }}
        attributes={attributes.data ?? []}
        onRowClick={(row) => navigate(`/ticketing/ticket/${row.id}`)}
      />
    </section>
  );
}
