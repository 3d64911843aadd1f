// Tabs across the customer dashboard's sections: the overview, backups, tickets, alerts, pending
// scripts, node approvals, activities and the organisation's policy map.
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router-dom';
import { customerActivitiesPath } from '../../activities/activity-pages.ts';
import { approvalsPath } from '../../approvals/approval-pages.ts';
import { backupTabPath } from '../../backup/backup-pages.ts';

export function CustomerTabsNav({ organizationId, name }: { organizationId: number; name: string }) {
  const { t } = useTranslation('dashboard');
  return (
    <nav className="tabs" aria-label={t('customer.tabsLabel', { name })}>
      <NavLink to={`/customerDashboard/${organizationId}/overview`}>{t('customer.tabs.overview')}</NavLink>
      <NavLink to={backupTabPath({ organizationId })}>{t('customer.tabs.backup')}</NavLink>
      <NavLink to={`/customerDashboard/${organizationId}/ticketing`}>{t('title', { ns: 'tickets' })}</NavLink>
      <NavLink to={`/customerDashboard/${organizationId}/alerts`}>
        {t('title.customer', { ns: 'alerts' })}
      </NavLink>
      <NavLink to={`/customerDashboard/${organizationId}/pendingScripts`}>
        {t('pending.title', { ns: 'scriptRuns' })}
      </NavLink>
      <NavLink to={approvalsPath('pending', organizationId)}>
        {t('title.customer', { ns: 'approvals' })}
      </NavLink>
      <NavLink to={customerActivitiesPath(organizationId)}>
        {t('title.customer', { ns: 'activities' })}
      </NavLink>
      <NavLink to={`/editor/customer/${organizationId}/policies`}>{t('title', { ns: 'policyMap' })}</NavLink>
    </nav>
  );
}
