// Who may use the device details routes: any technician reads the details of a device in their
// organisations; saving them needs canManageDevices, as the device's other settings do.
import { anyTechnician, requires, within } from '../http/access.ts';

export const deviceDetailsPolicy = {
  get: within(anyTechnician, { id: 'device' }),
  put: within(requires('canManageDevices'), { id: 'device' }),
};
