// The device page's alerts section: the device's alerts, raised ones first by default. The route
// table has no alerts tab for a device, so they show on its overview. Shown within a session only,
// like the device's other sections.
import { useContext } from 'react';
import { useTranslation } from 'react-i18next';
import { SessionContext } from '../../auth/hooks/use-session.ts';
import { AlertsTable } from './alerts-table.tsx';

const DEVICE_PAGE_SIZE = 10;

export function DeviceAlerts({ deviceId }: { deviceId: number }) {
  const { t } = useTranslation('alerts');
  const session = useContext(SessionContext);
  if (!session) return null;
  return (
    <section className="card device-alerts" aria-labelledby="device-alerts-title">
      <h2 id="device-alerts-title">{t('title.device')}</h2>
      <AlertsTable scope={{ deviceId }} pageSize={DEVICE_PAGE_SIZE} />
    </section>
  );
}
