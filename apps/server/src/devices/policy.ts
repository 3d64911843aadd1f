// Who may see devices: every technician, within the organisations their role can see.
import { anyTechnician, requires, within } from '../http/access.ts';

export const devicesPolicy = {
  query: anyTechnician,
  get: within(anyTechnician, { id: 'device' }),
  summary: within(anyTechnician, { 'query.organizationId': 'organization' }),
  remove: within(requires('canManageDevices'), { id: 'device' }),
};
