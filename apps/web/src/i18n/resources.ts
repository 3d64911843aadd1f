// The bundled translation resources, by locale and namespace.
import activities from './en-us/activities.json';
import admin from './en-us/admin.json';
import alerts from './en-us/alerts.json';
import approvals from './en-us/approvals.json';
import auth from './en-us/auth.json';
import automations from './en-us/automations.json';
import backup from './en-us/backup.json';
import backupDialogs from './en-us/backup-dialogs.json';
import common from './en-us/common.json';
import dashboard from './en-us/dashboard.json';
import deviceGroups from './en-us/deviceGroups.json';
import deviceRoles from './en-us/deviceRoles.json';
import deviceSettings from './en-us/deviceSettings.json';
import devices from './en-us/devices.json';
import help from './en-us/help.json';
import notificationChannels from './en-us/notificationChannels.json';
import organizations from './en-us/organizations.json';
import policies from './en-us/policies.json';
import policyMap from './en-us/policyMap.json';
import richText from './en-us/richText.json';
import scheduledTasks from './en-us/scheduledTasks.json';
import scriptRuns from './en-us/scriptRuns.json';
import scripts from './en-us/scripts.json';
import ticketingAdmin from './en-us/ticketingAdmin.json';
import tickets from './en-us/tickets.json';
import widgets from './en-us/widgets.json';

export const resources = {
  'en-us': {
    common,
    auth,
    dashboard,
    devices,
    deviceGroups,
    organizations,
    admin,
    widgets,
    help,
    backup,
    backupDialogs,
    tickets,
    notificationChannels,
    ticketingAdmin,
    automations,
    richText,
    scripts,
    scriptRuns,
    scheduledTasks,
    activities,
    policies,
    policyMap,
    approvals,
    deviceRoles,
    deviceSettings,
    alerts,
  },
} as const;
