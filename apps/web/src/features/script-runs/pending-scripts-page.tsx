// /systemDashboard/pendingScripts and /customerDashboard/:id/pendingScripts: script runs waiting for
// their device to come online, oldest first, each cancellable (see docs/scripts.md, "The queue").
import { useTranslation } from 'react-i18next';
import {
  CustomerDashboardPage,
  SystemDashboardPage,
} from '../../components/dashboard-page/dashboard-page.tsx';
import { PendingRunsTable } from './components/pending-runs-table.tsx';
import './script-runs.css';

export function SystemPendingScriptsPage() {
  const { t } = useTranslation('scriptRuns');
  return (
    <SystemDashboardPage name="pending-scripts" title={t('pending.systemTitle')} intro={t('pending.intro')}>
      <PendingRunsTable />
    </SystemDashboardPage>
  );
}

export function CustomerPendingScriptsPage() {
  const { t } = useTranslation('scriptRuns');
  return (
    <CustomerDashboardPage name="pending-scripts" title={t('pending.title')} intro={t('pending.intro')}>
      {(org) => <PendingRunsTable organizationId={org.id} />}
    </CustomerDashboardPage>
  );
}
