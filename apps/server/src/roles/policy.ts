// Who may see and change technician roles.
import { requires } from '../http/access.ts';

export const rolesPolicy = {
  list: requires('canManageTechnicians'),
  create: requires('canManageTechnicians'),
  update: requires('canManageTechnicians'),
};
