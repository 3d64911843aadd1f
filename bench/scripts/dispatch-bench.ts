// Starting one script on every simulated agent through the real API, timed until the last agent
// holds its run; beside it the floor of the same sockets (one plain message to each agent) and the
// same dispatches made as one start call per device.
import { scriptRunApi, scriptsApi } from '@warden/domain';
import type { FastifyInstance } from 'fastify';
import { percentile } from '../backup/report.ts';
import type { Api } from '../support/api.ts';
import { type Fleet, pool } from './fleet.ts';

export interface DispatchFigures {
  /** POST to the last agent holding its run, per round. */
  dispatchMs: number[];
  /** The POST's own answer time, per round. */
  answerMs: number[];
  /** One configChanged message to every agent, until the last has it, per round. */
  pingMs: number[];
  /** One start call per device, 8 at a time, until the last agent holds its run. */
  separateMs: number;
}

/** Resolves when `count` arrivals were counted by `arrive`. */
function arrivals(count: number): { arrive: () => void; all: Promise<number> } {
  let seen = 0;
  let done: (at: number) => void = () => {};
  const all = new Promise<number>((resolve) => {
    done = resolve;
  });
  return {
    arrive: () => {
      if (++seen === count) done(performance.now());
    },
    all,
  };
}

async function allEnded(app: FastifyInstance): Promise<void> {
  // The agents answer every run at once; the next round starts once the server has recorded it all.
  const until = Date.now() + 120_000;
  for (;;) {
    const row = await app.db.kysely
      .selectFrom('script_runs')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('status', '!=', 'SUCCEEDED')
      .executeTakeFirstOrThrow();
    if (Number(row.n) === 0) return;
    if (Date.now() > until) throw new Error(`${row.n} runs did not end`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

export async function dispatchBench(
  app: FastifyInstance,
  admin: Api,
  fleet: Fleet,
  rounds: number,
): Promise<DispatchFigures> {
  const script = await admin.call(scriptsApi.create, {
    body: {
      name: 'Bench: hello',
      language: 'SHELL',
      operatingSystems: ['LINUX'],
      body: 'echo hello',
    },
  });
  let arrived: () => void = () => {};
  fleet.onRun = (agent, { payload }) => {
    arrived();
    // As a real agent answers: started, then ended.
    agent.send({ type: 'scriptStarted', runId: payload.runId });
    agent.send({
      type: 'scriptFinished',
      runId: payload.runId,
      outcome: 'EXITED',
      exitCode: 0,
      reason: null,
      droppedBytes: 0,
    });
  };
  fleet.onPing = () => arrived();
  const deviceIds = fleet.agents.map((a) => a.nodeId);
  const figures: DispatchFigures = { dispatchMs: [], answerMs: [], pingMs: [], separateMs: 0 };
  for (let round = 0; round < rounds; round++) {
    const ping = arrivals(deviceIds.length);
    arrived = ping.arrive;
    const pingStart = performance.now();
    for (const id of deviceIds) app.agentHub.send(id, { type: 'configChanged' });
    figures.pingMs.push((await ping.all) - pingStart);

    const runs = arrivals(deviceIds.length);
    arrived = runs.arrive;
    const start = performance.now();
    await admin.call(scriptRunApi.create, { body: { scriptId: script.id, deviceIds, variables: {} } });
    figures.answerMs.push(performance.now() - start);
    figures.dispatchMs.push((await runs.all) - start);
    await allEnded(app);
  }
  const separate = arrivals(deviceIds.length);
  arrived = separate.arrive;
  const start = performance.now();
  await pool(deviceIds, 8, async (id) => {
    await admin.call(scriptRunApi.create, { body: { scriptId: script.id, deviceIds: [id], variables: {} } });
  });
  figures.separateMs = (await separate.all) - start;
  await allEnded(app);
  return figures;
}

export const median = (samples: number[]) => percentile(samples, 50);
