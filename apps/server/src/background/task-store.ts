// The background_tasks table: one row per task with its schedule, its last outcome and its lease.
// A run is claimed with one conditional UPDATE, which both engines apply atomically to the row, so
// several server instances on one PostgreSQL database never run the same due task twice.
import type { Db } from '../db/database.ts';

const MAX_ERROR_LENGTH = 2000;

/** Adds the task on first sight; an existing row keeps its next run, so a restart keeps the schedule. */
export async function ensureTask(db: Db, name: string, intervalMs: number, firstRunAt: Date): Promise<void> {
  await db.kysely
    .insertInto('background_tasks')
    .values({ name, interval_ms: intervalMs, next_run_at: firstRunAt.toISOString() })
    .onConflict((oc) => oc.column('name').doUpdateSet({ interval_ms: intervalMs }))
    .execute();
}

/** Takes the task for this owner when it is due and nobody holds an unexpired lease on it. */
export async function claimTask(db: Db, name: string, owner: string, now: Date, leaseMs: number) {
  const at = now.toISOString();
  const claimed = await db.kysely
    .updateTable('background_tasks')
    .set({ lease_owner: owner, lease_expires_at: new Date(now.getTime() + leaseMs).toISOString() })
    .where('name', '=', name)
    .where('next_run_at', '<=', at)
    .where((eb) => eb.or([eb('lease_expires_at', 'is', null), eb('lease_expires_at', '<=', at)]))
    .returning('name')
    .executeTakeFirst();
  return claimed !== undefined;
}

/** Keeps a long run's lease alive; false when another instance took the task over. */
export async function renewLease(db: Db, name: string, owner: string, until: Date): Promise<boolean> {
  const res = await db.kysely
    .updateTable('background_tasks')
    .set({ lease_expires_at: until.toISOString() })
    .where('name', '=', name)
    .where('lease_owner', '=', owner)
    .executeTakeFirst();
  return Number(res.numUpdatedRows) > 0;
}

export interface RunOutcome {
  startedAt: Date;
  finishedAt: Date;
  nextRunAt: Date;
  /** The failure's message; undefined when the run succeeded. */
  error?: string;
}

/** Records how the run went, sets the next run and gives the lease back. */
export async function finishRun(db: Db, name: string, owner: string, outcome: RunOutcome): Promise<boolean> {
  const failed = outcome.error !== undefined;
  const res = await db.kysely
    .updateTable('background_tasks')
    .set((eb) => ({
      last_run_at: outcome.startedAt.toISOString(),
      last_finished_at: outcome.finishedAt.toISOString(),
      last_result: failed ? 'FAILED' : 'SUCCEEDED',
      last_error: failed ? (outcome.error ?? '').slice(0, MAX_ERROR_LENGTH) : null,
      run_count: eb('run_count', '+', 1),
      failure_count: failed ? eb('failure_count', '+', 1) : eb.ref('failure_count'),
      consecutive_failures: failed ? eb('consecutive_failures', '+', 1) : 0,
      next_run_at: outcome.nextRunAt.toISOString(),
      lease_owner: null,
      lease_expires_at: null,
    }))
    .where('name', '=', name)
    .where('lease_owner', '=', owner)
    .executeTakeFirst();
  return Number(res.numUpdatedRows) > 0;
}

export async function listTasks(db: Db) {
  return db.kysely.selectFrom('background_tasks').selectAll().orderBy('name').execute();
}
