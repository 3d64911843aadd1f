// Technician role administration routes.
import { rolesApi } from '@warden/domain';
import type { FastifyInstance } from 'fastify';
import { route } from '../http/route.ts';
import { rolesPolicy } from './policy.ts';
import { createRole, listRoles, updateRole } from './service.ts';

export async function roleRoutes(app: FastifyInstance) {
  route(app, rolesApi.list, rolesPolicy.list, async () => listRoles(app.db));
  route(app, rolesApi.create, rolesPolicy.create, async ({ body }) => createRole(app.db, body));
  route(app, rolesApi.update, rolesPolicy.update, async ({ params, body }) =>
    updateRole(app.db, params.id, body),
  );
}
