// Who may see and change mail settings and read the outbox: administrators of division settings.
import { requires } from '../http/access.ts';

export const mailPolicy = {
  getSettings: requires('canManageSettings'),
  updateSettings: requires('canManageSettings'),
  outbox: requires('canManageSettings'),
};
