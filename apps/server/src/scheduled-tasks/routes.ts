// Scheduled task routes (list, one task, create, edit, delete) and the sweep that fires them on the
// background runner.
import { scheduledTasksApi as api } from '@warden/domain';
import type { FastifyInstance } from 'fastify';
import { route } from '../http/route.ts';
import { OutputSignal } from '../scripts/runs/output-signal.ts';
import type { RunContext } from '../scripts/runs/run-context.ts';
import { runSignerFor } from '../scripts/runs/run-signing.ts';
import { scheduledTasksPolicy as policy } from './policy.ts';
import { presentScheduledTask } from './presenter.ts';
import * as tasks from './task-service.ts';
import { sweepScheduledTasks, TASK_SWEEP_INTERVAL_MS, TASK_SWEEP_TASK } from './task-sweep.ts';

export async function scheduledTaskRoutes(app: FastifyInstance) {
  const { db } = app;
  // Runs started here only begin; their output is followed through the script run routes.
  const runs: RunContext = {
    db,
    hub: app.agentHub,
    signer: runSignerFor(app.secrets),
    output: new OutputSignal(),
    log: app.log,
  };
  app.background.schedule({
    name: TASK_SWEEP_TASK,
    intervalMs: TASK_SWEEP_INTERVAL_MS,
    run: () => sweepScheduledTasks(runs),
  });

  route(app, api.list, policy.list, async ({ auth, query }) => tasks.listScheduledTasks(db, auth, query));
  route(app, api.get, policy.get, async ({ entity }) => {
    const task = entity('scheduledTask');
    return presentScheduledTask(db, task, task.targets);
  });
  route(app, api.create, policy.create, async ({ auth, body }) => tasks.createScheduledTask(db, auth, body));
  route(app, api.update, policy.update, async ({ auth, params, body }) =>
    tasks.updateScheduledTask(db, auth, params.id, body),
  );
  route(app, api.remove, policy.remove, async ({ params }) => tasks.deleteScheduledTask(db, params.id));
}
