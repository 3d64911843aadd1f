// Mail settings and the outbox.
import { mailApi } from '@warden/domain';
import type { FastifyInstance } from 'fastify';
import { route } from '../http/route.ts';
import { getMailSettings, updateMailSettings } from './mail-settings-service.ts';
import { mailDeps } from './mailer.ts';
import { listOutbox } from './outbox-service.ts';
import { mailPolicy } from './policy.ts';
import { presentMailSettings } from './presenter.ts';

export async function mailRoutes(app: FastifyInstance) {
  const deps = mailDeps(app);
  route(app, mailApi.getSettings, mailPolicy.getSettings, async () =>
    presentMailSettings(await getMailSettings(deps)),
  );
  route(app, mailApi.updateSettings, mailPolicy.updateSettings, async ({ body }) =>
    presentMailSettings(await updateMailSettings(deps, body)),
  );
  route(app, mailApi.outbox, mailPolicy.outbox, async ({ query }) => listOutbox(app.db, query));
}
