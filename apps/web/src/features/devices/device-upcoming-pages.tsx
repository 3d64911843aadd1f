// /deviceDashboard/:id/settings: a section whose feature has not come yet. It keeps the device header
// and tabs and says what will come there, so the tab is not a dead end.
import { useTranslation } from 'react-i18next';
import { DevicePageFrame } from './components/device-page-frame.tsx';
import './devices.css';

function UpcomingSection({ section }: { section: 'settings' }) {
  const { t } = useTranslation('devices');
  return (
    <section className="card device-upcoming" data-testid={`device-${section}-upcoming`}>
      <h2>{t(`device.tabs.${section}`)}</h2>
      <p className="empty-state">{t(`device.upcoming.${section}`)}</p>
    </section>
  );
}

export function DeviceSettingsPage() {
  return <DevicePageFrame>{() => <UpcomingSection section="settings" />}</DevicePageFrame>;
}
