// /systemDashboard/alerts and /customerDashboard/:id/alerts: alerts raised by policy conditions
// (see docs/policies.md, "Conditions and alerts").
import { useTranslation } from 'react-i18next';
import {
  CustomerDashboardPage,
  SystemDashboardPage,
} from '../../components/dashboard-page/dashboard-page.tsx';
import { AlertsTable } from './components/alerts-table.tsx';
import './alerts.css';

export function SystemAlertsPage() {
  const { t } = useTranslation('alerts');
  return (
    <SystemDashboardPage name="alerts" title={t('title.system')} intro={t('intro')}>
      <AlertsTable scope={{}} />
    </SystemDashboardPage>
  );
}

export function CustomerAlertsPage() {
  const { t } = useTranslation('alerts');
  return (
    <CustomerDashboardPage name="alerts" title={t('title.customer')} intro={t('intro')}>
      {(org) => <AlertsTable scope={{ organizationId: org.id }} />}
    </CustomerDashboardPage>
  );
}
