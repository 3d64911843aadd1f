// Division settings routes: name and feature flags, for administrators.
import { settingsApi } from '@warden/domain';
import type { FastifyInstance } from 'fastify';
import { route } from '../http/route.ts';
import { getDivisionConfig, updateDivision } from './division-service.ts';
import { settingsPolicy } from './policy.ts';

export async function settingsRoutes(app: FastifyInstance) {
  route(app, settingsApi.get, settingsPolicy.read, async () => getDivisionConfig(app.db));
  route(app, settingsApi.update, settingsPolicy.update, async ({ body }) => updateDivision(app.db, body));
}
