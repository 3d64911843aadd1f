// Sign-in and session calls: the session carries the user, division config and permissions.
import { z } from 'zod';
import { okSchema } from '../http/common.ts';
import { endpoint } from '../http/endpoint.ts';
import { divisionConfigSchema } from '../settings/schemas.ts';
import { permissions } from './permissions.ts';

export const userTypes = ['TECHNICIAN', 'END_USER'] as const;
export type UserType = (typeof userTypes)[number];

/** How every answer about a user names them. */
export const userIdentitySchema = z.object({
  id: z.number(),
  uid: z.string(),
  email: z.string(),
  displayName: z.string(),
});

/** A technician's names and role, as the session and the technician list show them. */
export const technicianProfileSchema = userIdentitySchema.extend({
  firstName: z.string(),
  lastName: z.string(),
  roleId: z.number().nullable(),
  roleName: z.string().nullable(),
});

export const sessionUserSchema = technicianProfileSchema.extend({
  userType: z.enum(userTypes),
  hideHelpTooltip: z.boolean(),
});
export type SessionUser = z.infer<typeof sessionUserSchema>;

export const sessionSchema = z.object({
  user: sessionUserSchema,
  divisionConfig: divisionConfigSchema,
  permissions: z.record(z.enum(permissions), z.boolean()),
  /** Organisations the technician may see; null means all of them. */
  organizationIds: z.array(z.number()).nullable(),
  csrfToken: z.string(),
});
export type Session = z.infer<typeof sessionSchema>;

export const loginBodySchema = z.strictObject({
  email: z.string().trim().min(1, 'Required').max(254),
  password: z.string().min(1, 'Required').max(1024),
});

export const STEP_UP_VALID_MS = 5 * 60_000;

export const authApi = {
  stepUp: endpoint({
    method: 'POST',
    path: '/auth/step-up',
    summary: 'Confirm the password (or TOTP code) before a sensitive action such as deleting backup data',
    tags: ['auth'],
    body: z.strictObject({ password: z.string().min(1, 'Required').max(1024) }),
    response: z.object({ validUntil: z.string() }),
  }),
  login: endpoint({
    method: 'POST',
    path: '/auth/login',
    summary: 'Sign in with e-mail and password; sets the session cookie',
    tags: ['auth'],
    body: loginBodySchema,
    response: sessionSchema,
  }),
  logout: endpoint({
    method: 'POST',
    path: '/auth/logout',
    summary: 'End the current session',
    tags: ['auth'],
    response: okSchema,
  }),
  session: endpoint({
    method: 'GET',
    path: '/auth/session',
    summary: 'The signed-in session: user, division config and permissions',
    tags: ['auth'],
    response: sessionSchema,
  }),
};
