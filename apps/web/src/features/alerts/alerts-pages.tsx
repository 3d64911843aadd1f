// /systemDashboard/alerts and /customerDashboard/:id/alerts: alerts raised by policy conditions
// (see docs/policies.md, "Conditions and alerts").
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { Spinner } from '../../components/spinner/spinner.tsx';
import { CustomerHeader } from '../dashboard/components/customer-header.tsx';
import { LoadError } from '../devices/components/load-error.tsx';
import { NotFoundPage } from '../not-found/not-found-page.tsx';
import { CustomerTabsNav } from '../organizations/components/customer-tabs-nav.tsx';
import { useOrganizationDetail } from '../organizations/hooks/use-organization-detail.ts';
import { AlertsTable } from './components/alerts-table.tsx';
import '../dashboard/dashboard.css';
import './alerts.css';

export function SystemAlertsPage() {
  const { t } = useTranslation('alerts');
  return (
    <section className="page alerts-page">
      <header className="page__header">
        <h1>{t('title.system')}</h1>
      </header>
      <p className="field__hint">{t('intro')}</p>
      <AlertsTable scope={{}} />
    </section>
  );
}

export function CustomerAlertsPage() {
  const { t } = useTranslation('alerts');
  const { id } = useParams();
  const organization = useOrganizationDetail(id);
  if (organization.notFound) return <NotFoundPage />;
  if (organization.error)
    return <LoadError error={organization.error} onRetry={() => organization.refetch()} />;
  if (!organization.data) return <Spinner label={t('loading', { ns: 'common' })} />;
  const org = organization.data;
  return (
    <section className="page alerts-page">
      <CustomerHeader organization={org} />
      <CustomerTabsNav organizationId={org.id} name={org.name} />
      <section className="card" aria-labelledby="customer-alerts">
        <h2 id="customer-alerts">{t('title.customer')}</h2>
        <p className="field__hint">{t('intro')}</p>
        <AlertsTable scope={{ organizationId: org.id }} />
      </section>
    </section>
  );
}
