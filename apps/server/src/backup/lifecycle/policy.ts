// Who may run the backup storage check: technicians who manage backup.
import { requires } from '../../http/access.ts';

export const lifecyclePolicy = {
  verify: requires('canManageBackup'),
};
