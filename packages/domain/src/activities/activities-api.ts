// The activity lists: system-wide, per organisation, per device, and the technicians' changes, each
// paged, sorted and filtered by the server for the console's server table.
import { z } from 'zod';
import { coercedIdSchema, idParamSchema } from '../http/common.ts';
import { endpoint } from '../http/endpoint.ts';
import { pagedSchema, pageFields } from '../http/paging.ts';
import { activityResults, activitySchema, activityTypes } from './activity-schemas.ts';

export const ACTIVITY_PAGE_SIZE = 50;
export const activitySortFields = ['createdAt', 'type', 'result', 'deviceName', 'technicianName'] as const;
export type ActivitySortField = (typeof activitySortFields)[number];

/** A moment of a time-range filter, with any offset; the server compares it in UTC. */
const instantSchema = z.iso
  .datetime({ offset: true, message: 'Must be an ISO-8601 date and time' })
  .transform((v) => new Date(v).toISOString());

export const activityQuerySchema = z
  .strictObject({
    type: z.enum(activityTypes).optional(),
    result: z.enum(activityResults).optional(),
    from: instantSchema.optional(),
    to: instantSchema.optional(),
    deviceId: coercedIdSchema.optional(),
    technicianId: coercedIdSchema.optional(),
    /** Words of the activity's message, device or technician name. */
    search: z.string().trim().max(200).optional(),
    sortBy: z.enum(activitySortFields).default('createdAt'),
    sortDirection: z.enum(['ASC', 'DESC']).default('DESC'),
    ...pageFields(ACTIVITY_PAGE_SIZE, 100),
  })
  .refine((q) => !q.from || !q.to || q.from <= q.to, {
    path: ['to'],
    message: 'Must not be before from',
  });
export type ActivityQuery = z.output<typeof activityQuerySchema>;
export type ActivityQueryInput = z.input<typeof activityQuerySchema>;

const activityPage = pagedSchema(activitySchema);

export const activitiesApi = {
  list: endpoint({
    method: 'GET',
    path: '/activities',
    summary: 'Script, backup, restore and agent activities of every organisation the caller sees',
    tags: ['activities'],
    query: activityQuerySchema,
    response: activityPage,
  }),
  ofOrganization: endpoint({
    method: 'GET',
    path: '/activities/organizations/:id',
    summary: "Activities of one organisation's devices",
    tags: ['activities'],
    params: idParamSchema,
    query: activityQuerySchema,
    response: activityPage,
  }),
  ofDevice: endpoint({
    method: 'GET',
    path: '/activities/devices/:id',
    summary: 'Activities of one device',
    tags: ['activities'],
    params: idParamSchema,
    query: activityQuerySchema,
    response: activityPage,
  }),
  administration: endpoint({
    method: 'GET',
    path: '/activities/administration',
    summary: 'Changes made by technicians: organisations, roles, technicians, settings and scripts',
    tags: ['activities'],
    query: activityQuerySchema,
    response: activityPage,
  }),
};
