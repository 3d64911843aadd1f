// Who may see and change technician roles.
// A role is within reach when all of its organisations are among the caller's.
import { requires, within } from '../http/access.ts';

const manage = requires('canManageTechnicians');

export const rolesPolicy = {
  list: manage,
  get: within(manage, { id: 'role' }),
  create: manage,
  update: within(manage, { id: 'role' }),
};
