// Device groups: a saved device search (its criteria are the device query's own filters) with a
// name, a description and an organisation, or every organisation for all-organisation roles.
import { z } from 'zod';
import { deviceQuerySchema, deviceSchema, deviceSortFields } from '../devices/schemas.ts';
import { coercedIdSchema, idParamSchema, idSchema, nameSchema, okSchema } from '../http/common.ts';
import { endpoint } from '../http/endpoint.ts';
import { PAGE_SIZES, pagedSchema, pageFields } from '../http/paging.ts';

/**
 * What a device must match to be a member: the device search's text and filters, checked by the
 * same query that answers device search, at read time, so members follow the devices as they change.
 */
export const deviceGroupCriteriaSchema = deviceQuerySchema
  .pick({ nodeClass: true, online: true, lockhartEnabled: true })
  .extend({ name: z.string().trim().max(200).optional() })
  .strict();
export type DeviceGroupCriteria = z.infer<typeof deviceGroupCriteriaSchema>;

export const deviceGroupSchema = z.object({
  id: z.number(),
  name: z.string(),
  description: z.string(),
  /** Null: the group spans every organisation (for all-organisation roles only). */
  organizationId: z.number().nullable(),
  organizationName: z.string().nullable(),
  criteria: deviceGroupCriteriaSchema,
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type DeviceGroup = z.infer<typeof deviceGroupSchema>;

export const deviceGroupInputSchema = z.strictObject({
  name: nameSchema(200),
  description: z.string().trim().max(1000).default(''),
  organizationId: idSchema.nullable().default(null),
  criteria: deviceGroupCriteriaSchema.default({}),
});
export type DeviceGroupInput = z.input<typeof deviceGroupInputSchema>;

export const deviceGroupListQuerySchema = z.strictObject({
  name: z.string().max(200).optional(),
  organizationId: coercedIdSchema.optional(),
  ...pageFields(PAGE_SIZES.pickers),
});
export type DeviceGroupListQuery = z.input<typeof deviceGroupListQuerySchema>;

/** A page of a group's members, searched and sorted as the device table is. */
export const deviceGroupMembersQuerySchema = z.strictObject({
  search: z.string().max(200).optional(),
  sortBy: z.enum(deviceSortFields).default('displayName'),
  sortDirection: z.enum(['ASC', 'DESC']).default('ASC'),
  ...pageFields(PAGE_SIZES.devices),
});
export type DeviceGroupMembersQuery = z.input<typeof deviceGroupMembersQuerySchema>;

export const deviceGroupsApi = {
  list: endpoint({
    method: 'GET',
    path: '/device-groups',
    summary: 'Device groups within the caller’s organisations, sorted by name; 50 a page',
    tags: ['device-groups'],
    query: deviceGroupListQuerySchema,
    response: pagedSchema(deviceGroupSchema),
  }),
  get: endpoint({
    method: 'GET',
    path: '/device-groups/:id',
    summary: 'One device group',
    tags: ['device-groups'],
    params: idParamSchema,
    response: deviceGroupSchema,
  }),
  create: endpoint({
    method: 'POST',
    path: '/device-groups',
    summary: 'Save a device search as a group',
    tags: ['device-groups'],
    body: deviceGroupInputSchema,
    response: deviceGroupSchema,
    status: 201,
  }),
  update: endpoint({
    method: 'PUT',
    path: '/device-groups/:id',
    summary: 'Edit a device group: name, description, organisation and criteria',
    tags: ['device-groups'],
    params: idParamSchema,
    body: deviceGroupInputSchema,
    response: deviceGroupSchema,
  }),
  remove: endpoint({
    method: 'DELETE',
    path: '/device-groups/:id',
    summary: 'Delete a device group',
    tags: ['device-groups'],
    params: idParamSchema,
    response: okSchema,
  }),
  members: endpoint({
    method: 'GET',
    path: '/device-groups/:id/members',
    summary: 'The devices that match a group now, as device search rows; 50 a page',
    tags: ['device-groups'],
    params: idParamSchema,
    query: deviceGroupMembersQuerySchema,
    response: pagedSchema(deviceSchema),
  }),
};
