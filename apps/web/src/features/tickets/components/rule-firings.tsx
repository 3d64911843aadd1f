// The "Rule firings" section of a ticket: which rules fired, when and why, each action's outcome and,
// for messages, the delivery status.
import type { Firing } from '@warden/domain';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../i18n/format-date-time.ts';

export function RuleFirings({ firings }: { firings: readonly Firing[] }) {
  const { t, i18n } = useTranslation('tickets');
  return (
    <section className="card ticket-firings" aria-labelledby="ticket-firings-title">
      <h2 id="ticket-firings-title">{t('firings.title')}</h2>
      {firings.length === 0 ? (
        <p className="empty-state">{t('firings.empty')}</p>
      ) : (
        <ul className="ticket-firings__list">
          {firings.map((firing) => (
            <li key={firing.id} data-status={firing.status}>
              <strong>{firing.ruleName}</strong> · {firing.event} ·{' '}
              {formatDateTime(firing.firedAt, i18n.language)} · {firing.status}
              <ul aria-label={t('firings.actions')}>
                {firing.actions.map((action, index) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: actions are the firing's fixed, ordered record
                  <li key={index}>
                    {action.type}: {action.status}
                    {action.detail ? ` — ${action.detail}` : ''}
                    {action.error ? ` — ${action.error}` : ''}
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
