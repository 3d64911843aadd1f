// Who may use the agent routes: enrolment tokens are managed by technicians who manage devices;
// enrolment itself is open (the token is the secret); the link needs a device credential.
import { agentAccess, publicAccess, requires, within } from '../http/access.ts';

const manageDevices = within(requires('canManageDevices'), { id: 'organization' });

export const agentsPolicy = {
  enrollment: manageDevices,
  rotateEnrollment: manageDevices,
  enroll: publicAccess,
  link: agentAccess,
};
