// The tabs of the ticketing settings page; the chosen tab is in the address (?tab=), so it can be
// linked to and survives a reload.
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

export const settingsTabs = [
  'general',
  'notifications',
  'hours',
  'statuses',
  'forms',
  'attributes',
  'mailHealth',
] as const;
export type SettingsTab = (typeof settingsTabs)[number];

export function readSettingsTab(value: string | null): SettingsTab {
  return settingsTabs.find((tab) => tab === value) ?? 'general';
}

export function SettingsTabsNav({ current }: { current: SettingsTab }) {
  const { t } = useTranslation('ticketingAdmin');
  return (
    <nav className="tabs" aria-label={t('settings.tabsLabel')}>
      {settingsTabs.map((tab) => (
        <Link
          key={tab}
          to={`?tab=${tab}`}
          className={tab === current ? 'active' : undefined}
          aria-current={tab === current ? 'page' : undefined}
        >
          {t(`tabs.${tab}`)}
        </Link>
      ))}
    </nav>
  );
}
