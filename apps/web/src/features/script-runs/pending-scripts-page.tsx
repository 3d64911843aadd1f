// /systemDashboard/pendingScripts and /customerDashboard/:id/pendingScripts: script runs waiting for
// their device to come online, oldest first, each cancellable (see docs/scripts.md, "The queue").
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { Spinner } from '../../components/spinner/spinner.tsx';
import { CustomerHeader } from '../dashboard/components/customer-header.tsx';
import { LoadError } from '../devices/components/load-error.tsx';
import { NotFoundPage } from '../not-found/not-found-page.tsx';
import { CustomerTabsNav } from '../organizations/components/customer-tabs-nav.tsx';
import { useOrganizationDetail } from '../organizations/hooks/use-organization-detail.ts';
import { PendingRunsTable } from './components/pending-runs-table.tsx';
import '../dashboard/dashboard.css';
import './script-runs.css';

export function SystemPendingScriptsPage() {
  const { t } = useTranslation('scriptRuns');
  return (
    <section className="page pending-scripts-page">
      <header className="page__header">
        <h1>{t('pending.systemTitle')}</h1>
      </header>
      <p className="field__hint">{t('pending.intro')}</p>
      <PendingRunsTable />
    </section>
  );
}

export function CustomerPendingScriptsPage() {
  const { t } = useTranslation('scriptRuns');
  const { id } = useParams();
  const organization = useOrganizationDetail(id);
  if (organization.notFound) return <NotFoundPage />;
  if (organization.error)
    return <LoadError error={organization.error} onRetry={() => organization.refetch()} />;
  if (!organization.data) return <Spinner label={t('loading', { ns: 'common' })} />;
  const org = organization.data;
  return (
    <section className="page pending-scripts-page">
      <CustomerHeader organization={org} />
      <CustomerTabsNav organizationId={org.id} name={org.name} />
      <section className="card" aria-labelledby="customer-pending-scripts">
        <h2 id="customer-pending-scripts">{t('pending.title')}</h2>
        <p className="field__hint">{t('pending.intro')}</p>
        <PendingRunsTable organizationId={org.id} />
      </section>
    </section>
  );
}
