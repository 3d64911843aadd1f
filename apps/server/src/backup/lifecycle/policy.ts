// Who may run the backup storage check: technicians who manage backup.
import { requires, within } from '../../http/access.ts';

export const lifecyclePolicy = {
  verify: within(requires('canManageBackup'), { 'body.organizationId': 'organization' }),
};
