// Who may see devices: every technician, within the organisations their role can see.
import { anyTechnician } from '../http/access.ts';

export const devicesPolicy = {
  query: anyTechnician,
  get: anyTechnician,
  summary: anyTechnician,
};
