// Plan editor routes.
import { plansApi as api } from '@warden/domain';
import type { FastifyInstance } from 'fastify';
import { route } from '../../http/route.ts';
import { createPlan, listPlanDefinitions, removePlan, runPlanNow, updatePlan } from './plan-service.ts';
import { plansPolicy as policy } from './policy.ts';

export async function planRoutes(app: FastifyInstance) {
  const { db, agentHub: hub } = app;
  route(app, api.list, policy.list, async ({ params }) => listPlanDefinitions(db, params.nodeId));
  route(app, api.create, policy.create, async ({ params, body }) => createPlan(db, hub, params.nodeId, body));
  route(app, api.update, policy.update, async ({ params, body }) =>
    updatePlan(db, hub, params.nodeId, params.planId, body),
  );
  route(app, api.remove, policy.remove, async ({ params }) =>
    removePlan(db, hub, params.nodeId, params.planId),
  );
  route(app, api.runNow, policy.runNow, async ({ params }) =>
    runPlanNow(db, hub, params.nodeId, params.planId),
  );
}
