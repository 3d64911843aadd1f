// Who may edit backup plans: technicians with canManageBackup, on devices they see.
import { requires, within } from '../../http/access.ts';
import { onDevice, onPlan } from '../backup-scopes.ts';

const manage = requires('canManageBackup');

export const plansPolicy = {
  list: within(manage, onDevice),
  create: within(manage, onDevice),
  update: within(manage, onPlan),
  remove: within(manage, onPlan),
  runNow: within(manage, onPlan),
};
