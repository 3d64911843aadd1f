// Tabs across the device dashboard's sections.
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router-dom';
import { deviceTabPath, deviceTabs } from '../device-tabs.ts';

export function DeviceTabsNav({ deviceId }: { deviceId: number }) {
  const { t } = useTranslation('devices');
  return (
    <nav className="tabs" aria-label={t('device.tabsLabel')}>
      {deviceTabs.map((tab) => (
        <NavLink key={tab.id} to={deviceTabPath(deviceId, tab)}>
          {t(`device.tabs.${tab.id}`)}
        </NavLink>
      ))}
    </nav>
  );
}
