// The four activity pages: system-wide, one organisation's, one device's, and the technicians'
// changes in the administration.
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { Spinner } from '../../components/spinner/spinner.tsx';
import { useSession } from '../auth/hooks/use-session.ts';
import { CustomerHeader } from '../dashboard/components/customer-header.tsx';
import { DevicePageFrame } from '../devices/components/device-page-frame.tsx';
import { LoadError } from '../devices/components/load-error.tsx';
import { NotFoundPage } from '../not-found/not-found-page.tsx';
import { CustomerTabsNav } from '../organizations/components/customer-tabs-nav.tsx';
import { useOrganizationDetail } from '../organizations/hooks/use-organization-detail.ts';
import { pageType } from './activity-pages.ts';
import { ActivityTable } from './components/activity-table.tsx';
import '../dashboard/dashboard.css';
import '../devices/devices.css';
import './activities.css';

export function SystemActivitiesPage() {
  const { t } = useTranslation('activities');
  const type = pageType(useParams().page);
  if (type === undefined) return <NotFoundPage planned />;
  return (
    <section className="page activities-page">
      <header className="page__header">
        <h1>{t('title.system')}</h1>
      </header>
      <ActivityTable source={{ kind: 'system' }} initialType={type ?? undefined} />
    </section>
  );
}

export function CustomerActivitiesPage() {
  const { t } = useTranslation('activities');
  const { id, page } = useParams();
  const type = pageType(page);
  const organization = useOrganizationDetail(id);
  if (type === undefined) return <NotFoundPage planned />;
  if (organization.notFound) return <NotFoundPage />;
  if (organization.error)
    return <LoadError error={organization.error} onRetry={() => organization.refetch()} />;
  if (!organization.data) return <Spinner label={t('loading')} />;
  const org = organization.data;
  return (
    <section className="page activities-page">
      <CustomerHeader organization={org} />
      <CustomerTabsNav organizationId={org.id} name={org.name} />
      <section className="card" aria-labelledby="customer-activities">
        <h2 id="customer-activities">{t('title.customer')}</h2>
        <ActivityTable source={{ kind: 'organization', id: org.id }} initialType={type ?? undefined} />
      </section>
    </section>
  );
}

export function DeviceActivitiesPage() {
  const { t } = useTranslation('activities');
  const type = pageType(useParams().page);
  if (type === undefined) return <NotFoundPage planned />;
  return (
    <DevicePageFrame>
      {(device) => (
        <section className="card" aria-labelledby="device-activities">
          <h2 id="device-activities">{t('title.device')}</h2>
          <ActivityTable source={{ kind: 'device', id: device.id }} initialType={type ?? undefined} />
        </section>
      )}
    </DevicePageFrame>
  );
}

export function AdministrationActivitiesPage() {
  const { t } = useTranslation('activities');
  const allowed = useSession().permissions.canManageSettings;
  return (
    <section className="page activities-page">
      <header className="page__header">
        <h1>{t('title.administration')}</h1>
      </header>
      {allowed ? (
        <ActivityTable source={{ kind: 'administration' }} />
      ) : (
        <p className="empty-state">{t('noPermission')}</p>
      )}
    </section>
  );
}
