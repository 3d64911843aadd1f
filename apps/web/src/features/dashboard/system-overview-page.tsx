// /systemDashboard/overview: device counts by status, class and organisation, refreshed every 30 s.
import { useTranslation } from 'react-i18next';
import { Spinner } from '../../components/spinner/spinner.tsx';
import { LoadError } from '../devices/components/load-error.tsx';
import { NoDevices } from '../devices/components/no-devices.tsx';
import { useDeviceSummary } from '../devices/hooks/use-device-summary.ts';
import { ClassBreakdown } from './components/class-breakdown.tsx';
import { DeviceCountCards } from './components/device-count-cards.tsx';
import { OrganizationSummaryTable } from './components/organization-summary-table.tsx';
import { RefreshNote } from './components/refresh-note.tsx';
import './dashboard.css';
import '../devices/devices.css';

export function SystemOverviewPage() {
  const { t } = useTranslation('dashboard');
  const summary = useDeviceSummary();
  return (
    <section className="page dashboard">
      <header className="page__header">
        <h1>{t('system.title')}</h1>
      </header>
      {summary.data ? (
        summary.data.total === 0 ? (
          <NoDevices />
        ) : (
          <>
            <RefreshNote updatedAt={summary.dataUpdatedAt} />
            <DeviceCountCards summary={summary.data} />
            <div className="dashboard__grid">
              <OrganizationSummaryTable rows={summary.data.byOrganization} />
              <ClassBreakdown summary={summary.data} />
            </div>
          </>
        )
      ) : summary.error ? (
        <LoadError error={summary.error} onRetry={() => summary.refetch()} />
      ) : (
        <Spinner label={t('loading', { ns: 'common' })} />
      )}
    </section>
  );
}
