// Device routes: the spec's device query, one device, and dashboard counts.
import { devicesApi as api } from '@warden/domain';
import type { FastifyInstance } from 'fastify';
import { route } from '../http/route.ts';
import { devicesPolicy as policy } from './policy.ts';
import { deviceSummary, getDevice, queryDevices } from './service.ts';

export async function deviceRoutes(app: FastifyInstance) {
  route(app, api.query, policy.query, async ({ auth, body }) => queryDevices(app.db, auth, body));
  route(app, api.get, policy.get, async ({ auth, params }) => getDevice(app.db, auth, params.id));
  route(app, api.summary, policy.summary, async ({ auth, query }) =>
    deviceSummary(app.db, auth, query.organizationId),
  );
}
