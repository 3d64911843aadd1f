// Who may restore: restore jobs, availability and the device folder tree need
// canViewAndRestoreBackupData or the division's file_folder_backup flag; a client's backup settings are
// read by any technician who sees the organisation and changed with canManageBackup; the agent's calls
// need its device credential.

import { backupDataAccess } from '@warden/domain';
import { onDevice } from '../backup/backup-scopes.ts';
import { agentAccess, anyTechnician, requires, within } from '../http/access.ts';

const restore = requires(backupDataAccess.permission, backupDataAccess);
const onJob = within(restore, { jobUID: 'restoreJob' });
const onOrganization = { id: 'organization' } as const;

export const restorePolicy = {
  create: restore,
  list: within(restore, { 'query.nodeId': 'device' }),
  get: onJob,
  cancel: onJob,
  clear: onJob,
  availability: within(restore, { 'query.nodeId': 'device', 'query.planId': 'plan' }),
  deviceFolders: within(restore, onDevice),
  createDeviceFolder: within(restore, onDevice),
  clientSettings: within(anyTechnician, onOrganization),
  updateClientSettings: within(requires('canManageBackup'), onOrganization),
  agent: within(agentAccess, { jobUID: 'restoreJob' }),
  agentList: agentAccess,
};
