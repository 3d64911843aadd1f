// Division settings routes: name and feature flags, for administrators.
import { settingsApi } from '@warden/domain';
import type { FastifyInstance } from 'fastify';
import { recordActivity } from '../activities/record-activity.ts';
import { route } from '../http/route.ts';
import { getDivisionConfig, updateDivision } from './division-service.ts';
import { settingsPolicy } from './policy.ts';

export async function settingsRoutes(app: FastifyInstance) {
  route(app, settingsApi.get, settingsPolicy.read, async () => getDivisionConfig(app.db));
  route(app, settingsApi.update, settingsPolicy.update, async ({ auth, body }) => {
    const config = await updateDivision(app.db, body);
    await recordActivity(app.db, {
      action: 'SETTINGS_UPDATED',
      result: 'SUCCESS',
      message: config.name,
      technicianId: auth.user.id,
    });
    return config;
  });
}
