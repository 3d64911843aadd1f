// Device routes: the spec's device query, one device, and dashboard counts.
import { devicesApi as api } from '@warden/domain';
import type { FastifyInstance } from 'fastify';
import { route } from '../http/route.ts';
import { devicesPolicy as policy } from './policy.ts';
import { deviceSummary, queryDevices, removeDevice } from './service.ts';

export async function deviceRoutes(app: FastifyInstance) {
  route(app, api.query, policy.query, async ({ auth, body }) => queryDevices(app.db, auth, body));
  route(app, api.get, policy.get, async ({ entity }) => entity('device'));
  route(app, api.summary, policy.summary, async ({ auth, query }) =>
    deviceSummary(app.db, auth, query.organizationId),
  );
  route(app, api.remove, policy.remove, async ({ auth, params }) =>
    removeDevice(app.db, app.agentHub, auth, params.id),
  );
}
