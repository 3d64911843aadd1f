// The ticket calls: the list (the shared server table's fetch), one ticket, create and change, the
// comment timeline, history, time entries, and the spec's problem picker.
import { z } from 'zod';
import { coercedIdSchema, idSchema } from '../http/common.ts';
import { endpoint } from '../http/endpoint.ts';
import { PAGE_SIZES, pagedSchema, pageFields } from '../http/paging.ts';
import {
  ticketCommentInputSchema,
  ticketCommentSchema,
  ticketHistoryEntrySchema,
  timeEntryInputSchema,
  timeEntrySchema,
} from './ticket-activity-schemas.ts';
import { sortDirections, ticketColumnChoices } from './ticket-columns.ts';
import { ticketPriorities, ticketSeverities, ticketTypes } from './ticket-enums.ts';
import { ticketCreateSchema, ticketPatchSchema, ticketRowSchema, ticketSchema } from './ticket-schemas.ts';

export const TICKET_PAGE_SIZE = 50;

/** A comma-separated list of ids in a query string. */
const idList = z
  .string()
  .max(2000)
  .regex(/^\d+(,\d+)*$/, 'Expected comma-separated ids')
  .transform((s) => s.split(',').map(Number))
  .pipe(z.array(idSchema).max(200));

export const ticketListQuerySchema = z.strictObject({
  ...pageFields(TICKET_PAGE_SIZE, 200),
  /** Unset: the board's order when boardId names one, else id. */
  sortBy: z.enum(ticketColumnChoices).optional(),
  sortDirection: z.enum(sortDirections).default('DESC'),
  search: z.string().trim().max(200).optional(),
  statusIds: idList.optional(),
  organizationId: coercedIdSchema.optional(),
  deviceId: coercedIdSchema.optional(),
  assignedAppUserId: coercedIdSchema.optional(),
  /** 'me' is the caller; 'none' is unassigned. */
  assignee: z.enum(['me', 'none']).optional(),
  type: z.enum(ticketTypes).optional(),
  priority: z.enum(ticketPriorities).optional(),
  severity: z.enum(ticketSeverities).optional(),
  /** Only tickets whose status is not a solved one. */
  open: z.enum(['true', 'false']).optional(),
  /** A board rule: its conditions select the tickets and its sort orders them unless sortBy is given. */
  boardId: coercedIdSchema.optional(),
});
export type TicketListQuery = z.input<typeof ticketListQuerySchema>;

const ticketParams = z.strictObject({ ticketId: coercedIdSchema });

export const problemQuerySchema = z.strictObject({
  searchCriteria: z.string().trim().max(200).optional(),
  ...pageFields(PAGE_SIZES.pickers),
});

export const ticketsApi = {
  list: endpoint({
    method: 'GET',
    path: '/ticketing/tickets',
    summary: 'One page of tickets, sorted and filtered on any column choice',
    tags: ['tickets'],
    query: ticketListQuerySchema,
    response: pagedSchema(ticketRowSchema),
  }),
  get: endpoint({
    method: 'GET',
    path: '/ticketing/tickets/:ticketId',
    summary: 'One ticket',
    tags: ['tickets'],
    params: ticketParams,
    response: ticketSchema,
  }),
  create: endpoint({
    method: 'POST',
    path: '/ticketing/tickets',
    summary: 'Create a ticket; event rules run on it',
    tags: ['tickets'],
    body: ticketCreateSchema,
    response: ticketSchema,
    status: 201,
  }),
  update: endpoint({
    method: 'PUT',
    path: '/ticketing/tickets/:ticketId',
    summary: 'Change a ticket; only the fields sent change, and event rules run on the change',
    tags: ['tickets'],
    params: ticketParams,
    body: ticketPatchSchema,
    response: ticketSchema,
  }),
  comments: endpoint({
    method: 'GET',
    path: '/ticketing/tickets/:ticketId/comments',
    summary: "A ticket's comments, oldest first",
    tags: ['tickets'],
    params: ticketParams,
    response: z.array(ticketCommentSchema),
  }),
  addComment: endpoint({
    method: 'POST',
    path: '/ticketing/tickets/:ticketId/comments',
    summary: 'Comment on a ticket, public or private; mentioned technicians are notified',
    tags: ['tickets'],
    params: ticketParams,
    body: ticketCommentInputSchema,
    response: ticketCommentSchema,
    status: 201,
  }),
  history: endpoint({
    method: 'GET',
    path: '/ticketing/tickets/:ticketId/history',
    summary: "A ticket's changes with old and new values, newest first",
    tags: ['tickets'],
    params: ticketParams,
    query: z.strictObject({ ...pageFields(100, 500) }),
    response: pagedSchema(ticketHistoryEntrySchema),
  }),
  timeEntries: endpoint({
    method: 'GET',
    path: '/ticketing/tickets/:ticketId/time-entries',
    summary: "A ticket's time entries",
    tags: ['tickets'],
    params: ticketParams,
    response: z.array(timeEntrySchema),
  }),
  addTimeEntry: endpoint({
    method: 'POST',
    path: '/ticketing/tickets/:ticketId/time-entries',
    summary: 'Log time on a ticket',
    tags: ['tickets'],
    params: ticketParams,
    body: timeEntryInputSchema,
    response: timeEntrySchema,
    status: 201,
  }),
  problems: endpoint({
    method: 'GET',
    path: '/ticketing/ticket/problem',
    summary: "Problem picker: paged 50, searched by searchCriteria; shown as '#id name'",
    tags: ['tickets'],
    query: problemQuerySchema,
    response: pagedSchema(z.object({ id: z.number(), name: z.string() })),
  }),
};
