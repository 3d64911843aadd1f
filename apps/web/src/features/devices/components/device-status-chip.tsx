// Online or offline, as the shared status chip with its coloured dot.
import { useTranslation } from 'react-i18next';
import { StatusChip } from '../../../components/status-chip/status-chip.tsx';

export function DeviceStatusChip({ online }: { online: boolean }) {
  const { t } = useTranslation();
  return (
    <StatusChip
      status={online ? 'online' : 'offline'}
      label={online ? t('status.online') : t('status.offline')}
    />
  );
}
