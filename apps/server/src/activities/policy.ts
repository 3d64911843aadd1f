// Who may see activities. Device and organisation activities (scripts, backups, restores, agents)
// are open to every technician within the organisations their role sees; the technicians' changes
// need canManageSettings; a change to one organisation shows to those who see it, and a change of
// none (a role, a technician, the settings) only to those who see every organisation.
import { anyTechnician, requires, within } from '../http/access.ts';

export const activitiesPolicy = {
  list: anyTechnician,
  ofOrganization: within(anyTechnician, { id: 'organization' }),
  ofDevice: within(anyTechnician, { id: 'device' }),
  administration: requires('canManageSettings'),
};
