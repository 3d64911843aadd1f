// Activity routes: the four lists of the console's activity pages.
import { activityTypes, activitiesApi as api } from '@warden/domain';
import type { FastifyInstance } from 'fastify';
import { visibleOrganizationIds } from '../auth/org-scope.ts';
import { route } from '../http/route.ts';
import { activityPage, operationalScope } from './activity-queries.ts';
import { activitiesPolicy as policy } from './policy.ts';
import { recordActivity } from './record-activity.ts';

export async function activityRoutes(app: FastifyInstance) {
  const { db } = app;
  recordAgentLinks(app);
  route(app, api.list, policy.list, async ({ auth, query }) =>
    activityPage(db, operationalScope(visibleOrganizationIds(auth)), query),
  );
  route(app, api.ofOrganization, policy.ofOrganization, async ({ auth, params, query }) =>
    activityPage(db, { ...operationalScope(visibleOrganizationIds(auth)), organizationId: params.id }, query),
  );
  route(app, api.ofDevice, policy.ofDevice, async ({ auth, params, query }) =>
    activityPage(db, { ...operationalScope(visibleOrganizationIds(auth)), deviceId: params.id }, query),
  );
  route(app, api.administration, policy.administration, async ({ auth, query }) =>
    activityPage(
      db,
      {
        types: activityTypes.filter((t) => t === 'ADMINISTRATION'),
        organizationIds: visibleOrganizationIds(auth),
      },
      query,
    ),
  );
}

/** An agent's link coming up and going down; links closed by a shutting-down server are not events. */
function recordAgentLinks(app: FastifyInstance) {
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  const record = (action: 'AGENT_CONNECTED' | 'AGENT_DISCONNECTED') => async (deviceId: number) => {
    if (!closing) await recordActivity(app.db, { action, result: 'INFO', deviceId });
  };
  app.agentHub.onConnect(record('AGENT_CONNECTED'));
  app.agentHub.onDisconnect(record('AGENT_DISCONNECTED'));
}
