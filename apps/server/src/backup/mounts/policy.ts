// Who may mount image revisions and browse their content: technicians who may view and restore
// backup data (spec 000, section 6); a cloud mount also needs the cloud_image_mounting flag.
import { requires } from '../../http/access.ts';

export const mountPolicy = {
  mount: requires('canViewAndRestoreBackupData'),
  status: requires('canViewAndRestoreBackupData'),
  content: requires('canViewAndRestoreBackupData'),
};
