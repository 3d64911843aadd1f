// Script run routes and the runs' side of the agent link: hand-over on connection, reports,
// disconnections, and the sweep on the background runner.
import { isRunFinished, scriptRunApi } from '@warden/domain';
import type { FastifyInstance } from 'fastify';
import { inBatches } from '../../db/in-batches.ts';
import { notFound } from '../../http/api-error.ts';
import { route } from '../../http/route.ts';
import { cancelRun } from './cancel-run.ts';
import { createRuns } from './create-runs.ts';
import { handOverOnConnect, markDisconnected } from './dispatch.ts';
import { listRuns } from './list-runs.ts';
import { OutputSignal } from './output-signal.ts';
import { scriptRunPolicy as policy } from './policy.ts';
import { presentScriptRun, presentScriptRunDetail } from './presenter.ts';
import type { RunContext } from './run-context.ts';
import { readOutput } from './run-output.ts';
import { scriptRunById, scriptRunRows } from './run-queries.ts';
import { RunReports } from './run-reports.ts';
import { runSignerFor } from './run-signing.ts';
import { RUN_SWEEP_INTERVAL_MS, RUN_SWEEP_TASK, sweepRuns } from './run-sweep.ts';

export async function scriptRunRoutes(app: FastifyInstance) {
  const ctx: RunContext = {
    db: app.db,
    hub: app.agentHub,
    signer: runSignerFor(app.secrets),
    output: new OutputSignal(),
    log: app.log,
  };
  const reports = new RunReports(ctx);
  app.agentHub.onConnect((deviceId) => handOverOnConnect(ctx, deviceId));
  app.agentHub.onDisconnect((deviceId) => markDisconnected(ctx, deviceId));
  app.agentHub.onReport((deviceId, report) =>
    'runId' in report ? reports.receive(deviceId, report) : undefined,
  );
  app.addHook('preClose', async () => ctx.output.close());
  app.background.schedule({
    name: RUN_SWEEP_TASK,
    intervalMs: RUN_SWEEP_INTERVAL_MS,
    run: () => sweepRuns(app.db, ctx.output),
  });

  const load = async (id: number) => {
    const row = await scriptRunById(app.db, id);
    if (!row) throw notFound('Script run');
    return row;
  };

  route(app, scriptRunApi.create, policy.create, async ({ auth, body }) => {
    const ids = await createRuns(ctx, auth, body);
    const rows = await inBatches(ids, (batch) => scriptRunRows(app.db).where('r.id', 'in', batch).execute());
    return { runs: rows.sort((x, y) => x.id - y.id).map(presentScriptRun) };
  });

  route(app, scriptRunApi.list, policy.list, async ({ auth, query }) =>
    listRuns(app.db, auth, query, 'newest'),
  );

  route(app, scriptRunApi.pending, policy.pending, async ({ auth, query }) =>
    listRuns(app.db, auth, { ...query, status: 'QUEUED' }, 'oldest'),
  );

  route(app, scriptRunApi.get, policy.get, async ({ entity }) => presentScriptRunDetail(entity('scriptRun')));

  route(app, scriptRunApi.output, policy.output, async ({ params, query, reply }) => {
    const waiter = ctx.output.waiter(params.runId);
    try {
      let read = await readOutput(app.db, params.runId, query.offset);
      let run = await load(params.runId);
      if (read.chunks.length === 0 && !isRunFinished(run.status) && query.waitMs > 0) {
        // Ends early when the console goes away, so an abandoned poll holds nothing.
        const gone = new Promise<void>((resolve) => reply.raw.once('close', () => resolve()));
        await Promise.race([waiter.wait(query.waitMs), gone]);
        read = await readOutput(app.db, params.runId, query.offset);
        run = await load(params.runId);
      }
      return {
        ...read,
        status: run.status,
        complete: isRunFinished(run.status) && read.nextOffset >= run.output_bytes,
        droppedBytes: Number(run.dropped_bytes),
      };
    } finally {
      waiter.cancel();
    }
  });

  route(app, scriptRunApi.cancel, policy.cancel, async ({ entity }) => {
    const run = entity('scriptRun');
    await cancelRun(ctx, run);
    return presentScriptRun(await load(run.id));
  });
}
