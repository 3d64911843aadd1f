// Technician role administration routes.
import { rolesApi } from '@warden/domain';
import type { FastifyInstance } from 'fastify';
import { route } from '../http/route.ts';
import { rolesPolicy } from './policy.ts';
import { rolesWithinCaller } from './role-scope.ts';
import { createRole, getRole, listRoles, updateRole } from './service.ts';

export async function roleRoutes(app: FastifyInstance) {
  route(app, rolesApi.list, rolesPolicy.list, async ({ auth, query }) =>
    rolesWithinCaller(auth, await listRoles(app.db, query.roleType)),
  );
  route(app, rolesApi.get, rolesPolicy.get, async ({ params, query }) =>
    getRole(app.db, params.id, query.roleType),
  );
  route(app, rolesApi.create, rolesPolicy.create, async ({ body, auth }) => createRole(app.db, body, auth));
  route(app, rolesApi.update, rolesPolicy.update, async ({ params, body, auth }) =>
    updateRole(app.db, params.id, body, auth),
  );
}
