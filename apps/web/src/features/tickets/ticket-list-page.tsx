// /ticketing: the ticket list with its tabs (open, new, boards, recent), filters and table settings.
import { NEW_STATUS_ID } from '@warden/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { PageHeader } from '../../components/page-header/page-header.tsx';
import { TicketFilterBar } from './components/ticket-filter-bar.tsx';
import { TicketTable } from './components/ticket-table.tsx';
import { TicketTabs, type TicketView } from './components/ticket-tabs.tsx';
import { useAutomationRules } from './hooks/use-automation-rules.ts';
import { useRecentTickets } from './hooks/use-recent-tickets.ts';
import { type TicketFilters, useTicketFetcher } from './hooks/use-ticket-fetcher.ts';
import { useTicketAttributes, useTicketStatuses } from './hooks/use-ticketing-config.ts';

const VIEW_FILTERS: Record<TicketView, TicketFilters> = {
  open: { open: 'true' },
  new: { statusIds: String(NEW_STATUS_ID) },
};

export function TicketListPage() {
  const { t } = useTranslation('tickets');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const view: TicketView = params.get('view') === 'new' ? 'new' : 'open';
  const [filters, setFilters] = useState<Record<TicketView, TicketFilters>>(VIEW_FILTERS);
  const statuses = useTicketStatuses();
  const attributes = useTicketAttributes();
  const boards = useAutomationRules('BOARD');
  const recent = useRecentTickets();
  const fetchData = useTicketFetcher();
  return (
    <section className="page tickets">
      <PageHeader
        title={t('title')}
        add={{ label: t('newTicket'), onClick: () => navigate('/ticketing/create') }}
      />
      <TicketTabs view={view} boards={boards.data ?? []} recent={recent.ids} />
      <TicketTable
        tableId="list"
        fetchData={fetchData}
        filters={filters[view]}
        filterBar={
          <TicketFilterBar
            value={filters[view]}
            onChange={(next) => setFilters((all) => ({ ...all, [view]: next }))}
            statuses={statuses.data ?? []}
          />
        }
        attributes={attributes.data ?? []}
        onRowClick={(row) => navigate(`/ticketing/ticket/${row.id}`)}
      />
    </section>
  );
}
