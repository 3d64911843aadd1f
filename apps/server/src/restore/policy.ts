// Who may restore: restore jobs, availability and the device folder tree need
// canViewAndRestoreBackupData; a client's backup settings are read by any technician who sees the
// organisation and changed with canManageBackup; the agent's calls need its device credential.
import { agentAccess, anyTechnician, requires } from '../http/access.ts';

const restore = requires('canViewAndRestoreBackupData');

export const restorePolicy = {
  create: restore,
  list: restore,
  get: restore,
  cancel: restore,
  clear: restore,
  availability: restore,
  deviceFolders: restore,
  createDeviceFolder: restore,
  clientSettings: anyTechnician,
  updateClientSettings: requires('canManageBackup'),
  agent: agentAccess,
};
