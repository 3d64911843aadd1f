// Who may see and change the help desk's configuration. Every technician reads it (ticket pages need
// statuses, forms and tags) and creates tags (the tag picker does); everything else needs
// canManageTicketing. End users and contacts stay within the caller's organisations.
import { anyTechnician, requires, within } from '../http/access.ts';

const manage = requires('canManageTicketing');
/** Statuses, attributes and forms belong to the installation, not to an organisation. */
const installationWide = { id: 'unscoped' } as const;
const onEndUser = { id: 'endUser', 'body.organizationId': 'organization' } as const;

export const ticketingConfigPolicy = {
  statuses: anyTechnician,
  createStatus: manage,
  updateStatus: within(manage, installationWide),
  attributes: anyTechnician,
  createAttribute: manage,
  updateAttribute: within(manage, installationWide),
  forms: anyTechnician,
  createForm: manage,
  updateForm: within(manage, installationWide),
  tags: anyTechnician,
  createTag: anyTechnician,
  settings: anyTechnician,
  updateSettings: manage,
  mailHealth: manage,
  endUsers: within(anyTechnician, { 'query.organizationId': 'organization' }),
  createEndUser: within(manage, { 'body.organizationId': 'organization' }),
  updateEndUser: within(manage, onEndUser),
  deleteEndUser: within(manage, { id: 'endUser' }),
  requesters: within(anyTechnician, { 'query.organizationId': 'organization' }),
};
