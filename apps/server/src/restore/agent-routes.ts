// The destination agent's restore calls: the manifest, progress (answered with whether to stop) and
// its unfinished jobs; and every (re)connection of an agent hands it those jobs again.
import { agentApi } from '@warden/domain';
import type { FastifyInstance } from 'fastify';
import { route } from '../http/route.ts';
import { pendingRestores, recordRestoreProgress, resumeRestores } from './agent-jobs.ts';
import { buildManifest } from './manifest.ts';
import { restorePolicy as policy } from './policy.ts';

export async function agentRestoreRoutes(app: FastifyInstance) {
  const { db, agentHub: hub } = app;
  hub.onConnect((deviceId) => resumeRestores(db, hub, deviceId));

  route(app, agentApi.restoreManifest, policy.agent, async ({ request, params }) =>
    buildManifest(db, request.log, request.device!, params.jobUID),
  );
  route(app, agentApi.restoreProgress, policy.agent, async ({ request, params, body }) =>
    recordRestoreProgress(db, request.device!, params.jobUID, body),
  );
  route(app, agentApi.pendingRestores, policy.agentList, async ({ request }) =>
    pendingRestores(db, request.device!),
  );
}
