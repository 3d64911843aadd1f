// Organisations (customers) and their locations, with the pickers' query calls from spec 001.
import { z } from 'zod';
import { coercedIdSchema, idParamSchema, nameSchema } from '../http/common.ts';
import { endpoint } from '../http/endpoint.ts';
import { PAGE_SIZES, pagedSchema, pageFields } from '../http/paging.ts';

export const locationSchema = z.object({
  id: z.number(),
  organizationId: z.number(),
  organizationName: z.string(),
  name: z.string(),
  address: z.string(),
  description: z.string(),
  deleted: z.boolean(),
  deviceCount: z.number(),
});
export type Location = z.infer<typeof locationSchema>;

export const organizationSchema = z.object({
  id: z.number(),
  name: z.string(),
  description: z.string(),
  deleted: z.boolean(),
  deviceCount: z.number(),
  onlineCount: z.number(),
  createdAt: z.string(),
});
export type Organization = z.infer<typeof organizationSchema>;

export const organizationDetailSchema = organizationSchema.extend({
  locations: z.array(locationSchema),
});
export type OrganizationDetail = z.infer<typeof organizationDetailSchema>;

export const organizationInputSchema = z.strictObject({
  name: nameSchema(200),
  description: z.string().trim().max(1000).default(''),
});
export type OrganizationInput = z.infer<typeof organizationInputSchema>;

export const locationInputSchema = z.strictObject({
  name: nameSchema(200),
  address: z.string().trim().max(500).default(''),
  description: z.string().trim().max(1000).default(''),
});
export type LocationInput = z.infer<typeof locationInputSchema>;

const pickerQuery = z.strictObject({
  name: z.string().max(200).optional(),
  organizationId: coercedIdSchema.optional(),
  ...pageFields(PAGE_SIZES.pickers),
});
export type PickerQuery = z.input<typeof pickerQuery>;

const orgLocationParams = z.strictObject({
  id: coercedIdSchema,
  locationId: coercedIdSchema,
});

export const organizationsApi = {
  query: endpoint({
    method: 'GET',
    path: '/query/organizations',
    summary: 'Organisation picker: paged 50, searched by name',
    tags: ['organizations'],
    query: pickerQuery.omit({ organizationId: true }),
    response: pagedSchema(organizationSchema),
  }),
  queryLocations: endpoint({
    method: 'GET',
    path: '/query/locations',
    summary: 'Location picker: paged 50, searched by name',
    tags: ['organizations'],
    query: pickerQuery,
    response: pagedSchema(locationSchema),
  }),
  get: endpoint({
    method: 'GET',
    path: '/organizations/:id',
    summary: 'One organisation with its locations',
    tags: ['organizations'],
    params: idParamSchema,
    response: organizationDetailSchema,
  }),
  create: endpoint({
    method: 'POST',
    path: '/organizations',
    summary: 'Create an organisation',
    tags: ['organizations'],
    body: organizationInputSchema,
    response: organizationDetailSchema,
    status: 201,
  }),
  update: endpoint({
    method: 'PUT',
    path: '/organizations/:id',
    summary: 'Edit an organisation',
    tags: ['organizations'],
    params: idParamSchema,
    body: organizationInputSchema,
    response: organizationDetailSchema,
  }),
  createLocation: endpoint({
    method: 'POST',
    path: '/organizations/:id/locations',
    summary: 'Add a location to an organisation',
    tags: ['organizations'],
    params: idParamSchema,
    body: locationInputSchema,
    response: locationSchema,
    status: 201,
  }),
  updateLocation: endpoint({
    method: 'PUT',
    path: '/organizations/:id/locations/:locationId',
    summary: 'Edit a location',
    tags: ['organizations'],
    params: orgLocationParams,
    body: locationInputSchema,
    response: locationSchema,
  }),
};
