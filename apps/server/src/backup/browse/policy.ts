// Who may browse backups: plans, folders, volumes and jobs are visible to every technician who sees
// the device; file content, search and revisions need canViewAndRestoreBackupData, or the division's
// file_folder_backup flag (spec 000, section 6).
import { backupDataAccess } from '@warden/domain';
import { anyTechnician, requires, within } from '../../http/access.ts';
import { onDevice, onFile, onFolder, onPlan } from '../backup-scopes.ts';

const restore = requires(backupDataAccess.permission, backupDataAccess);

export const browsePolicy = {
  plans: within(anyTechnician, onDevice),
  folders: within(anyTechnician, onPlan),
  volumes: within(anyTechnician, onPlan),
  jobs: within(anyTechnician, onPlan),
  content: within(restore, { ...onFolder }),
  search: within(restore, { ...onPlan, 'query.folderId': 'folder' }),
  revisions: within(restore, onFile),
  // Where an entry sits shows the names of the folders above it: the same right as opening them.
  folderTrail: within(restore, onFolder),
  fileTrail: within(restore, onFile),
};
