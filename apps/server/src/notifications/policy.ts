// Who may use notification channels: every technician may list them by name (rule editors pick
// from them); adding, changing, testing them and reading deliveries is for ticketing administrators.
// Channels belong to the installation, not to an organisation, so their ids are unscoped.
import { anyTechnician, requires, within } from '../http/access.ts';

const manage = requires('canManageTicketing');
const oneChannel = within(manage, { id: 'unscoped' });

export const notificationsPolicy = {
  brief: anyTechnician,
  list: manage,
  get: oneChannel,
  create: manage,
  update: oneChannel,
  remove: oneChannel,
  test: oneChannel,
  deliveries: manage,
};
