// Who may see and change device groups: every technician reads them within the organisations their
// role sees (a group across every organisation is for all-organisation roles); changing them needs
// canManageDevices.
import { anyTechnician, requires, within } from '../http/access.ts';

const manage = requires('canManageDevices');
const onGroup = { id: 'deviceGroup' } as const;

export const deviceGroupsPolicy = {
  list: within(anyTechnician, { 'query.organizationId': 'organization' }),
  get: within(anyTechnician, onGroup),
  members: within(anyTechnician, onGroup),
  create: within(manage, { 'body.organizationId': 'organization' }),
  update: within(manage, { ...onGroup, 'body.organizationId': 'organization' }),
  remove: within(manage, onGroup),
};
