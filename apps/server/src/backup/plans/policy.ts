// Who may see and change backup plan definitions.
import { requires } from '../../http/access.ts';

export const plansPolicy = {
  list: requires('canManageBackup'),
  create: requires('canManageBackup'),
  update: requires('canManageBackup'),
  remove: requires('canManageBackup'),
  runNow: requires('canManageBackup'),
};
