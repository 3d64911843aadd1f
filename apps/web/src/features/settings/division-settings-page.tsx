// Administration › Settings: the division's name and its feature flags.
import { useTranslation } from 'react-i18next';
import { useErrorMessage } from '../../components/error-message/use-error-message.ts';
import { Spinner } from '../../components/spinner/spinner.tsx';
import { useSession } from '../auth/hooks/use-session.ts';
import { DivisionSettingsForm } from './components/division-settings-form.tsx';
import { useDivisionSettings } from './hooks/use-division-settings.ts';
import './division-settings.css';

export function DivisionSettingsPage() {
  const { t } = useTranslation('admin');
  const errorMessage = useErrorMessage();
  const allowed = useSession().permissions.canManageSettings;
  const settings = useDivisionSettings({ enabled: allowed });

  return (
    <section className="page">
      <header className="page__header">
        <h1>{t('settings.title')}</h1>
      </header>
      {!allowed ? (
        <p className="empty-state">{t('settings.noPermission')}</p>
      ) : settings.isPending ? (
        <Spinner label={t('settings.loading')} />
      ) : settings.isError ? (
        <p role="alert" className="empty-state">
          {t('settings.loadFailed', { message: errorMessage(settings.error) })}
        </p>
      ) : (
        <DivisionSettingsForm config={settings.data} />
      )}
    </section>
  );
}
