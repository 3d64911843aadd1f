// Top bar: the logo (home), the help button, and the signed-in technician with sign-out.
import { HOME_PATH } from '@warden/domain';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useLogout, useSession } from '../../features/auth/hooks/use-session.ts';
import { HelpButton } from '../../features/help/components/help-button.tsx';

export function TopBar() {
  const { t } = useTranslation();
  const session = useSession();
  const logout = useLogout();
  return (
    <header className="top-bar">
      <Link to={HOME_PATH} className="top-bar__logo" aria-label={t('nav.home')}>
        <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true">
          <path
            fill="currentColor"
            d="M12 2 3 6v6c0 5 3.8 9.4 9 10 5.2-.6 9-5 9-10V6l-9-4Zm0 4.2 5 2.2V12c0 3-2 5.8-5 6.6-3-.8-5-3.6-5-6.6V8.4l5-2.2Z"
          />
        </svg>
        <span>{session.divisionConfig.branding.productName || t('appName')}</span>
      </Link>
      <div className="top-bar__spacer" />
      <HelpButton />
      <div className="top-bar__user">
        <span title={session.user.email}>{t('userMenu.signedInAs', { name: session.user.displayName })}</span>
        <button type="button" className="button button--ghost" onClick={() => logout.mutate()}>
          {t('userMenu.signOut')}
        </button>
      </div>
    </header>
  );
}
