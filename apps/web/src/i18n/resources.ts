// The bundled translation resources, by locale and namespace.
import admin from './en-us/admin.json';
import auth from './en-us/auth.json';
import automations from './en-us/automations.json';
import backup from './en-us/backup.json';
import backupDialogs from './en-us/backup-dialogs.json';
import common from './en-us/common.json';
import dashboard from './en-us/dashboard.json';
import devices from './en-us/devices.json';
import help from './en-us/help.json';
import notificationChannels from './en-us/notificationChannels.json';
import organizations from './en-us/organizations.json';
import richText from './en-us/richText.json';
import ticketingAdmin from './en-us/ticketingAdmin.json';
import tickets from './en-us/tickets.json';
import widgets from './en-us/widgets.json';

export const resources = {
  'en-us': {
    common,
    auth,
    dashboard,
    devices,
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
  },
} as const;
