// Help-desk benchmarks: event rules evaluated on one ticket update, the time-based sweep over many
// tickets (SQLite and PostgreSQL), and one page of the ticket list sorted on each column choice.
//
//   npm run bench:helpdesk                         100,000 tickets, 1,000 event rules, 50 time rules
//   BENCH_TICKETS=20000 npm run bench:helpdesk      a quicker run
//   BENCH_ONLY=event,sweep,list BENCH_DB=sqlite,postgres   pick sections and databases
//   BENCH_LIST_COLUMNS=1                            the list's figure for each column
//   BENCH_SWEEP_BATCH=0                             the sweep firing one ticket at a time
//   BENCH_PG_STATS=1                                PostgreSQL's statements by total time in the first sweep
//   BENCH_PG_SETTINGS=shared_buffers=512MB          settings for the throwaway PostgreSQL cluster
//   BENCH_CPU_PROFILE=/tmp/sweep.cpuprofile         the node process's profile of the first sweep
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ticketColumnChoices } from '@warden/domain';
import type { FastifyInstance } from 'fastify';
import type { KyselyPlugin } from 'kysely';
import pg from 'pg';
import { buildApp } from '../../apps/server/src/app.ts';
import { matchingEventRules } from '../../apps/server/src/automations/conditions/match.ts';
import { engineFire } from '../../apps/server/src/automations/fire-batch.ts';
import { sweepTimeRules } from '../../apps/server/src/automations/time-sweep.ts';
import { loadConfig } from '../../apps/server/src/config.ts';
import { startPgCluster } from '../../apps/server/src/testing/pg-cluster.ts';
import { TestClient } from '../../apps/server/src/testing/test-client.ts';
import { ticketDeps, updateTicket } from '../../apps/server/src/tickets/ticket-service.ts';
import { loadAverage, percentile } from '../backup/report.ts';
import { startCpuProfile } from './cpu-profile.ts';
import { type Dataset, loadEventRules, loadTickets, loadTimeRules } from './dataset.ts';
import { PG_STATS, pgSettings, printPgStats, resetPgStats } from './pg-stats.ts';

const TICKETS = Number(process.env.BENCH_TICKETS ?? 100_000);
const EVENT_RULES = 1_000;
const TIME_RULES = 50;
const ONLY = new Set((process.env.BENCH_ONLY ?? 'event,sweep,list').split(','));
const DBS = (process.env.BENCH_DB ?? 'sqlite,postgres').split(',');
const ADMIN = { email: 'admin@bench.warden.test', password: 'bench password long enough' };

const ms = (n: number) => `${n.toFixed(n < 10 ? 2 : 0)} ms`;
const lines: string[] = [];
function report(line: string) {
  lines.push(line);
  console.log(line);
}

async function timeIt<T>(fn: () => Promise<T>): Promise<{ ms: number; value: T }> {
  const start = performance.now();
  const value = await fn();
  return { ms: performance.now() - start, value };
}

async function samples(runs: number, fn: () => Promise<unknown>): Promise<number[]> {
  const out: number[] = [];
  for (let i = 0; i < runs; i++) out.push((await timeIt(fn)).ms);
  return out;
}

async function startApp(dataDir: string, databaseUrl: string | null): Promise<FastifyInstance> {
  const config = loadConfig({
    DATA_DIR: dataDir,
    WEB_DIR: '',
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
  });
  const app = await buildApp(config, { logger: false });
  await app.ready();
  // The benchmark drives the sweep itself, with its own clock.
  await app.background.stop();
  return app;
}

async function eventBench(app: FastifyInstance, data: Dataset) {
  await loadEventRules(app.db, EVENT_RULES, data);
  const ticketId = 1;
  const actor = { kind: 'TECHNICIAN' as const, uid: data.technicianUids[0]!, name: 'Bench' };
  const change = {
    ticketId,
    event: 'UPDATE' as const,
    diff: { priority: { old: 'LOW', new: 'HIGH' } },
    actor,
    depth: 0,
    firedRules: new Set<number>(),
  };
  await matchingEventRules(app.db, change); // compiles the rules once
  const match = await samples(300, () => matchingEventRules(app.db, change));
  report(
    `| ${EVENT_RULES} event rules matched on one ticket change (SQLite) | p50 ${ms(percentile(match, 50))}, p95 ${ms(percentile(match, 95))} | p95 ≤ 5 ms |`,
  );
  const deps = ticketDeps(app);
  let flip = false;
  const update = await samples(100, () => {
    flip = !flip;
    return updateTicket(deps, actor, ticketId, { priority: flip ? 'HIGH' : 'LOW' });
  });
  report(
    `| One ticket update through the service with ${EVENT_RULES} event rules (SQLite) | p50 ${ms(percentile(update, 50))}, p95 ${ms(percentile(update, 95))} | — |`,
  );
  await app.db.kysely
    .updateTable('automation_rules')
    .set({ enabled: 0, updated_at: new Date().toISOString() })
    .where('automation_type', '=', 'EVENT_BASED')
    .execute();
}

async function sweepBench(app: FastifyInstance, data: Dataset, label: string, url: string | null) {
  await loadTimeRules(app.db, TIME_RULES, data);
  const fireDeps = { publicUrl: app.config.publicUrl };
  // Statements and the process's CPU tell the work apart from a busy machine's waiting.
  let statements = 0;
  const counter: KyselyPlugin = {
    transformQuery: (args) => args.node,
    transformResult: async (args) => {
      statements++;
      return args.result;
    },
  };
  const db = { kysely: app.db.kysely.withPlugin(counter), dialect: app.db.dialect };
  const engine = engineFire(fireDeps);
  // BENCH_SWEEP_BATCH=0 fires one ticket at a time, the path a batch falls back to.
  const fire =
    process.env.BENCH_SWEEP_BATCH === '0' ? (...args: Parameters<typeof engine>) => engine(...args) : engine;
  const deps = { db, events: app.ticketEvents, fire };
  const stats = PG_STATS && url ? url : null;
  if (stats) await resetPgStats(stats);
  const stopProfile = await startCpuProfile();
  const cpu = process.cpuUsage();
  const first = await timeIt(() => sweepTimeRules(deps));
  const used = process.cpuUsage(cpu);
  await stopProfile();
  if (stats) await printPgStats(stats);
  const fired = Math.max(1, first.value.fired);
  report(
    `| Sweep, ${TIME_RULES} time rules over ${TICKETS.toLocaleString('en')} tickets, first run firing ${first.value.fired} (${label}) | ${ms(first.ms)} (${ms(first.ms / fired)} per firing; ${(statements / fired).toFixed(2)} statements per firing, node CPU ${ms((used.user + used.system) / 1000)}; load ${loadAverage()}) | — |`,
  );
  const steady = await samples(3, () => sweepTimeRules(deps));
  report(
    `| Sweep, ${TIME_RULES} time rules over ${TICKETS.toLocaleString('en')} tickets, nothing due (${label}) | median ${ms(percentile(steady, 50))} | under the 60 s interval |`,
  );
}

async function listBench(app: FastifyInstance, label: string) {
  const admin = await TestClient.signIn(app, ADMIN.email, ADMIN.password);
  const all: number[] = [];
  const slowest: { column: string; p95: number }[] = [];
  for (const column of ticketColumnChoices) {
    for (const filter of ['', '&priority=HIGH&open=true']) {
      const url = `/api/ticketing/tickets?size=50&sortBy=${column}&sortDirection=ASC${filter}`;
      const first = await admin.get(url);
      if (first.statusCode !== 200) throw new Error(`${url}: ${first.statusCode} ${first.body}`);
      const runs = await samples(5, () => admin.get(url));
      all.push(...runs);
      slowest.push({ column: `${column}${filter ? ' (filtered)' : ''}`, p95: percentile(runs, 95) });
    }
  }
  // BENCH_LIST_COLUMNS=1 prints every column's figure, to find the one that needs an index.
  if (process.env.BENCH_LIST_COLUMNS) {
    for (const s of slowest) console.log(`  ${label} ${s.column}: p95 ${ms(s.p95)}`);
  }
  slowest.sort((a, b) => b.p95 - a.p95);
  const worst = slowest
    .slice(0, 3)
    .map((s) => `${s.column} ${ms(s.p95)}`)
    .join(', ');
  report(
    `| A page of 50 of ${TICKETS.toLocaleString('en')} tickets, each column sorted, plain and filtered (${label}) | p95 ${ms(percentile(all, 95))}; slowest ${worst} | — |`,
  );
}

async function onDatabase(kind: string, work: string) {
  let cluster: Awaited<ReturnType<typeof startPgCluster>> | null = null;
  let url: string | null = null;
  if (kind === 'postgres') {
    cluster = await startPgCluster(pgSettings);
    const client = new pg.Client({ connectionString: cluster.url('postgres') });
    await client.connect();
    await client.query('CREATE DATABASE warden_bench');
    await client.end();
    url = cluster.url('warden_bench');
  }
  const app = await startApp(path.join(work, kind), url);
  try {
    const label = kind === 'postgres' ? 'PostgreSQL' : 'SQLite';
    const load = await timeIt(() => loadTickets(app.db, TICKETS));
    console.log(`Loaded ${TICKETS} tickets on ${label} in ${ms(load.ms)}`);
    if (ONLY.has('event') && kind === 'sqlite') await eventBench(app, load.value);
    if (ONLY.has('list')) await listBench(app, label);
    if (ONLY.has('sweep')) await sweepBench(app, load.value, label, url);
  } finally {
    await app.close();
    cluster?.stop();
  }
}

async function main() {
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'warden-helpdesk-bench-'));
  console.log(
    `Help-desk benchmarks: ${TICKETS} tickets; nproc ${os.availableParallelism()}, load ${loadAverage()}, node ${process.version}`,
  );
  report('| Benchmark | Figure | Target |');
  report('|---|---|---|');
  try {
    for (const kind of DBS) await onDatabase(kind, work);
  } finally {
    fs.rmSync(work, { recursive: true, force: true });
  }
  console.log(`\n${lines.join('\n')}`);
}

await main();
