// Who may use the policy routes: any signed-in technician reads policies and roles; changing them
// needs canManagePolicies. Organisation maps and device settings are scoped to the caller's
// organisations; an agent reads only its own policy.
import { agentAccess, anyTechnician, requires, within } from '../http/access.ts';

const manage = requires('canManagePolicies');
const onePolicy = { id: 'unscoped' } as const;
const oneItem = { id: 'unscoped', section: 'unscoped', key: 'unscoped' } as const;

export const policiesPolicy = {
  list: anyTechnician,
  create: manage,
  get: within(anyTechnician, onePolicy),
  update: within(manage, onePolicy),
  putItem: within(manage, oneItem),
  revertItem: within(manage, oneItem),
  remove: within(manage, onePolicy),
  listRoles: anyTechnician,
  createRole: manage,
  getMap: within(anyTechnician, { id: 'organization' }),
  putMap: within(manage, { id: 'organization' }),
  listDefaults: anyTechnician,
  // A role's default reaches every organisation: the nodeRole kind is for all-organisation roles only.
  putDefault: within(manage, { nodeRoleId: 'nodeRole' }),
  clearDefault: within(manage, { nodeRoleId: 'nodeRole' }),
  getDeviceSettings: within(anyTechnician, { id: 'device' }),
  updateDeviceSettings: within(requires('canManageDevices'), { id: 'device' }),
  agentPolicy: agentAccess,
};
