// Who may see and change technician accounts.
// An account is within reach when its role's organisations are all among the caller's.
import { requires, within } from '../http/access.ts';

const manage = requires('canManageTechnicians');

export const techniciansPolicy = {
  list: manage,
  get: within(manage, { id: 'technician' }),
  create: within(manage, { 'body.roleId': 'role' }),
  update: within(manage, { id: 'technician', 'body.roleId': 'role' }),
};
