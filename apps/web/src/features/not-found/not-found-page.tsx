// The page for unknown paths, and for routes of the route table that have no page yet.
import { HOME_PATH } from '@warden/domain';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';

export function NotFoundPage({ planned = false }: { planned?: boolean }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  return (
    <section className="page not-found" data-testid={planned ? 'page-not-yet' : 'page-not-found'}>
      <h1>{planned ? t('notFound.notYetTitle') : t('notFound.title')}</h1>
      <p>{planned ? t('notFound.notYetBody', { path: pathname }) : t('notFound.body', { path: pathname })}</p>
      <Link className="button" to={HOME_PATH}>
        {t('notFound.home')}
      </Link>
    </section>
  );
}
