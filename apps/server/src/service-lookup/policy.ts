// Who may list a device's services: any technician who can see the device (the list is read-only).
import { anyTechnician, within } from '../http/access.ts';

export const serviceLookupPolicy = {
  list: within(anyTechnician, { 'query.deviceId': 'device' }),
};
