// Agent routes: enrolment tokens for the console, device enrolment, and the agent WebSocket.
import { agentApi } from '@warden/domain';
import type { FastifyInstance } from 'fastify';
import { nowIso } from '../db/database.ts';
import { route } from '../http/route.ts';
import { runSignerFor } from '../scripts/runs/run-signing.ts';
import { recordContact } from './device-credential.ts';
import { enrollCommand, enrollDevice, getEnrollment, rotateEnrollment } from './enrollment-service.ts';
import { agentsPolicy as policy } from './policy.ts';

export async function agentRoutes(app: FastifyInstance) {
  const present = (row: { organization_id: number; token: string; created_at: string }) => ({
    organizationId: row.organization_id,
    token: row.token,
    command: enrollCommand(app.config.publicUrl, row.token),
    createdAt: row.created_at,
  });

  route(app, agentApi.enrollment, policy.enrollment, async ({ params }) =>
    present(await getEnrollment(app.db, params.id)),
  );

  route(app, agentApi.rotateEnrollment, policy.rotateEnrollment, async ({ params }) =>
    present(await rotateEnrollment(app.db, params.id)),
  );

  route(app, agentApi.enroll, policy.enroll, async ({ body }) => ({
    ...(await enrollDevice(app.db, body)),
    scriptSigningKey: runSignerFor(app.secrets).publicKey,
  }));

  app.route({
    method: 'GET',
    url: '/agent/ws',
    config: { access: policy.link },
    schema: { hide: true },
    handler: async (_request, reply) =>
      reply
        .status(426)
        .send({ error: { code: 'VALIDATION_FAILED', message: 'This endpoint needs a WebSocket upgrade' } }),
    wsHandler: (socket, request) => {
      const device = request.device!;
      app.agentHub.attach(device.id, socket);
      void recordContact(app.db, device.id, true);
      app.log.info({ deviceId: device.id, at: nowIso() }, 'agent connected');
    },
  });
}
