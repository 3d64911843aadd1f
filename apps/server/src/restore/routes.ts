// Restore routes: restore jobs, availability, client backup settings and the device folder tree for
// the console, and the destination agent's restore calls (agent-routes.ts).
import { restoreApi as api } from '@warden/domain';
import type { FastifyInstance } from 'fastify';
import { route } from '../http/route.ts';
import { agentRestoreRoutes } from './agent-routes.ts';
import { restoreAvailability } from './availability.ts';
import { getClientBackupSettings, updateClientBackupSettings } from './backup-settings.ts';
import { createRestoreJobs } from './create-jobs.ts';
import { createDeviceFolder, listDeviceFolder } from './device-folders.ts';
import { cancelRestoreJob, clearRestoreJob, listRestoreJobs } from './job-service.ts';
import { restorePolicy as policy } from './policy.ts';
import { presentRestoreJob } from './presenter.ts';

export async function restoreRoutes(app: FastifyInstance) {
  const { db, agentHub: hub } = app;

  route(app, api.create, policy.create, async ({ auth, body }) => createRestoreJobs(db, hub, auth, body));
  route(app, api.list, policy.list, async ({ query }) => listRestoreJobs(db, query));
  route(app, api.get, policy.get, async ({ entity }) => presentRestoreJob(entity('restoreJob')));
  route(app, api.cancel, policy.cancel, async ({ entity }) =>
    cancelRestoreJob(db, hub, entity('restoreJob')),
  );
  route(app, api.clear, policy.clear, async ({ entity }) => clearRestoreJob(db, entity('restoreJob')));
  route(app, api.availability, policy.availability, async ({ entity }) =>
    restoreAvailability(db, hub, entity('device')),
  );

  route(app, api.clientSettings, policy.clientSettings, async ({ params }) =>
    getClientBackupSettings(db, params.id),
  );
  route(app, api.updateClientSettings, policy.updateClientSettings, async ({ params, body }) =>
    updateClientBackupSettings(db, params.id, body),
  );

  route(app, api.deviceFolders, policy.deviceFolders, async ({ auth, params, query }) =>
    listDeviceFolder(db, hub, auth, params.nodeId, query),
  );
  route(app, api.createDeviceFolder, policy.createDeviceFolder, async ({ auth, params, body }) =>
    createDeviceFolder(db, hub, auth, params.nodeId, body),
  );

  await app.register(agentRestoreRoutes);
}
