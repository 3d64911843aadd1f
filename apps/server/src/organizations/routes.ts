// Organisation and location routes, including the spec's picker queries.
import { organizationsApi as api } from '@warden/domain';
import type { FastifyInstance } from 'fastify';
import { route } from '../http/route.ts';
import { organizationsPolicy as policy } from './policy.ts';
import * as orgs from './service.ts';

export async function organizationRoutes(app: FastifyInstance) {
  const { db } = app;
  route(app, api.query, policy.query, async ({ auth, query }) => orgs.queryOrganizations(db, auth, query));
  route(app, api.queryLocations, policy.queryLocations, async ({ auth, query }) =>
    orgs.queryLocations(db, auth, query),
  );
  route(app, api.get, policy.get, async ({ params }) => orgs.organizationDetail(db, params.id));
  route(app, api.create, policy.create, async ({ auth, body }) => orgs.createOrganization(db, auth, body));
  route(app, api.update, policy.update, async ({ auth, params, body }) =>
    orgs.updateOrganization(db, auth, params.id, body),
  );
  route(app, api.createLocation, policy.createLocation, async ({ auth, params, body }) =>
    orgs.createLocation(db, auth, params.id, body),
  );
  route(app, api.updateLocation, policy.updateLocation, async ({ auth, params, body }) =>
    orgs.updateLocation(db, auth, { organizationId: params.id, locationId: params.locationId }, body),
  );
}
