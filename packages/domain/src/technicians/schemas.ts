// Technician accounts as administrators list, create, edit and disable them.
import { z } from 'zod';
import { technicianProfileSchema } from '../auth/schemas.ts';
import { emailSchema, idParamSchema, idSchema, nameSchema } from '../http/common.ts';
import { endpoint } from '../http/endpoint.ts';
import { pagedSchema, pageFields } from '../http/paging.ts';

export const userStatuses = ['ACTIVE', 'DISABLED'] as const;

export const technicianSchema = technicianProfileSchema.extend({
  phone: z.string().nullable(),
  status: z.enum(userStatuses),
  lastLoginAt: z.string().nullable(),
  createdAt: z.string(),
});
export type Technician = z.infer<typeof technicianSchema>;

export const passwordSchema = z.string().min(10, 'Must be at least 10 characters').max(1024);

export const technicianCreateSchema = z.strictObject({
  email: emailSchema,
  firstName: nameSchema(100),
  lastName: nameSchema(100),
  phone: z.string().trim().max(40).nullable().optional(),
  roleId: idSchema,
  password: passwordSchema,
});
export type TechnicianCreate = z.infer<typeof technicianCreateSchema>;

export const technicianUpdateSchema = z.strictObject({
  firstName: nameSchema(100),
  lastName: nameSchema(100),
  phone: z.string().trim().max(40).nullable().optional(),
  roleId: idSchema,
  status: z.enum(userStatuses),
  password: passwordSchema.optional(),
});
export type TechnicianUpdate = z.infer<typeof technicianUpdateSchema>;

export const technicianListQuerySchema = z.strictObject({
  search: z.string().max(200).optional(),
  ...pageFields(50, 100),
});

export const techniciansApi = {
  list: endpoint({
    method: 'GET',
    path: '/technicians',
    summary: 'List technicians',
    tags: ['technicians'],
    query: technicianListQuerySchema,
    response: pagedSchema(technicianSchema),
  }),
  get: endpoint({
    method: 'GET',
    path: '/technicians/:id',
    summary: 'Read one technician',
    tags: ['technicians'],
    params: idParamSchema,
    response: technicianSchema,
  }),
  create: endpoint({
    method: 'POST',
    path: '/technicians',
    summary: 'Create a technician',
    tags: ['technicians'],
    body: technicianCreateSchema,
    response: technicianSchema,
    status: 201,
  }),
  update: endpoint({
    method: 'PUT',
    path: '/technicians/:id',
    summary: 'Edit or disable a technician',
    tags: ['technicians'],
    params: idParamSchema,
    body: technicianUpdateSchema,
    response: technicianSchema,
  }),
};
