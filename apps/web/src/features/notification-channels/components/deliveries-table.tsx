// Recent deliveries: when, through which channel, to whom, what, how it ended and why.
import type { Delivery } from '@warden/domain';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../i18n/format-date-time.ts';
import { DeliveryStatusChip } from './delivery-status.tsx';

export function DeliveriesTable({ deliveries }: { deliveries: Delivery[] }) {
  const { t, i18n } = useTranslation('notificationChannels');
  return (
    <table className="table">
      <thead>
        <tr>
          <th scope="col">{t('deliveries.columns.createdAt')}</th>
          <th scope="col">{t('deliveries.columns.channel')}</th>
          <th scope="col">{t('deliveries.columns.recipient')}</th>
          <th scope="col">{t('deliveries.columns.summary')}</th>
          <th scope="col">{t('deliveries.columns.status')}</th>
          <th scope="col">{t('deliveries.columns.attempts')}</th>
          <th scope="col">{t('deliveries.columns.detail')}</th>
        </tr>
      </thead>
      <tbody>
        {deliveries.map((d) => (
          <tr key={d.id}>
            <td>{formatDateTime(d.createdAt, i18n.language)}</td>
            <td>{d.channelName ?? t('deliveries.directEmail')}</td>
            <td>{d.recipient}</td>
            <td>{d.summary}</td>
            <td>
              <DeliveryStatusChip status={d.status} />
            </td>
            <td>{d.attempts}</td>
            <td>
              {d.lastError}
              {d.nextAttemptAt && (
                <span className="field__hint">
                  {' '}
                  {t('deliveries.nextAttempt', { time: formatDateTime(d.nextAttemptAt, i18n.language) })}
                </span>
              )}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
