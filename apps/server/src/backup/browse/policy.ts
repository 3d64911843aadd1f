// Who may browse backups: plans, folders, volumes and jobs are visible to every technician who sees
// the device; file content, search and revisions need canViewAndRestoreBackupData (spec 000, section 6).
import { anyTechnician, requires, within } from '../../http/access.ts';
import { onDevice, onFile, onFolder, onPlan } from '../backup-scopes.ts';

const restore = requires('canViewAndRestoreBackupData');

export const browsePolicy = {
  plans: within(anyTechnician, onDevice),
  folders: within(anyTechnician, onPlan),
  volumes: within(anyTechnician, onPlan),
  jobs: within(anyTechnician, onPlan),
  content: within(restore, { ...onFolder }),
  search: within(restore, { ...onPlan, 'query.folderId': 'folder' }),
  revisions: within(restore, onFile),
};
