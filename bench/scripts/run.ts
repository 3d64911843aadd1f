// Script-run benchmarks: one script started on many simulated agents (time until every run is
// dispatched, beside the same sockets' floor), and many runs streaming output while console readers
// follow the long-poll (lag from the agent's send to the reader).
//
//   npm run bench:scripts                          1,000 agents; 50 runs × 100 lines/s for 10 s
//   BENCH_AGENTS=100 BENCH_RUNS=10 BENCH_SECONDS=3 npm run bench:scripts   a quick run
//   BENCH_DB=postgres                               on a throwaway PostgreSQL cluster
//   BENCH_ROUNDS=3                                  rounds of the dispatch figure
import os from 'node:os';
import { loadAverage, percentile } from '../backup/report.ts';
import { Api } from '../support/api.ts';
import { dispatchBench, median } from './dispatch-bench.ts';
import { startFleet } from './fleet.ts';
import { ADMIN, startBenchServer } from './server.ts';
import { streamBench } from './stream-bench.ts';

const AGENTS = Number(process.env.BENCH_AGENTS ?? 1000);
const RUNS = Number(process.env.BENCH_RUNS ?? 50);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const LINES_PER_SECOND = 100;
const DB = process.env.BENCH_DB === 'postgres' ? 'postgres' : 'sqlite';
const N = AGENTS.toLocaleString('en');
const LABEL = DB === 'postgres' ? 'PostgreSQL' : 'SQLite';

const ms = (n: number) => `${n.toFixed(n < 10 ? 1 : 0)} ms`;
const spread = (s: number[]) => `${ms(median(s))} (${ms(Math.min(...s))}–${ms(Math.max(...s))})`;
const lines: string[] = [];
function report(line: string) {
  lines.push(line);
  console.log(line);
}

async function main() {
  if (RUNS > AGENTS) throw new Error('BENCH_RUNS cannot exceed BENCH_AGENTS');
  console.log(
    `Script benchmarks on ${LABEL}: ${AGENTS} agents, ${RUNS} runs × ${LINES_PER_SECOND} lines/s for ${SECONDS} s; nproc ${os.availableParallelism()}, load ${loadAverage()}, node ${process.version}`,
  );
  const server = await startBenchServer(DB);
  const admin = new Api(server.baseUrl);
  await admin.signIn(ADMIN.email, ADMIN.password);
  const enrolStart = performance.now();
  const fleet = await startFleet(server.app, admin, server.baseUrl, AGENTS);
  console.log(`Enrolled and linked ${AGENTS} agents in ${ms(performance.now() - enrolStart)}`);
  try {
    report('| Benchmark | Warden | Peer | Ratio | Target | Result |');
    report('|---|---|---|---|---|---|');
    const d = await dispatchBench(server.app, admin, fleet, ROUNDS);
    const met = median(d.dispatchMs) < 2000 ? 'met' : 'NOT met';
    report(
      `| One script started on ${N} agents, until every agent holds its run (${LABEL}; median of ${ROUNDS}, range) | ${spread(d.dispatchMs)}; the call answers in ${spread(d.answerMs)} | one plain message to each of the same ${N} sockets: ${spread(d.pingMs)} | ${(median(d.dispatchMs) / median(d.pingMs)).toFixed(1)}× | under 2 s | ${met} |`,
    );
    report(
      `| The same ${N} dispatches as ${N} start calls, 8 at a time (${LABEL}) | ${ms(d.separateMs)} | one call for all: ${ms(median(d.dispatchMs))} | ${(d.separateMs / median(d.dispatchMs)).toFixed(1)}× | — | — |`,
    );
    console.log(`load ${loadAverage()}`);
    const s = await streamBench(admin, fleet, RUNS, LINES_PER_SECOND, SECONDS);
    const p95 = percentile(s.lagMs, 95);
    const lastP95 = percentile(s.lastSecondLagMs, 95);
    const keptUp = s.linesRead === s.linesSent && p95 < 1000 && lastP95 < 1000;
    report(
      `| ${RUNS} runs × ${LINES_PER_SECOND} lines/s for ${SECONDS} s, a long-poll reader per run: send to read (${LABEL}) | p50 ${ms(percentile(s.lagMs, 50))}, p95 ${ms(p95)}, max ${ms(Math.max(...s.lagMs))}; ${s.linesRead.toLocaleString('en')} of ${s.linesSent.toLocaleString('en')} lines read; p95 first second ${ms(percentile(s.firstSecondLagMs, 95))}, last second ${ms(lastP95)}; sent at ${s.sendRate.toFixed(0)} lines/s per run | — | — | every line read, p95 well under 1 s, not growing | ${keptUp ? 'met' : 'NOT met'} |`,
    );
    console.log(`load ${loadAverage()}`);
  } finally {
    fleet.stop();
    await server.stop();
  }
  console.log(`\n${lines.join('\n')}`);
}

await main();
