// /customerDashboard/:id/overview: one organisation's locations, device counts and devices.
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { Spinner } from '../../components/spinner/spinner.tsx';
import { ClassBreakdown } from '../dashboard/components/class-breakdown.tsx';
import { CustomerHeader } from '../dashboard/components/customer-header.tsx';
import { DeviceCountCards } from '../dashboard/components/device-count-cards.tsx';
import { LocationList } from '../dashboard/components/location-list.tsx';
import { DeviceTable } from '../devices/components/device-table.tsx';
import { LoadError } from '../devices/components/load-error.tsx';
import { useDeviceSummary } from '../devices/hooks/use-device-summary.ts';
import { CustomerTabsNav } from './components/customer-tabs-nav.tsx';
import { useOrganizationDetail } from './hooks/use-organization-detail.ts';
import '../dashboard/dashboard.css';
import '../devices/devices.css';

export function CustomerOverviewPage() {
  const { t } = useTranslation('dashboard');
  const { id: rawId } = useParams();
  const organization = useOrganizationDetail(rawId);
  const summary = useDeviceSummary({
    organizationId: organization.id ?? undefined,
    enabled: organization.id !== null,
  });

  if (organization.notFound) {
    return (
      <section className="page not-found" data-testid="organization-not-found">
        <h1>{t('customer.notFound')}</h1>
        <p>{t('customer.notFoundBody', { id: rawId })}</p>
        <Link className="button" to="/administration/customers/list">
          {t('customer.backToList')}
        </Link>
      </section>
    );
  }
  if (organization.error) {
    return <LoadError error={organization.error} onRetry={() => organization.refetch()} />;
  }
  if (!organization.data) return <Spinner label={t('loading', { ns: 'common' })} />;

  const org = organization.data;
  const counts = summary.data;
  return (
    <section className="page dashboard customer-dashboard">
      <CustomerHeader organization={org} />
      <CustomerTabsNav organizationId={org.id} name={org.name} />
      {counts ? (
        <DeviceCountCards summary={counts} />
      ) : summary.error ? (
        <LoadError error={summary.error} onRetry={() => summary.refetch()} />
      ) : (
        <Spinner label={t('loading', { ns: 'common' })} />
      )}
      <div className="dashboard__grid">
        <LocationList locations={org.locations} />
        {counts && counts.total > 0 && <ClassBreakdown summary={counts} />}
      </div>
      <section className="customer-devices" aria-labelledby="customer-devices-title">
        <h2 id="customer-devices-title">{t('customer.devices')}</h2>
        {counts?.total === 0 ? (
          <p className="card empty-state">{t('customer.noDevices')}</p>
        ) : counts || summary.error ? (
          <DeviceTable ariaLabel={t('customer.devicesLabel', { name: org.name })} organizationId={org.id} />
        ) : null}
      </section>
    </section>
  );
}
