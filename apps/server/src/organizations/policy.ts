// Who may see and change organisations and locations. Reading is open to every technician, within
// the organisations their role can see; changing needs canManageOrganizations.
import { anyTechnician, requires } from '../http/access.ts';

export const organizationsPolicy = {
  query: anyTechnician,
  queryLocations: anyTechnician,
  get: anyTechnician,
  create: requires('canManageOrganizations'),
  update: requires('canManageOrganizations'),
  createLocation: requires('canManageOrganizations'),
  updateLocation: requires('canManageOrganizations'),
};
