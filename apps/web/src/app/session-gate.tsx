// Shows sign-in without a session, the console shell with one.
import { useTranslation } from 'react-i18next';
import { Spinner } from '../components/spinner/spinner.tsx';
import { SessionContext, useSessionQuery } from '../features/auth/hooks/use-session.ts';
import { SignInPage } from '../features/auth/sign-in-page.tsx';
import { AppRoutes } from './app-routes.tsx';

export function SessionGate() {
  const { t } = useTranslation();
  const session = useSessionQuery();
  if (session.isPending) return <Spinner label={t('loading')} fullPage />;
  if (session.isError) {
    return (
      <main className="sign-in">
        <p role="alert">{t('errors.generic')}</p>
        <button type="button" className="button" onClick={() => session.refetch()}>
          {t('actions.retry')}
        </button>
      </main>
    );
  }
  if (!session.data) return <SignInPage />;
  return (
    <SessionContext.Provider value={session.data}>
      <AppRoutes />
    </SessionContext.Provider>
  );
}
