// Who may see the background tasks: administrators of the system's settings.
import { requires } from '../http/access.ts';

export const backgroundPolicy = {
  list: requires('canManageSettings'),
};
