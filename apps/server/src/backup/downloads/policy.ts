// Who may download backup data in a browser: technicians who may view and restore it, or any while the
// division allows file/folder backup (spec 000, section 6). The link itself opens for any signed-in
// technician, but only the one it was issued to, and `data` is checked again when it is opened.
import { backupDataAccess } from '@warden/domain';
import { anyTechnician, requires, within } from '../../http/access.ts';
import { onFolderAtJob, onRevision } from '../backup-scopes.ts';

const restore = requires(backupDataAccess.permission, backupDataAccess);

export const downloadPolicy = {
  data: restore,
  revisionLink: within(restore, onRevision),
  folderLink: within(restore, onFolderAtJob),
  imageLink: within(restore, onRevision),
  open: anyTechnician,
};
