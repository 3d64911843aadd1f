// Shown while no device has enrolled yet: where devices come from, and where organisations are made.
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

export function NoDevices() {
  const { t } = useTranslation('devices');
  return (
    <section className="card empty-state no-devices" aria-labelledby="no-devices-title">
      <h2 id="no-devices-title">{t('empty.title')}</h2>
      <p>{t('empty.body')}</p>
      <p>{t('empty.organizationsHint')}</p>
      <Link className="button button--primary" to="/administration/customers/list">
        {t('empty.manageOrganizations')}
      </Link>
    </section>
  );
}
