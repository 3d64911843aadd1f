// Which page component serves which route-table pattern. Patterns absent here show the not-yet page.
import { type ComponentType, lazy } from 'react';

const page = <T extends Record<string, ComponentType>>(load: () => Promise<T>, name: keyof T) =>
  lazy(async () => ({ default: (await load())[name] as ComponentType }));

export const pages: Record<string, ComponentType> = {
  '/systemDashboard/alerts': page(() => import('../features/alerts/alerts-pages.tsx'), 'SystemAlertsPage'),
  '/customerDashboard/:id/alerts': page(
    () => import('../features/alerts/alerts-pages.tsx'),
    'CustomerAlertsPage',
  ),
  '/systemDashboard/overview': page(
    () => import('../features/dashboard/system-overview-page.tsx'),
    'SystemOverviewPage',
  ),
  '/deviceSearch': page(() => import('../features/devices/device-search-page.tsx'), 'DeviceSearchPage'),
  '/administration/devices/groups': page(
    () => import('../features/device-groups/device-groups-page.tsx'),
    'DeviceGroupsPage',
  ),
  '/group/:id': page(() => import('../features/device-groups/device-group-page.tsx'), 'DeviceGroupPage'),
  '/deviceDashboard/:id/overview': page(
    () => import('../features/devices/device-overview-page.tsx'),
    'DeviceOverviewPage',
  ),
  '/deviceDashboard/:id/details': page(
    () => import('../features/devices/device-details-page.tsx'),
    'DeviceDetailsPage',
  ),
  '/deviceDashboard/:id/activities/:page': page(
    () => import('../features/activities/activities-pages.tsx'),
    'DeviceActivitiesPage',
  ),
  '/systemDashboard/approvals/:page': page(
    () => import('../features/approvals/approvals-pages.tsx'),
    'SystemApprovalsPage',
  ),
  '/customerDashboard/:id/approvals/:page': page(
    () => import('../features/approvals/approvals-pages.tsx'),
    'CustomerApprovalsPage',
  ),
  '/editor/customer/:id/security-node-approvals': page(
    () => import('../features/approvals/approval-mode-page.tsx'),
    'ApprovalModePage',
  ),
  '/editor/customer/:id/policies': page(
    () => import('../features/policy-map/policy-map-page.tsx'),
    'PolicyMapPage',
  ),
  '/systemDashboard/activities/:page': page(
    () => import('../features/activities/activities-pages.tsx'),
    'SystemActivitiesPage',
  ),
  '/customerDashboard/:id/activities/:page': page(
    () => import('../features/activities/activities-pages.tsx'),
    'CustomerActivitiesPage',
  ),
  '/administration/general/activities': page(
    () => import('../features/activities/activities-pages.tsx'),
    'AdministrationActivitiesPage',
  ),
  '/deviceDashboard/:id/settings': page(
    () => import('../features/device-settings/device-settings-page.tsx'),
    'DeviceSettingsPage',
  ),
  '/administration/devices/roles': page(
    () => import('../features/device-roles/device-roles-page.tsx'),
    'DeviceRolesPage',
  ),
  '/administration/policies/agent': page(
    () => import('../features/policies/policies-page.tsx'),
    'PoliciesPage',
  ),
  '/administration/policies/nms': page(
    () => import('../features/policies/policies-page.tsx'),
    'PoliciesPage',
  ),
  '/administration/policies/virtualization': page(
    () => import('../features/policies/policies-page.tsx'),
    'PoliciesPage',
  ),
  '/administration/policies/mdm': page(
    () => import('../features/policies/policies-page.tsx'),
    'PoliciesPage',
  ),
  '/editor/policy/*': page(() => import('../features/policies/policy-editor-page.tsx'), 'PolicyEditorPage'),
  '/deviceDashboard/:id/backup/:page': page(
    () => import('../features/backup/device-backup-page.tsx'),
    'DeviceBackupPage',
  ),
  '/customerDashboard/:id/backup/:page': page(
    () => import('../features/backup/customer-backup-page.tsx'),
    'CustomerBackupPage',
  ),
  '/systemDashboard/backup/:page': page(
    () => import('../features/backup/system-backup-page.tsx'),
    'SystemBackupPage',
  ),
  '/customerDashboard/:id/overview': page(
    () => import('../features/organizations/customer-overview-page.tsx'),
    'CustomerOverviewPage',
  ),
  '/administration/customers/list': page(
    () => import('../features/organizations/customers-list-page.tsx'),
    'CustomersListPage',
  ),
  '/administration/users/technicians': page(
    () => import('../features/technicians/technicians-page.tsx'),
    'TechniciansPage',
  ),
  '/administration/users/endUsers': page(
    () => import('../features/ticketing-admin/people-page.tsx'),
    'EndUsersPage',
  ),
  '/administration/users/contacts': page(
    () => import('../features/ticketing-admin/people-page.tsx'),
    'ContactsPage',
  ),
  '/administration/apps/ticketing': page(
    () => import('../features/ticketing-admin/ticketing-settings-page.tsx'),
    'TicketingSettingsPage',
  ),
  '/administration/users/technicianRoles': page(
    () => import('../features/roles/technician-roles-page.tsx'),
    'TechnicianRolesPage',
  ),
  '/editor/role/:id/*': page(() => import('../features/roles/role-editor-page.tsx'), 'RoleEditorPage'),
  '/administration/general/settings': page(
    () => import('../features/settings/division-settings-page.tsx'),
    'DivisionSettingsPage',
  ),
  '/help/articles/:id': page(() => import('../features/help/help-article-page.tsx'), 'HelpArticlePage'),
  '/administration/general/branding/:page': page(
    () => import('../features/help/branding-page.tsx'),
    'BrandingPage',
  ),
  '/administration/general/outbox': page(() => import('../features/help/outbox-page.tsx'), 'OutboxPage'),
  '/administration/apps/notificationChannels': page(
    () => import('../features/notification-channels/notification-channels-page.tsx'),
    'NotificationChannelsPage',
  ),
  '/ticketing/*': page(() => import('../features/tickets/ticketing-page.tsx'), 'TicketingPage'),
  '/administration/apps/ticketing/automations/:type': page(
    () => import('../features/automations/automation-list-page.tsx'),
    'AutomationListPage',
  ),
  '/editor/automation/:type/:id': page(
    () => import('../features/automations/rule-editor-page.tsx'),
    'RuleEditorPage',
  ),
  '/customerDashboard/:id/ticketing': page(
    () => import('../features/tickets/org-device-tickets-page.tsx'),
    'CustomerTicketsPage',
  ),
  '/deviceDashboard/:id/ticketing': page(
    () => import('../features/tickets/org-device-tickets-page.tsx'),
    'DeviceTicketsPage',
  ),
  '/administration/library/scripting/:page': page(
    () => import('../features/scripts/script-library-page.tsx'),
    'ScriptLibraryPage',
  ),
  '/editor/script/:id': page(() => import('../features/scripts/script-editor-page.tsx'), 'ScriptEditorPage'),
  '/administration/tasks': page(
    () => import('../features/scheduled-tasks/scheduled-tasks-page.tsx'),
    'ScheduledTasksPage',
  ),
  '/editor/scheduledTask/*': page(
    () => import('../features/scheduled-tasks/scheduled-task-editor-page.tsx'),
    'ScheduledTaskEditorPage',
  ),
  '/editor/templateScript': page(
    () => import('../features/scripts/script-templates-page.tsx'),
    'ScriptTemplatesPage',
  ),
  '/editor/templateScript/:id': page(
    () => import('../features/scripts/script-templates-page.tsx'),
    'ScriptTemplatesPage',
  ),
  '/systemDashboard/pendingScripts': page(
    () => import('../features/script-runs/pending-scripts-page.tsx'),
    'SystemPendingScriptsPage',
  ),
  '/customerDashboard/:id/pendingScripts': page(
    () => import('../features/script-runs/pending-scripts-page.tsx'),
    'CustomerPendingScriptsPage',
  ),
  '/deviceDashboard/:id/scripts/:runId': page(
    () => import('../features/script-runs/script-run-page.tsx'),
    'ScriptRunPage',
  ),
};
