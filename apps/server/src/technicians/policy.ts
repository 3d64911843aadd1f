// Who may see and change technician accounts.
import { requires } from '../http/access.ts';

export const techniciansPolicy = {
  list: requires('canManageTechnicians'),
  get: requires('canManageTechnicians'),
  create: requires('canManageTechnicians'),
  update: requires('canManageTechnicians'),
};
