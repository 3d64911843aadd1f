// Who may mount image revisions and browse their content: technicians who may view and restore
// backup data, or any while the division allows file/folder backup (spec 000, section 6); a cloud
// mount also needs the cloud_image_mounting flag.
import { backupDataAccess } from '@warden/domain';
import { requires, within } from '../../http/access.ts';
import { onRevision } from '../backup-scopes.ts';

const restore = within(requires(backupDataAccess.permission, backupDataAccess), onRevision);

export const mountPolicy = {
  mount: restore,
  status: restore,
  content: restore,
};
