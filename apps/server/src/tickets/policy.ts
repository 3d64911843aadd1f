// Who may call the ticket routes: any technician, within the ticket's organisation. A ticket without
// an organisation is reached only by all-organisation roles (the `ticket` scope kind says so), and
// the entities a body names are checked the same way.
import { anyTechnician, within } from '../http/access.ts';

const onTicket = { ticketId: 'ticket' } as const;

export const ticketsPolicy = {
  list: within(anyTechnician, { 'query.organizationId': 'organization', 'query.deviceId': 'device' }),
  get: within(anyTechnician, onTicket),
  create: within(anyTechnician, {
    'body.organizationId': 'organization',
    'body.locationId': 'location',
    'body.deviceId': 'device',
  }),
  update: within(anyTechnician, {
    ...onTicket,
    'body.organizationId': 'organization',
    'body.deviceId': 'device',
    // A change may name a location without its organisation (the ticket's); the writer refuses any
    // location not of the ticket's organisation, which the caller reaches, with one message for all.
    'body.locationId': 'unscoped',
  }),
  comments: within(anyTechnician, onTicket),
  addComment: within(anyTechnician, onTicket),
  history: within(anyTechnician, onTicket),
  timeEntries: within(anyTechnician, onTicket),
  addTimeEntry: within(anyTechnician, onTicket),
  mentionCandidates: within(anyTechnician, onTicket),
  // Lists only the problems of the caller's organisations.
  problems: anyTechnician,
};
