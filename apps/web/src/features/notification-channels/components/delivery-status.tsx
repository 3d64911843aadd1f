// A delivery's status as a chip in the tone of how it ended.
import type { DeliveryStatus } from '@warden/domain';
import { useTranslation } from 'react-i18next';
import { StatusChip, type StatusTone } from '../../../components/status-chip/status-chip.tsx';

const tones: Record<DeliveryStatus, StatusTone> = {
  PENDING: 'info',
  SENT: 'success',
  FAILED: 'danger',
  RATE_LIMITED: 'warning',
};

export function DeliveryStatusChip({ status }: { status: DeliveryStatus }) {
  const { t } = useTranslation('notificationChannels');
  return <StatusChip label={t(`deliveries.status.${status}`)} tone={tones[status]} />;
}
