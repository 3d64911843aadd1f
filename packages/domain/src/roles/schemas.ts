// Roles: named permissions plus the organisations the role may see. A role is for technicians or for
// end users (the editor's roleType=technician or roleType=endUser); technicians hold technician roles.
import { z } from 'zod';
import { permissions } from '../auth/permissions.ts';
import { idParamSchema, idSchema, nameSchema } from '../http/common.ts';
import { endpoint } from '../http/endpoint.ts';

export const roleTypes = ['technician', 'endUser'] as const;
export type RoleType = (typeof roleTypes)[number];
export const roleTypeSchema = z.enum(roleTypes);

export const technicianRoleSchema = z.object({
  id: z.number(),
  roleType: roleTypeSchema,
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
    /** Chosen when the role is created; an edit may repeat it but not change it. */
    roleType: roleTypeSchema.optional(),
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

/** Which kind of roles a call is about; technician roles when left out. */
export const roleTypeQuerySchema = z.strictObject({ roleType: roleTypeSchema.default('technician') });

export const rolesApi = {
  list: endpoint({
    method: 'GET',
    path: '/technician-roles',
    summary: 'List the roles of one type (technician roles unless roleType says endUser)',
    tags: ['roles'],
    query: roleTypeQuerySchema,
    response: z.array(technicianRoleSchema),
  }),
  get: endpoint({
    method: 'GET',
    path: '/technician-roles/:id',
    summary: 'Read one role of the given type',
    tags: ['roles'],
    params: idParamSchema,
    query: roleTypeQuerySchema,
    response: technicianRoleSchema,
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
