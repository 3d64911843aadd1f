// Technician roles: named permissions plus the organisations the role may see.
import { z } from 'zod';
import { permissions } from '../auth/permissions.ts';
import { idParamSchema, idSchema, nameSchema } from '../http/common.ts';
import { endpoint } from '../http/endpoint.ts';

export const technicianRoleSchema = z.object({
  id: z.number(),
  name: z.string(),
  description: z.string(),
  system: z.boolean(),
  permissions: z.array(z.enum(permissions)),
  allOrganizations: z.boolean(),
  organizationIds: z.array(z.number()),
  technicianCount: z.number(),
});
export type TechnicianRole = z.infer<typeof technicianRoleSchema>;

export const technicianRoleInputSchema = z
  .strictObject({
    name: nameSchema(100),
    description: z.string().trim().max(500).default(''),
    permissions: z.array(z.enum(permissions)).max(permissions.length),
    allOrganizations: z.boolean(),
    organizationIds: z.array(idSchema).max(10_000).default([]),
  })
  .refine((r) => r.allOrganizations || r.organizationIds.length > 0, {
    path: ['organizationIds'],
    message: 'Choose at least one organization',
  });
export type TechnicianRoleInput = z.infer<typeof technicianRoleInputSchema>;

export const rolesApi = {
  list: endpoint({
    method: 'GET',
    path: '/technician-roles',
    summary: 'List technician roles',
    tags: ['roles'],
    response: z.array(technicianRoleSchema),
  }),
  create: endpoint({
    method: 'POST',
    path: '/technician-roles',
    summary: 'Create a technician role',
    tags: ['roles'],
    body: technicianRoleInputSchema,
    response: technicianRoleSchema,
    status: 201,
  }),
  update: endpoint({
    method: 'PUT',
    path: '/technician-roles/:id',
    summary: "Edit a role's name, permissions and organisations",
    tags: ['roles'],
    params: idParamSchema,
    body: technicianRoleInputSchema,
    response: technicianRoleSchema,
  }),
};
