// Service lookup route: the Windows-service condition form's picker, fed by the device's agent.
import { serviceLookupApi as api } from '@warden/domain';
import type { FastifyInstance } from 'fastify';
import { route } from '../http/route.ts';
import { assertActionAllowed } from '../policies/allowed-actions.ts';
import { serviceLookupPolicy as policy } from './policy.ts';
import { lookUpServices } from './service.ts';

export async function serviceLookupRoutes(app: FastifyInstance) {
  route(app, api.list, policy.list, async ({ entity }) => {
    const device = entity('device');
    await assertActionAllowed(app.db, device.id, 'LIST_SERVICES');
    return lookUpServices(app.agentHub, app.log, device);
  });
}
