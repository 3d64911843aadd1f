// Who may delete backup data: technicians with canDeleteBackupData, who also confirmed their password
// within the last five minutes (checked in the handler: 403 MFA_REQUIRED otherwise).
import { requires, within } from '../../http/access.ts';
import { onDevice, onPlan } from '../backup-scopes.ts';

export const deletionPolicy = {
  deletePlans: within(requires('canDeleteBackupData'), onDevice),
  deleteItems: within(requires('canDeleteBackupData'), onPlan),
};
