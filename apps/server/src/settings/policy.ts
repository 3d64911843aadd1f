// Who may read and change division settings.
import { requires } from '../http/access.ts';

export const settingsPolicy = {
  read: requires('canManageSettings'),
  update: requires('canManageSettings'),
};
