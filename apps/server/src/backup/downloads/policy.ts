// Who may download backup data in a browser: technicians who may view and restore it (spec 000,
// section 6). The link itself opens for any signed-in technician, but only the one it was issued to,
// and the permission is checked again when it is opened.
import { anyTechnician, requires } from '../../http/access.ts';

export const downloadPolicy = {
  link: requires('canViewAndRestoreBackupData'),
  open: anyTechnician,
};
