// The ticket list's tabs: Open tickets, New tickets, one per board rule, and recently opened tickets.
import type { AutomationRule } from '@warden/domain';
import { useTranslation } from 'react-i18next';
import { Link, NavLink } from 'react-router-dom';

export type TicketView = 'open' | 'new';

export interface TicketTabsProps {
  view: TicketView | null;
  boards: readonly Pick<AutomationRule, 'id' | 'name'>[];
  recent: readonly number[];
}

export function TicketTabs({ view, boards, recent }: TicketTabsProps) {
  const { t } = useTranslation('tickets');
  return (
    <nav className="tabs ticket-tabs" aria-label={t('tabs.label')}>
      <Link
        to="/ticketing"
        aria-current={view === 'open' ? 'page' : undefined}
        className={view === 'open' ? 'active' : undefined}
      >
        {t('tabs.open')}
      </Link>
      <Link
        to="/ticketing?view=new"
        aria-current={view === 'new' ? 'page' : undefined}
        className={view === 'new' ? 'active' : undefined}
      >
        {t('tabs.new')}
      </Link>
      {boards.map((board) => (
        <NavLink key={board.id} to={`/ticketing/board/${board.id}`}>
          {board.name}
        </NavLink>
      ))}
      {recent.length > 0 && (
        <span className="ticket-tabs__recent">
          <span className="ticket-tabs__recent-label">{t('tabs.recent')}</span>
          {recent.map((id) => (
            <NavLink key={id} to={`/ticketing/ticket/${id}`}>
              {t('tabs.recentTicket', { id })}
            </NavLink>
          ))}
        </span>
      )}
    </nav>
  );
}
