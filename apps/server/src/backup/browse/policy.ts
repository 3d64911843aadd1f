// Who may browse backups: plans, folders, volumes and jobs are visible to every technician who sees
// the device; file content, search and revisions need canViewAndRestoreBackupData (spec 000, section 6).
import { anyTechnician, requires } from '../../http/access.ts';

export const browsePolicy = {
  plans: anyTechnician,
  folders: anyTechnician,
  volumes: anyTechnician,
  jobs: anyTechnician,
  content: requires('canViewAndRestoreBackupData'),
  search: requires('canViewAndRestoreBackupData'),
  revisions: requires('canViewAndRestoreBackupData'),
};
