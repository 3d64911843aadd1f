// Who may see and handle alerts: any technician sees those of their organisations (a named
// organisation or device must be within reach); resetting and acknowledging need canManageDevices.
import { anyTechnician, requires, within } from '../http/access.ts';

export const alertsPolicy = {
  list: within(anyTechnician, { 'query.organizationId': 'organization', 'query.deviceId': 'device' }),
  reset: within(requires('canManageDevices'), { id: 'alert' }),
  acknowledge: within(requires('canManageDevices'), { id: 'alert' }),
};
