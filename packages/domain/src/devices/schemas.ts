// Devices (nodes) and the device query call used by device search and destination pickers.
import { z } from 'zod';
import { coercedIdSchema, idParamSchema, idSchema, okSchema } from '../http/common.ts';
import { endpoint } from '../http/endpoint.ts';
import { MAX_PAGE, PAGE_SIZES, pagedSchema } from '../http/paging.ts';
import { nodeClasses } from './node-class.ts';

export const deviceSchema = z.object({
  id: z.number(),
  uid: z.string(),
  displayName: z.string(),
  friendlyName: z.string().nullable(),
  name: z.string(),
  systemName: z.string(),
  nodeClass: z.enum(nodeClasses),
  nodeRole: z.string(),
  clientId: z.number(),
  organizationId: z.number(),
  organizationName: z.string(),
  locationId: z.number().nullable(),
  locationName: z.string().nullable(),
  online: z.boolean(),
  lastContact: z.string().nullable(),
  lockhartEnabled: z.boolean(),
  osName: z.string(),
  createdAt: z.string(),
});
export type Device = z.infer<typeof deviceSchema>;

export const deviceSortFields = [
  'displayName',
  'organizationName',
  'nodeClass',
  'lastContact',
  'online',
] as const;

export const deviceQuerySchema = z.strictObject({
  name: z.string().max(200).optional(),
  organizationId: idSchema.optional(),
  locationId: idSchema.optional(),
  nodeId: idSchema.optional(),
  nodeClass: z.array(z.enum(nodeClasses)).max(nodeClasses.length).optional(),
  online: z.boolean().optional(),
  lockhartEnabled: z.boolean().optional(),
  sortBy: z.enum(deviceSortFields).default('displayName'),
  sortDirection: z.enum(['ASC', 'DESC']).default('ASC'),
  page: z.number().int().min(0).max(MAX_PAGE).default(0),
  size: z.number().int().min(1).max(PAGE_SIZES.devices).default(PAGE_SIZES.devices),
});
export type DeviceQuery = z.input<typeof deviceQuerySchema>;

export const deviceSummarySchema = z.object({
  total: z.number(),
  online: z.number(),
  offline: z.number(),
  byClass: z.array(z.object({ nodeClass: z.enum(nodeClasses), total: z.number() })),
  byOrganization: z.array(
    z.object({ organizationId: z.number(), name: z.string(), total: z.number(), online: z.number() }),
  ),
});
export type DeviceSummary = z.infer<typeof deviceSummarySchema>;

export const devicesApi = {
  query: endpoint({
    method: 'POST',
    path: '/query/devices',
    summary: 'Search devices by name, organisation, id, class, status and backup; 50 a page',
    tags: ['devices'],
    body: deviceQuerySchema,
    response: pagedSchema(deviceSchema),
  }),
  get: endpoint({
    method: 'GET',
    path: '/devices/:id',
    summary: 'One device',
    tags: ['devices'],
    params: idParamSchema,
    response: deviceSchema,
  }),
  remove: endpoint({
    method: 'DELETE',
    path: '/devices/:id',
    summary:
      'Remove a device: its credential stops working and its agent link closes; its backup data is kept',
    tags: ['devices'],
    params: idParamSchema,
    response: okSchema,
  }),
  summary: endpoint({
    method: 'GET',
    path: '/dashboard/device-summary',
    summary: 'Device counts by status, class and organisation',
    tags: ['devices'],
    query: z.strictObject({ organizationId: coercedIdSchema.optional() }),
    response: deviceSummarySchema,
  }),
};
