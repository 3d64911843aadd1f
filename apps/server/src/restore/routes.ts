// Restore routes: restore jobs, availability, client backup settings and the device folder tree for
// the console, and the destination agent's restore calls (agent-routes.ts).
import { restoreApi as api } from '@warden/domain';
import type { FastifyInstance } from 'fastify';
import type { AuthContext } from '../auth/auth-context.ts';
import { assertOrganizationVisible } from '../auth/org-scope.ts';
import { notFound } from '../http/api-error.ts';
import { route } from '../http/route.ts';
import { agentRestoreRoutes } from './agent-routes.ts';
import { restoreAvailability } from './availability.ts';
import { getClientBackupSettings, updateClientBackupSettings } from './backup-settings.ts';
import { createRestoreJobs } from './create-jobs.ts';
import { createDeviceFolder, listDeviceFolder } from './device-folders.ts';
import { cancelRestoreJob, clearRestoreJob, findRestoreJob, listRestoreJobs } from './job-service.ts';
import { restorePolicy as policy } from './policy.ts';
import { presentRestoreJob } from './presenter.ts';

export async function restoreRoutes(app: FastifyInstance) {
  const { db, agentHub: hub } = app;

  route(app, api.create, policy.create, async ({ auth, body }) => createRestoreJobs(db, hub, auth, body));
  route(app, api.list, policy.list, async ({ auth, query }) => listRestoreJobs(db, auth, query));
  route(app, api.get, policy.get, async ({ auth, params }) =>
    presentRestoreJob(await findRestoreJob(db, auth, params.jobUID)),
  );
  route(app, api.cancel, policy.cancel, async ({ auth, params }) =>
    cancelRestoreJob(db, hub, auth, params.jobUID),
  );
  route(app, api.clear, policy.clear, async ({ auth, params }) => clearRestoreJob(db, auth, params.jobUID));
  route(app, api.availability, policy.availability, async ({ auth, query }) =>
    restoreAvailability(db, hub, auth, query.nodeId, query.planId),
  );

  const organization = async (auth: AuthContext, id: number) => {
    assertOrganizationVisible(auth, id, 'Organization');
    const row = await db.kysely
      .selectFrom('organizations')
      .select('id')
      .where('id', '=', id)
      .executeTakeFirst();
    if (!row) throw notFound('Organization');
  };
  route(app, api.clientSettings, policy.clientSettings, async ({ auth, params }) => {
    await organization(auth, params.id);
    return getClientBackupSettings(db, params.id);
  });
  route(app, api.updateClientSettings, policy.updateClientSettings, async ({ auth, params, body }) => {
    await organization(auth, params.id);
    return updateClientBackupSettings(db, params.id, body);
  });

  route(app, api.deviceFolders, policy.deviceFolders, async ({ auth, params, query }) =>
    listDeviceFolder(db, hub, auth, params.nodeId, query),
  );
  route(app, api.createDeviceFolder, policy.createDeviceFolder, async ({ auth, params, body }) =>
    createDeviceFolder(db, hub, auth, params.nodeId, body),
  );

  await app.register(agentRestoreRoutes);
}
