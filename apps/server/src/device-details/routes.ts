// Device details routes: the console's read and save of a device's sample device fields.
import { deviceDetailsApi as api } from '@warden/domain';
import type { FastifyInstance } from 'fastify';
import { route } from '../http/route.ts';
import { deviceDetails, saveDeviceDetails } from './device-details-service.ts';
import { deviceDetailsPolicy as policy } from './policy.ts';

export async function deviceDetailsRoutes(app: FastifyInstance) {
  const { db } = app;
  route(app, api.get, policy.get, async ({ entity }) => deviceDetails(db, entity('device')));
  route(app, api.put, policy.put, async ({ auth, body, entity }) =>
    saveDeviceDetails(db, auth, entity('device'), body),
  );
}
