// Left navigation over the areas that exist; administration links follow the role's permissions.
import type { Permission } from '@warden/domain';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router-dom';
import {
  administrationActivitiesPath,
  systemActivitiesPath,
} from '../../features/activities/activity-pages.ts';
import { approvalsPath } from '../../features/approvals/approval-pages.ts';
import { useSession } from '../../features/auth/hooks/use-session.ts';
import { backupTabPath } from '../../features/backup/backup-pages.ts';
import { policiesTabPath } from '../../features/policies/policy-paths.ts';
import { systemPendingPath } from '../../features/script-runs/run-routes.ts';

interface NavItem {
  to: string;
  labelKey:
    | 'nav.dashboard'
    | 'nav.devices'
    | 'nav.backup'
    | 'nav.activities'
    | 'nav.technicianActivities'
    | 'nav.organizations'
    | 'nav.deviceGroups'
    | 'nav.technicians'
    | 'nav.technicianRoles'
    | 'nav.settings'
    | 'nav.branding'
    | 'nav.outbox'
    | 'nav.ticketing'
    | 'nav.endUsers'
    | 'nav.contacts'
    | 'nav.ticketingSettings'
    | 'nav.notificationChannels'
    | 'nav.scripts'
    | 'nav.scheduledTasks'
    | 'nav.pendingScripts'
    | 'nav.alerts'
    | 'nav.approvals'
    | 'nav.policies'
    | 'nav.deviceRoles';
  permission?: Permission;
}

const main: NavItem[] = [
  { to: '/systemDashboard/overview', labelKey: 'nav.dashboard' },
  { to: '/deviceSearch', labelKey: 'nav.devices' },
  { to: backupTabPath('system'), labelKey: 'nav.backup' },
  { to: '/ticketing', labelKey: 'nav.ticketing' },
  { to: systemActivitiesPath, labelKey: 'nav.activities' },
  { to: '/systemDashboard/alerts', labelKey: 'nav.alerts' },
  { to: systemPendingPath, labelKey: 'nav.pendingScripts', permission: 'canRunScripts' },
  { to: approvalsPath('pending'), labelKey: 'nav.approvals', permission: 'canApproveDevices' },
];
const administration: NavItem[] = [
  { to: '/administration/customers/list', labelKey: 'nav.organizations' },
  { to: '/administration/devices/groups', labelKey: 'nav.deviceGroups' },
  { to: '/administration/devices/roles', labelKey: 'nav.deviceRoles' },
  { to: policiesTabPath('agent'), labelKey: 'nav.policies', permission: 'canManagePolicies' },
  {
    to: '/administration/users/technicians',
    labelKey: 'nav.technicians',
    permission: 'canManageTechnicians',
  },
  {
    to: '/administration/users/technicianRoles',
    labelKey: 'nav.technicianRoles',
    permission: 'canManageTechnicians',
  },
  { to: '/administration/general/settings', labelKey: 'nav.settings', permission: 'canManageSettings' },
  { to: '/administration/general/branding/help', labelKey: 'nav.branding', permission: 'canManageSettings' },
  { to: '/administration/general/outbox', labelKey: 'nav.outbox', permission: 'canManageSettings' },
  {
    to: administrationActivitiesPath,
    labelKey: 'nav.technicianActivities',
    permission: 'canManageSettings',
  },
  { to: '/administration/users/endUsers', labelKey: 'nav.endUsers' },
  { to: '/administration/users/contacts', labelKey: 'nav.contacts' },
  {
    to: '/administration/apps/ticketing',
    labelKey: 'nav.ticketingSettings',
    permission: 'canManageTicketing',
  },
  {
    to: '/administration/apps/notificationChannels',
    labelKey: 'nav.notificationChannels',
    permission: 'canManageTicketing',
  },
  { to: '/administration/library/scripting/scripts', labelKey: 'nav.scripts' },
  { to: '/administration/tasks', labelKey: 'nav.scheduledTasks', permission: 'canRunScripts' },
];

export function LeftNav() {
  const { t } = useTranslation();
  const session = useSession();
  const allowed = (item: NavItem) => !item.permission || session.permissions[item.permission];
  const link = (item: NavItem) => (
    <li key={item.to}>
      <NavLink
        to={item.to}
        className={({ isActive }) => (isActive ? 'nav__link nav__link--active' : 'nav__link')}
      >
        {t(item.labelKey)}
      </NavLink>
    </li>
  );
  const admin = administration.filter(allowed);
  return (
    <nav className="nav" aria-label={t('nav.mainNavigation')}>
      <ul>{main.filter(allowed).map(link)}</ul>
      {admin.length > 0 && (
        <>
          <h2 className="nav__heading">{t('nav.administration')}</h2>
          <ul>{admin.map(link)}</ul>
        </>
      )}
    </nav>
  );
}
