// Who may call the automation routes: every technician reads rules (pickers, templates, explanations)
// and applies templates to tickets they reach; saving, deleting and ordering rules is for ticketing
// administrators. Rules belong to the installation, so their ids are unscoped; tickets are scoped.
import { anyTechnician, requires, within } from '../http/access.ts';

const manage = requires('canManageTicketing');
const oneRule = { id: 'unscoped' } as const;

export const automationsPolicy = {
  list: anyTechnician,
  get: within(anyTechnician, oneRule),
  create: manage,
  update: within(manage, oneRule),
  remove: within(manage, oneRule),
  reorder: manage,
  /** Any technician, as boards are: the tickets counted are the caller's own. */
  preview: anyTechnician,
  firings: within(anyTechnician, oneRule),
  ticketFirings: within(anyTechnician, { ticketId: 'ticket' }),
  explain: within(anyTechnician, { ...oneRule, 'query.ticketId': 'ticket' }),
  applyTemplate: within(anyTechnician, { ...oneRule, ticketId: 'ticket' }),
};
