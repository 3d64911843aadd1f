// Branding administration (/administration/general/branding/:page). The help section edits the help
// settings; other branding sections are not part of this console yet.
import { useTranslation } from 'react-i18next';
import { NavLink, useParams } from 'react-router-dom';
import { Spinner } from '../../components/spinner/spinner.tsx';
import { useToast } from '../../components/toast/toast-provider.tsx';
import { useSession } from '../auth/hooks/use-session.ts';
import { NotFoundPage } from '../not-found/not-found-page.tsx';
import { HelpSettingsForm } from './components/help-settings-form.tsx';
import './help.css';
import { useHelpSettings, useUpdateHelpSettings } from './hooks/use-help-settings.ts';

export function BrandingPage() {
  const { t } = useTranslation('help');
  const { page } = useParams();
  const session = useSession();
  const toast = useToast();
  const settings = useHelpSettings();
  const update = useUpdateHelpSettings();
  if (page !== 'help') return <NotFoundPage planned />;

  return (
    <section className="page">
      <header className="page__header">
        <h1>{t('brandingPage.title')}</h1>
      </header>
      <nav className="tabs" aria-label={t('brandingPage.sections')}>
        <NavLink to="/administration/general/branding/help">{t('brandingPage.help')}</NavLink>
      </nav>
      {settings.isPending ? (
        <Spinner label={t('brandingPage.helpTitle')} />
      ) : settings.isError ? (
        <div className="card" role="alert">
          <p>{t('brandingPage.loadFailed', { message: settings.error.message })}</p>
          <button type="button" className="button" onClick={() => settings.refetch()}>
            {t('brandingPage.retry')}
          </button>
        </div>
      ) : (
        <HelpSettingsForm
          settings={settings.data}
          branded={session.divisionConfig.branding.branded}
          saving={update.isPending}
          onSave={(body) =>
            update.mutate(body, {
              onSuccess: () => toast.show({ kind: 'success', title: t('brandingPage.saved') }),
              onError: (error) =>
                toast.show({
                  kind: 'error',
                  title: t('brandingPage.saveFailed'),
                  description: error.message,
                }),
            })
          }
        />
      )}
    </section>
  );
}
