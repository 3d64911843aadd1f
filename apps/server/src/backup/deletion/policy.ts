// Who may delete backup data: technicians with canDeleteBackupData, who also confirmed their password
// within the last five minutes (checked in the handler: 403 MFA_REQUIRED otherwise).
import { requires } from '../../http/access.ts';

export const deletionPolicy = {
  deletePlans: requires('canDeleteBackupData'),
  deleteItems: requires('canDeleteBackupData'),
};
