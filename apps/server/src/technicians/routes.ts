// Technician administration routes.
import { techniciansApi } from '@warden/domain';
import type { FastifyInstance } from 'fastify';
import { route } from '../http/route.ts';
import { techniciansPolicy } from './policy.ts';
import { createTechnician, getTechnician, listTechnicians, updateTechnician } from './service.ts';

export async function technicianRoutes(app: FastifyInstance) {
  route(app, techniciansApi.list, techniciansPolicy.list, async ({ auth, query }) =>
    listTechnicians(app.db, auth, query),
  );
  route(app, techniciansApi.get, techniciansPolicy.get, async ({ params }) =>
    getTechnician(app.db, params.id),
  );
  route(app, techniciansApi.create, techniciansPolicy.create, async ({ body, auth }) =>
    createTechnician(app.db, body, auth),
  );
  route(app, techniciansApi.update, techniciansPolicy.update, async ({ params, body, auth }) =>
    updateTechnician(app.db, params.id, body, auth),
  );
}
