// Alert routes (list, reset, acknowledge), the agents' condition reports over the agent link, and
// the offline check on the background runner.
import { alertsApi as api } from '@warden/domain';
import type { FastifyInstance } from 'fastify';
import { route } from '../http/route.ts';
import { OutputSignal } from '../scripts/runs/output-signal.ts';
import type { RunContext } from '../scripts/runs/run-context.ts';
import { runSignerFor } from '../scripts/runs/run-signing.ts';
import { ticketDeps } from '../tickets/ticket-service.ts';
import type { ActionDeps } from './alert-actions.ts';
import { acknowledge, listAlerts, resetByHand } from './alert-service.ts';
import { ConditionReports } from './condition-reports.ts';
import { checkOfflineAgents, OFFLINE_CHECK_INTERVAL_MS, OFFLINE_CHECK_TASK } from './offline-check.ts';
import { alertsPolicy as policy } from './policy.ts';

export function alertActionDeps(app: FastifyInstance): ActionDeps {
  // Runs started here only begin; their output is followed through the script run routes.
  const runs: RunContext = {
    db: app.db,
    hub: app.agentHub,
    signer: runSignerFor(app.secrets),
    output: new OutputSignal(),
    log: app.log,
  };
  return {
    runs,
    tickets: ticketDeps(app),
    kickDeliveries: () => {
      app.deliveries?.kick().catch((err) => app.log.warn({ err }, 'delivery pass failed'));
    },
    log: app.log,
  };
}

export async function alertRoutes(app: FastifyInstance) {
  const { db } = app;
  const deps = alertActionDeps(app);
  const reports = new ConditionReports(deps);
  app.agentHub.onReport((deviceId, report) =>
    report.type === 'conditionResult' ? reports.receive(deviceId, report) : undefined,
  );
  app.background.schedule({
    name: OFFLINE_CHECK_TASK,
    intervalMs: OFFLINE_CHECK_INTERVAL_MS,
    run: () => checkOfflineAgents(deps, (id) => app.agentHub.isConnected(id)),
  });

  route(app, api.list, policy.list, async ({ auth, query }) => listAlerts(db, auth, query));
  route(app, api.reset, policy.reset, async ({ entity }) => resetByHand(db, entity('alert')));
  route(app, api.acknowledge, policy.acknowledge, async ({ auth, entity }) =>
    acknowledge(db, auth, entity('alert')),
  );
}
