// Who may use the inventory routes: an agent reports its own device's; any technician reads the
// inventory of a device in their organisations.
import { agentAccess, anyTechnician, within } from '../http/access.ts';

export const inventoryPolicy = {
  report: agentAccess,
  get: within(anyTechnician, { id: 'device' }),
};
