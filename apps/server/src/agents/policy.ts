// Who may use the agent routes: enrolment tokens are managed by technicians who manage devices;
// enrolment itself is open (the token is the secret); the link needs a device credential.
import { agentAccess, publicAccess, requires } from '../http/access.ts';

export const agentsPolicy = {
  enrollment: requires('canManageDevices'),
  rotateEnrollment: requires('canManageDevices'),
  enroll: publicAccess,
  link: agentAccess,
};
