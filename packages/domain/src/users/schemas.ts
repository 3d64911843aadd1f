// User pickers: technicians for CC lists and assignees (spec: "CC lists TECHNICIAN users").
import { z } from 'zod';
import { userIdentitySchema, userTypes } from '../auth/schemas.ts';
import { endpoint } from '../http/endpoint.ts';
import { PAGE_SIZES, pagedSchema, pageFields } from '../http/paging.ts';

export const userPickSchema = userIdentitySchema.extend({
  userType: z.enum(userTypes),
  deleted: z.boolean(),
});
export type UserPick = z.infer<typeof userPickSchema>;

export const usersApi = {
  query: endpoint({
    method: 'GET',
    path: '/query/users',
    summary: 'User picker: paged 50, searched by name or e-mail, filtered by user type',
    tags: ['users'],
    query: z.strictObject({
      name: z.string().max(200).optional(),
      userType: z.enum(userTypes).optional(),
      ...pageFields(PAGE_SIZES.pickers),
    }),
    response: pagedSchema(userPickSchema),
  }),
};
