// Calls that configure the help desk: statuses, attributes, forms, tags, end users and contacts, the
// ticketing settings with the mail health, and the requester picker.
import { z } from 'zod';
import { tagNameSchema } from '../automations/tag-name.ts';
import { coercedIdSchema, idParamSchema, okSchema } from '../http/common.ts';
import { endpoint } from '../http/endpoint.ts';
import { PAGE_SIZES, pagedSchema, pageFields } from '../http/paging.ts';
import { requesterKinds } from './ticket-enums.ts';
import { ticketPersonSchema } from './ticket-schemas.ts';
import {
  endUserInputSchema,
  endUserSchema,
  mailHealthSchema,
  tagSchema,
  ticketAttributeInputSchema,
  ticketAttributeSchema,
  ticketFormInputSchema,
  ticketFormSchema,
  ticketingSettingsSchema,
  ticketStatusInputSchema,
  ticketStatusSchema,
} from './ticketing-config-schemas.ts';

const tags = ['ticketing'];

/** Spec 001: the create-tag payload is {tag: {name}}; the name is checked by the one tag-name validator. */
export const tagCreateSchema = z.strictObject({ tag: z.strictObject({ name: tagNameSchema }) });

export const ticketingConfigApi = {
  statuses: endpoint({
    method: 'GET',
    path: '/ticketing/statuses',
    summary: 'Ticket statuses',
    tags,
    response: z.array(ticketStatusSchema),
  }),
  createStatus: endpoint({
    method: 'POST',
    path: '/ticketing/statuses',
    summary: 'Add a ticket status',
    tags,
    body: ticketStatusInputSchema,
    response: ticketStatusSchema,
    status: 201,
  }),
  updateStatus: endpoint({
    method: 'PUT',
    path: '/ticketing/statuses/:id',
    summary: 'Edit a ticket status',
    tags,
    params: idParamSchema,
    body: ticketStatusInputSchema,
    response: ticketStatusSchema,
  }),
  attributes: endpoint({
    method: 'GET',
    path: '/ticketing/attributes',
    summary: 'Custom ticket attributes, inactive ones included',
    tags,
    response: z.array(ticketAttributeSchema),
  }),
  createAttribute: endpoint({
    method: 'POST',
    path: '/ticketing/attributes',
    summary: 'Add a custom attribute',
    tags,
    body: ticketAttributeInputSchema,
    response: ticketAttributeSchema,
    status: 201,
  }),
  updateAttribute: endpoint({
    method: 'PUT',
    path: '/ticketing/attributes/:id',
    summary: 'Edit a custom attribute',
    tags,
    params: idParamSchema,
    body: ticketAttributeInputSchema,
    response: ticketAttributeSchema,
  }),
  forms: endpoint({
    method: 'GET',
    path: '/ticketing/forms',
    summary: 'Ticket forms',
    tags,
    response: z.array(ticketFormSchema),
  }),
  createForm: endpoint({
    method: 'POST',
    path: '/ticketing/forms',
    summary: 'Add a ticket form',
    tags,
    body: ticketFormInputSchema,
    response: ticketFormSchema,
    status: 201,
  }),
  updateForm: endpoint({
    method: 'PUT',
    path: '/ticketing/forms/:id',
    summary: 'Edit a ticket form',
    tags,
    params: idParamSchema,
    body: ticketFormInputSchema,
    response: ticketFormSchema,
  }),
  tags: endpoint({
    method: 'GET',
    path: '/ticketing/tags',
    summary: 'Every tag',
    tags,
    response: z.object({ tags: z.array(tagSchema) }),
  }),
  createTag: endpoint({
    method: 'POST',
    path: '/ticketing/tags',
    summary: 'Create a tag; an existing name answers the existing tag',
    tags,
    body: tagCreateSchema,
    response: z.object({ tag: tagSchema }),
    status: 201,
  }),
  settings: endpoint({
    method: 'GET',
    path: '/ticketing/settings',
    summary: 'The ticketing configuration',
    tags,
    response: ticketingSettingsSchema,
  }),
  updateSettings: endpoint({
    method: 'PUT',
    path: '/ticketing/settings',
    summary: 'Change the ticketing configuration',
    tags,
    body: ticketingSettingsSchema,
    response: ticketingSettingsSchema,
  }),
  mailHealth: endpoint({
    method: 'GET',
    path: '/ticketing/settings/mail-health',
    summary: 'The health of inbound and outbound mail',
    tags,
    response: mailHealthSchema,
  }),
  endUsers: endpoint({
    method: 'GET',
    path: '/ticketing/end-users',
    summary: 'End users or contacts, sorted by name ASC',
    tags,
    query: z.strictObject({
      kind: z.enum(requesterKinds),
      organizationId: coercedIdSchema.optional(),
      name: z.string().trim().max(200).optional(),
      ...pageFields(PAGE_SIZES.pickers, 200),
    }),
    response: pagedSchema(endUserSchema),
  }),
  createEndUser: endpoint({
    method: 'POST',
    path: '/ticketing/end-users',
    summary: 'Add an end user or contact',
    tags,
    body: endUserInputSchema,
    response: endUserSchema,
    status: 201,
  }),
  updateEndUser: endpoint({
    method: 'PUT',
    path: '/ticketing/end-users/:id',
    summary: 'Edit an end user or contact',
    tags,
    params: idParamSchema,
    body: endUserInputSchema,
    response: endUserSchema,
  }),
  deleteEndUser: endpoint({
    method: 'DELETE',
    path: '/ticketing/end-users/:id',
    summary: 'Delete an end user or contact; their tickets keep them, shown as deleted',
    tags,
    params: idParamSchema,
    response: okSchema,
  }),
  requesters: endpoint({
    method: 'GET',
    path: '/query/requesters',
    summary: 'Requester picker: technicians, end users and contacts, paged 50, searched by name or e-mail',
    tags,
    query: z.strictObject({
      name: z.string().trim().max(200).optional(),
      organizationId: coercedIdSchema.optional(),
      ...pageFields(PAGE_SIZES.pickers),
    }),
    response: pagedSchema(ticketPersonSchema),
  }),
};
