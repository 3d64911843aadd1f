// Health check and the OpenAPI document generated from the route schemas.
import { systemApi } from '@warden/domain';
import type { FastifyInstance } from 'fastify';
import { publicAccess } from '../http/access.ts';
import { route } from '../http/route.ts';

export async function systemRoutes(app: FastifyInstance) {
  route(app, systemApi.health, publicAccess, async () => ({ status: 'ok' as const }));
  app.get('/openapi.json', { config: { access: publicAccess }, schema: { hide: true } }, async () =>
    app.swagger(),
  );
}
