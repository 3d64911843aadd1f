// Who may see and change organisations and locations. Reading is open to every technician, within
// the organisations their role can see; changing needs canManageOrganizations.
import { anyTechnician, requires, within } from '../http/access.ts';

const manage = requires('canManageOrganizations');
const onOrganization = { id: 'organization' } as const;

export const organizationsPolicy = {
  query: anyTechnician,
  queryLocations: within(anyTechnician, { 'query.organizationId': 'organization' }),
  get: within(anyTechnician, onOrganization),
  create: manage,
  update: within(manage, onOrganization),
  createLocation: within(manage, onOrganization),
  updateLocation: within(manage, { ...onOrganization, locationId: 'location' }),
};
