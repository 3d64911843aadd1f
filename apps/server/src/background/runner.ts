// The one runner for background work. Features schedule named tasks; the runner keeps their schedule
// in the database (so it survives a restart), claims each due run with a lease (so one instance
// runs it when several share a database), records the outcome, and stops cleanly with the app.
import { randomUUID } from 'node:crypto';
import os from 'node:os';
import { backgroundTaskNameSchema } from '@warden/domain';
import type { Db } from '../db/database.ts';
import { claimTask, ensureTask, finishRun, renewLease } from './task-store.ts';

export interface BackgroundTaskDefinition {
  /** feature.task-name; the row in background_tasks and the name administrators see. */
  name: string;
  intervalMs: number;
  /** How long after the task is first seen it first runs; 0 (the default) runs it at once. */
  firstRunAfterMs?: number;
  /** The work; the signal aborts when the server stops, for work that can end early. */
  run: (signal: AbortSignal) => Promise<unknown>;
}

export interface RunnerLog {
  info: (obj: object, msg: string) => void;
  warn: (obj: object, msg: string) => void;
  error: (obj: object, msg: string) => void;
}

export interface RunnerOptions {
  log: RunnerLog;
  /** This instance's name in the lease; unique per process by default. */
  owner?: string;
  /** How often the runner looks for due tasks. */
  pollMs?: number;
  /** How long a claim lasts before another instance may take the task over; renewed while running. */
  leaseMs?: number;
  /** The clock; tests move it instead of waiting. */
  now?: () => Date;
}

const DEFAULT_POLL_MS = 30_000;
const DEFAULT_LEASE_MS = 5 * 60_000;

export class BackgroundRunner {
  readonly owner: string;
  private readonly tasks = new Map<string, BackgroundTaskDefinition>();
  private readonly ensured = new Set<string>();
  private readonly pollMs: number;
  private readonly leaseMs: number;
  private readonly now: () => Date;
  private readonly abort = new AbortController();
  private timer: NodeJS.Timeout | null = null;
  private pass: Promise<string[]> | null = null;
  private started = false;

  constructor(
    private readonly db: Db,
    private readonly options: RunnerOptions,
  ) {
    this.owner = options.owner ?? `${os.hostname()}#${process.pid}#${randomUUID().slice(0, 8)}`;
    this.pollMs = options.pollMs ?? DEFAULT_POLL_MS;
    this.leaseMs = options.leaseMs ?? DEFAULT_LEASE_MS;
    this.now = options.now ?? (() => new Date());
  }

  schedule(task: BackgroundTaskDefinition): void {
    backgroundTaskNameSchema.parse(task.name);
    if (!(task.intervalMs > 0)) throw new Error(`Background task ${task.name} needs a positive interval`);
    if (this.tasks.has(task.name)) throw new Error(`Background task ${task.name} is scheduled twice`);
    this.tasks.set(task.name, task);
  }

  /** Starts polling; the first pass begins at once and does not hold up the caller. */
  start(): void {
    if (this.started || this.abort.signal.aborted) return;
    this.started = true;
    void this.runDue().finally(() => this.arm());
  }

  /**
   * Runs every due task this instance can claim and answers their names. A pass under way is joined
   * rather than doubled, so tests can also await it.
   */
  runDue(): Promise<string[]> {
    if (this.abort.signal.aborted) return Promise.resolve([]);
    this.pass ??= this.onePass().finally(() => {
      this.pass = null;
    });
    return this.pass;
  }

  /** Stops polling, aborts the signal given to running work and waits for it to finish. */
  async stop(): Promise<void> {
    this.abort.abort();
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    await this.pass;
  }

  private arm(): void {
    if (this.abort.signal.aborted) return;
    this.timer = setTimeout(() => void this.runDue().finally(() => this.arm()), this.pollMs);
    this.timer.unref();
  }

  private async onePass(): Promise<string[]> {
    try {
      for (const task of this.tasks.values()) {
        if (this.ensured.has(task.name)) continue;
        const firstRunAt = new Date(this.now().getTime() + (task.firstRunAfterMs ?? 0));
        await ensureTask(this.db, task.name, task.intervalMs, firstRunAt);
        this.ensured.add(task.name);
      }
      const claimed: BackgroundTaskDefinition[] = [];
      for (const task of this.tasks.values()) {
        if (await claimTask(this.db, task.name, this.owner, this.now(), this.leaseMs)) claimed.push(task);
      }
      await Promise.all(claimed.map((task) => this.runClaimed(task)));
      return claimed.map((t) => t.name);
    } catch (err) {
      // The database may be briefly unreachable; the next pass tries again.
      this.options.log.error({ err }, 'background runner pass failed');
      return [];
    }
  }

  private async runClaimed(task: BackgroundTaskDefinition): Promise<void> {
    const startedAt = this.now();
    const renew = setInterval(
      () => {
        void renewLease(this.db, task.name, this.owner, new Date(this.now().getTime() + this.leaseMs)).catch(
          (err) => this.options.log.warn({ err, task: task.name }, 'background task lease renewal failed'),
        );
      },
      Math.max(1000, this.leaseMs / 3),
    );
    renew.unref();
    let error: string | undefined;
    try {
      await task.run(this.abort.signal);
    } catch (err) {
      error = err instanceof Error ? err.message || err.name : String(err);
      this.options.log.error({ err, task: task.name }, 'background task failed');
    } finally {
      clearInterval(renew);
    }
    const finishedAt = this.now();
    const due = startedAt.getTime() + task.intervalMs;
    const nextRunAt = new Date(Math.max(due, finishedAt.getTime()));
    const kept = await finishRun(this.db, task.name, this.owner, { startedAt, finishedAt, nextRunAt, error });
    if (!kept) this.options.log.warn({ task: task.name }, 'background task lease was lost during its run');
  }
}
