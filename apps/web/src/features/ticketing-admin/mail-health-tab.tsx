// Ticketing settings › Mail health: inbound and outbound SMTP as the server sees them now.
import { useTranslation } from 'react-i18next';
import { useErrorMessage } from '../../components/error-message/use-error-message.ts';
import { Spinner } from '../../components/spinner/spinner.tsx';
import { MailHealthPanel } from './components/mail-health-panel.tsx';
import { useMailHealth } from './hooks/use-ticketing-settings.ts';

export function MailHealthTab() {
  const { t } = useTranslation('ticketingAdmin');
  const errorMessage = useErrorMessage();
  const health = useMailHealth();
  return (
    <>
      <div className="ticketing-admin__tab-header">
        <h2>{t('tabs.mailHealth')}</h2>
        <button
          type="button"
          className="button"
          onClick={() => health.refetch()}
          disabled={health.isFetching}
        >
          {t('mailHealth.refresh')}
        </button>
      </div>
      {health.isPending ? (
        <Spinner label={t('mailHealth.loading')} />
      ) : health.isError ? (
        <p role="alert" className="empty-state">
          {t('loadFailed', { message: errorMessage(health.error) })}
        </p>
      ) : (
        <MailHealthPanel health={health.data} />
      )}
    </>
  );
}
