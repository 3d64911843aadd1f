// Administration › Apps › Ticketing: the help desk's settings, statuses, forms, attributes and mail
// health, one tab each. Only those who may manage the help desk see it.
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { useErrorMessage } from '../../components/error-message/use-error-message.ts';
import { Spinner } from '../../components/spinner/spinner.tsx';
import { useSession } from '../auth/hooks/use-session.ts';
import { AutomationsLink } from '../automations/components/automations-link.tsx';
import { AttributesTab } from './attributes-tab.tsx';
import { readSettingsTab, type SettingsTab, SettingsTabsNav } from './components/settings-tabs-nav.tsx';
import { FormsTab } from './forms-tab.tsx';
import { useTicketingSettings } from './hooks/use-ticketing-settings.ts';
import { MailHealthTab } from './mail-health-tab.tsx';
import { SettingsFormTab, type SettingsSection } from './settings-form-tab.tsx';
import { StatusesTab } from './statuses-tab.tsx';
import './ticketing-admin.css';

export function TicketingSettingsPage() {
  const { t } = useTranslation('ticketingAdmin');
  const allowed = useSession().permissions.canManageTicketing;
  const [params] = useSearchParams();
  const tab = readSettingsTab(params.get('tab'));
  return (
    <section className="page ticketing-admin">
      <header className="page__header">
        <h1>{t('settings.title')}</h1>
        {allowed && <AutomationsLink />}
      </header>
      {allowed ? (
        <>
          <SettingsTabsNav current={tab} />
          <TabContent tab={tab} />
        </>
      ) : (
        <p className="empty-state">{t('settings.noPermission')}</p>
      )}
    </section>
  );
}

function TabContent({ tab }: { tab: SettingsTab }) {
  switch (tab) {
    case 'statuses':
      return <StatusesTab />;
    case 'forms':
      return <FormsTab />;
    case 'attributes':
      return <AttributesTab />;
    case 'mailHealth':
      return <MailHealthTab />;
    default:
      return <SettingsRecordTab section={tab} />;
  }
}

function SettingsRecordTab({ section }: { section: SettingsSection }) {
  const { t } = useTranslation('ticketingAdmin');
  const errorMessage = useErrorMessage();
  const settings = useTicketingSettings();
  if (settings.isPending) return <Spinner label={t('settings.loading')} />;
  if (settings.isError)
    return (
      <p role="alert" className="empty-state">
        {t('loadFailed', { message: errorMessage(settings.error) })}
      </p>
    );
  return <SettingsFormTab key={section} section={section} settings={settings.data} />;
}
