// What became of a test message: one line per recipient with its status and, on failure, the error.
import type { Delivery } from '@warden/domain';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { DeliveryStatusChip } from './delivery-status.tsx';

export interface TestResultProps {
  channelName: string;
  deliveries: Delivery[];
  onClose: () => void;
}

export function TestResult({ channelName, deliveries, onClose }: TestResultProps) {
  const { t } = useTranslation('notificationChannels');
  const titleId = useId();
  return (
    <section className="card notification-channels__test-result" aria-labelledby={titleId}>
      <h2 id={titleId}>{t('testResult.title', { name: channelName })}</h2>
      <ul>
        {deliveries.map((d) => (
          <li key={d.id}>
            <span>{d.recipient}</span> <DeliveryStatusChip status={d.status} />
            {d.lastError && <span className="field__error"> {d.lastError}</span>}
          </li>
        ))}
      </ul>
      <button type="button" className="button" onClick={onClose}>
        {t('testResult.close')}
      </button>
    </section>
  );
}
