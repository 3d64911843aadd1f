// The link to a device's own management page (a BMC or router interface), from its saved details;
// nothing shows until one is saved or while the details cannot be read.
import { useTranslation } from 'react-i18next';
import { useDeviceDetails } from '../hooks/use-device-details.ts';

export function ManagementLink({ deviceId }: { deviceId: number }) {
  const { t } = useTranslation('devices');
  const href = useDeviceDetails(deviceId).data?.details?.managementLink;
  if (!href) return null;
  return (
    <p>
      <a href={href} target="_blank" rel="noopener noreferrer">
        {t('device.overview.managementLink')}
      </a>
    </p>
  );
}
