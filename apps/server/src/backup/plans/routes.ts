// Plan editor routes.
import { plansApi as api } from '@warden/domain';
import type { FastifyInstance } from 'fastify';
import { getDevice } from '../../devices/service.ts';
import { route } from '../../http/route.ts';
import { createPlan, listPlanDefinitions, removePlan, runPlanNow, updatePlan } from './plan-service.ts';
import { plansPolicy as policy } from './policy.ts';

export async function planRoutes(app: FastifyInstance) {
  const { db, agentHub: hub } = app;
  route(app, api.list, policy.list, async ({ auth, params }) => {
    await getDevice(db, auth, params.nodeId);
    return listPlanDefinitions(db, params.nodeId);
  });
  route(app, api.create, policy.create, async ({ auth, params, body }) =>
    createPlan(db, hub, auth, params.nodeId, body),
  );
  route(app, api.update, policy.update, async ({ auth, params, body }) =>
    updatePlan(db, hub, auth, params.nodeId, params.planId, body),
  );
  route(app, api.remove, policy.remove, async ({ auth, params }) =>
    removePlan(db, hub, auth, params.nodeId, params.planId),
  );
  route(app, api.runNow, policy.runNow, async ({ auth, params }) =>
    runPlanNow(db, hub, auth, params.nodeId, params.planId),
  );
}
