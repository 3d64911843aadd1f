// The four activity pages: system-wide, one organisation's, one device's, and the technicians'
// changes in the administration.
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import {
  CustomerDashboardPage,
  SystemDashboardPage,
} from '../../components/dashboard-page/dashboard-page.tsx';
import { useSession } from '../auth/hooks/use-session.ts';
import { DevicePageFrame } from '../devices/components/device-page-frame.tsx';
import { NotFoundPage } from '../not-found/not-found-page.tsx';
import { pageType } from './activity-pages.ts';
import { ActivityTable } from './components/activity-table.tsx';
import '../devices/devices.css';
import './activities.css';

export function SystemActivitiesPage() {
  const { t } = useTranslation('activities');
  const type = pageType(useParams().page);
  if (type === undefined) return <NotFoundPage planned />;
  return (
    <SystemDashboardPage name="activities" title={t('title.system')}>
      <ActivityTable source={{ kind: 'system' }} initialType={type ?? undefined} />
    </SystemDashboardPage>
  );
}

export function CustomerActivitiesPage() {
  const { t } = useTranslation('activities');
  const type = pageType(useParams().page);
  if (type === undefined) return <NotFoundPage planned />;
  return (
    <CustomerDashboardPage name="activities" title={t('title.customer')} loadingLabel={t('loading')}>
      {(org) => (
        <ActivityTable source={{ kind: 'organization', id: org.id }} initialType={type ?? undefined} />
      )}
    </CustomerDashboardPage>
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
    <SystemDashboardPage name="activities" title={t('title.administration')}>
      {allowed ? (
        <ActivityTable source={{ kind: 'administration' }} />
      ) : (
        <p className="empty-state">{t('noPermission')}</p>
      )}
    </SystemDashboardPage>
  );
}
