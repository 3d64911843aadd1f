// A ticket's change history, newest first: who changed which field from what to what.
import type { TicketHistoryEntry } from '@warden/domain';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../i18n/format-date-time.ts';

const text = (value: unknown) =>
  value === null || value === undefined ? '—' : typeof value === 'string' ? value : JSON.stringify(value);

export function TicketHistory({ entries }: { entries: readonly TicketHistoryEntry[] }) {
  const { t, i18n } = useTranslation('tickets');
  if (entries.length === 0) return <p className="empty-state">{t('history.empty')}</p>;
  return (
    <ol className="ticket-history">
      {entries.map((entry) => (
        <li key={entry.id}>
          <span>
            {t('history.change', {
              field: entry.field,
              from: text(entry.oldValue),
              to: text(entry.newValue),
            })}
          </span>{' '}
          <span className="ticket-history__meta">
            {entry.actor.name} · {formatDateTime(entry.createdAt, i18n.language)}
            {entry.ruleId !== null && ` · ${t('history.byRule', { id: entry.ruleId })}`}
          </span>
        </li>
      ))}
    </ol>
  );
}
