// /ticketing/board/:id: a board rule's tickets in the board's own columns and order.
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { Spinner } from '../../components/spinner/spinner.tsx';
import { LoadError } from '../devices/components/load-error.tsx';
import { TicketTable } from './components/ticket-table.tsx';
import { TicketTabs } from './components/ticket-tabs.tsx';
import { useAutomationRule, useAutomationRules } from './hooks/use-automation-rules.ts';
import { useRecentTickets } from './hooks/use-recent-tickets.ts';
import { useTicketFetcher } from './hooks/use-ticket-fetcher.ts';
import { useTicketAttributes } from './hooks/use-ticketing-config.ts';
import { parseId } from './ticket-route.ts';

export function BoardPage() {
  const { t } = useTranslation('tickets');
  const navigate = useNavigate();
  const id = parseId(useParams().id);
  const rule = useAutomationRule(id);
  const boards = useAutomationRules('BOARD');
  const attributes = useTicketAttributes();
  const recent = useRecentTickets();
  const fetchData = useTicketFetcher();
  const board = rule.data?.automationType === 'BOARD' ? rule.data.board : null;

  if (id === null || (rule.data && !board)) {
    return (
      <section className="page not-found">
        <h1>{t('board.notFound')}</h1>
        <Link className="button" to="/ticketing">
          {t('backToList')}
        </Link>
      </section>
    );
  }
  if (rule.error) return <LoadError error={rule.error} onRetry={() => rule.refetch()} />;
  if (!rule.data || !board) return <Spinner label={t('loading')} />;
  const sort = board.sortBy;
  return (
    <section className="page tickets">
      <h1>{rule.data.name}</h1>
      <TicketTabs view={null} boards={boards.data ?? []} recent={recent.ids} />
      <TicketTable
        key={id}
        tableId={`board-${id}`}
        fetchData={fetchData}
        filters={{ boardId: id }}
        columns={board.columns}
        // An attribute sort stays the server's: without sortBy the board's own order applies.
        initialSorting={
          sort.field.startsWith('attribute:') ? [] : [{ id: sort.field, desc: sort.direction === 'DESC' }]
        }
        attributes={attributes.data ?? []}
        onRowClick={(row) => navigate(`/ticketing/ticket/${row.id}`)}
      />
    </section>
  );
}
