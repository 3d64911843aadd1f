// How the time sweep's firings are grouped into transactions. A commit per ticket cost more than the
// firing itself, so tickets fire in batches, each ticket in a savepoint: a failing one is undone alone
// and recorded, and a crash loses only the open batch, which fires on the next run (nothing in it
// was remembered). SQLite keeps one batch open across rules, so each rule's query, run inside it,
// sees the earlier rules' firings; PostgreSQL runs a rule's batches side by side on the pool's
// connections, since there each statement is a round trip and one connection alone mostly waits.
import type { AutomationRule } from '@warden/domain';
import { type ControlledTransaction, sql } from 'kysely';
import type { Db } from '../db/database.ts';
import type { Database } from '../db/schema.ts';
import type { TicketChange } from '../tickets/ticket-events.ts';
import { emitDown, startChain } from './event-runner.ts';
import { errorText, MAX_ERROR, recordFiring } from './fire-rule.ts';
import { retrigger } from './retrigger.ts';
import { recordFired, recordFiredOn } from './time-state.ts';
import type { DueTicket, SweepDeps } from './time-sweep.ts';

/** Firings per transaction; one holds SQLite's write lock for a few tens of milliseconds. */
export const SWEEP_BATCH_SIZE = 200;
/** PostgreSQL connections one rule's batches use at once (the pool has ten). */
const PARALLEL_BATCHES = 4;
const MIN_PARALLEL_BATCH = 50;
export const SWEEP_TICKET_FAILED = 'Undone: the firing failed on this ticket and is tried again next run';

export interface BatchCounts {
  fired: number;
  failed: number;
}

/** Fires one rule on one ticket inside the batch; a second firing runs the retrigger first. */
async function fireOnTicket(tdb: Db, deps: SweepDeps, rule: AutomationRule, due: DueTicket, at: string) {
  const changes: TicketChange[] = [];
  let target = due.ticketId;
  if (due.again && rule.retrigger) {
    const result = await retrigger(tdb, rule, due.ticketId, at);
    target = result.ticketId;
    if (result.change) changes.push(result.change);
  }
  changes.push(...(await deps.fire(tdb, rule, target, { event: 'SWEEP', depth: 0 })));
  // Before the event rules run, so one that puts the ticket in the reset status re-arms it.
  await recordFired(tdb, rule.id, due.ticketId, at);
  // Event rules hear of what this rule changed, one step down a chain that runs for nobody.
  await emitDown(tdb, deps.events, changes, { depth: 0, firedRules: startChain(null, [rule.id]) });
}

/** A ticket the rule failed on gets a FAILED firing, each action undone with the reason. */
async function recordSweepFailure(
  tdb: Db,
  rule: AutomationRule,
  ticketId: number,
  at: string,
  error: unknown,
) {
  const message = errorText(error).slice(0, MAX_ERROR);
  await recordFiring(
    tdb,
    { ruleId: rule.id, ticketId, event: 'SWEEP', depth: 0, now: at },
    {
      status: 'FAILED',
      actions: rule.actions.map((a) => ({
        type: a.type,
        status: 'FAILED',
        detail: SWEEP_TICKET_FAILED,
        error: message,
      })),
      error: message,
    },
  );
}

/**
 * Fires the rule on the tickets set at a time: their actions, firings and state, and the listeners
 * told of all their changes at once. False, or a throw, when the batch cannot be fired so; what it
 * wrote is then the caller's to undo.
 */
async function fireSet(
  tdb: Db,
  deps: SweepDeps,
  rule: AutomationRule,
  due: DueTicket[],
  at: string,
): Promise<boolean> {
  const ticketIds = due.map((d) => d.ticketId);
  const made = await deps.fire.batch!(tdb, rule, ticketIds, { event: 'SWEEP', depth: 0 });
  if (!made) return false;
  await recordFiredOn(tdb, rule.id, ticketIds, at);
  // Each ticket's changes are one chain, one step down, as emitDown hands them on.
  const changes = ticketIds.flatMap((id) => {
    const firedRules = startChain(null, [rule.id]);
    return (made.get(id) ?? []).map((change) => ({ ...change, depth: 1, firedRules }));
  });
  await deps.events.emitMany(tdb, changes);
  return true;
}

/** fireSet in a savepoint, so that a batch that cannot go so leaves nothing behind. */
async function fireTogether(
  tdb: Db,
  deps: SweepDeps,
  rule: AutomationRule,
  due: DueTicket[],
  at: string,
): Promise<boolean> {
  const savepoint = sql.raw('sweep_batch');
  await sql`savepoint ${savepoint}`.execute(tdb.kysely);
  try {
    if (await fireSet(tdb, deps, rule, due, at)) {
      await sql`release savepoint ${savepoint}`.execute(tdb.kysely);
      return true;
    }
  } catch {
    // Which ticket failed is found, and it alone undone, one ticket at a time.
  }
  await sql`rollback to savepoint ${savepoint}`.execute(tdb.kysely);
  await sql`release savepoint ${savepoint}`.execute(tdb.kysely);
  return false;
}

/**
 * Fires the rule on the tickets: together when it can, else each in its own savepoint of tdb's
 * transaction. `alone`: the transaction holds this batch only, so the set-at-a-time try takes no
 * savepoint (two round trips of about ten) and a batch that cannot go so answers null, for the caller
 * to roll back and fire one at a time in a new transaction.
 */
async function fireTickets(
  tdb: Db,
  deps: SweepDeps,
  rule: AutomationRule,
  due: DueTicket[],
  at: string,
  alone = false,
): Promise<BatchCounts | null> {
  // A second firing with a retrigger changes the ticket first; those go one at a time.
  const retriggered = (d: DueTicket) => d.again && Boolean(rule.retrigger);
  const together = due.filter((d) => !retriggered(d));
  if (deps.fire.batch && together.length >= 2) {
    const fired = alone
      ? await fireSet(tdb, deps, rule, together, at).catch(() => false)
      : await fireTogether(tdb, deps, rule, together, at);
    if (fired) {
      const rest = await fireEach(tdb, deps, rule, due.filter(retriggered), at);
      return { fired: together.length + rest.fired, failed: rest.failed };
    }
    if (alone) return null;
  }
  return fireEach(tdb, deps, rule, due, at);
}

/** Fires the rule on each ticket in its own savepoint of tdb's open transaction. */
async function fireEach(
  tdb: Db,
  deps: SweepDeps,
  rule: AutomationRule,
  due: DueTicket[],
  at: string,
): Promise<BatchCounts> {
  const counts = { fired: 0, failed: 0 };
  for (const ticket of due) {
    const savepoint = sql.raw('sweep_ticket');
    await sql`savepoint ${savepoint}`.execute(tdb.kysely);
    try {
      await fireOnTicket(tdb, deps, rule, ticket, at);
      await sql`release savepoint ${savepoint}`.execute(tdb.kysely);
      counts.fired++;
    } catch (error) {
      await sql`rollback to savepoint ${savepoint}`.execute(tdb.kysely);
      await sql`release savepoint ${savepoint}`.execute(tdb.kysely);
      await recordSweepFailure(tdb, rule, ticket.ticketId, at, error);
      counts.failed++;
      deps.log?.warn(
        { err: error, ruleId: rule.id, ticketId: ticket.ticketId },
        'time rule failed on a ticket',
      );
    }
  }
  return counts;
}

/** Where one sweep's firings go; `reader` is where the next rule's due tickets are to be read. */
export interface SweepBatches {
  reader(): Promise<Db>;
  fire(rule: AutomationRule, due: DueTicket[]): Promise<void>;
  /** Commits what is open and answers the run's counts. */
  finish(): Promise<BatchCounts>;
  /** Rolls back what is open, after a failure outside any ticket. */
  abandon(): Promise<void>;
}

/** SQLite: one connection, so one open batch spanning rules, committed every SWEEP_BATCH_SIZE tickets. */
function sharedBatch(deps: SweepDeps, at: string, batchSize: number): SweepBatches {
  const done: BatchCounts = { fired: 0, failed: 0 };
  let open: { trx: ControlledTransaction<Database>; tdb: Db; counts: BatchCounts } | null = null;
  const begin = async () => {
    if (!open) {
      const trx = await deps.db.kysely.startTransaction().execute();
      open = { trx, tdb: { kysely: trx, dialect: deps.db.dialect }, counts: { fired: 0, failed: 0 } };
    }
    return open;
  };
  const commit = async () => {
    if (!open) return;
    const { trx, counts } = open;
    open = null;
    try {
      await trx.commit().execute();
      done.fired += counts.fired;
      done.failed += counts.failed;
    } catch (error) {
      // Nothing of the batch happened; all of it is due again next run.
      done.failed += counts.fired + counts.failed;
      deps.log?.warn({ err: error }, 'time sweep batch failed to commit');
    }
  };
  return {
    reader: async () => (await begin()).tdb,
    async fire(rule, due) {
      for (let i = 0; i < due.length; i += batchSize) {
        const batch = await begin();
        const counts = (await fireTickets(batch.tdb, deps, rule, due.slice(i, i + batchSize), at))!;
        batch.counts.fired += counts.fired;
        batch.counts.failed += counts.failed;
        if (batch.counts.fired + batch.counts.failed >= batchSize) await commit();
      }
    },
    async finish() {
      await commit();
      return done;
    },
    async abandon() {
      const trx = open?.trx;
      open = null;
      await trx?.rollback().execute();
    },
  };
}

const ONE_AT_A_TIME = Symbol('fire one at a time');

/** PostgreSQL: each rule's tickets split over a few connections, one transaction per batch. */
function parallelBatches(deps: SweepDeps, at: string, batchSize: number): SweepBatches {
  const done: BatchCounts = { fired: 0, failed: 0 };
  const inTransaction = <T>(work: (tdb: Db) => Promise<T>) =>
    deps.db.kysely.transaction().execute((trx) => work({ kysely: trx, dialect: deps.db.dialect }));
  const fireBatch = async (rule: AutomationRule, batch: DueTicket[]) => {
    try {
      // Set at a time with no savepoint; a batch that cannot go so is rolled back whole (the throw)
      // and fired one ticket at a time in a new transaction.
      const counts =
        (await inTransaction(async (tdb) => {
          const made = await fireTickets(tdb, deps, rule, batch, at, true);
          if (!made) throw ONE_AT_A_TIME;
          return made;
        }).catch((error) => {
          if (error === ONE_AT_A_TIME) return null;
          throw error;
        })) ?? (await inTransaction((tdb) => fireEach(tdb, deps, rule, batch, at)));
      done.fired += counts.fired;
      done.failed += counts.failed;
    } catch (error) {
      done.failed += batch.length;
      deps.log?.warn({ err: error, ruleId: rule.id, tickets: batch.length }, 'time sweep batch failed');
    }
  };
  return {
    reader: async () => deps.db,
    async fire(rule, due) {
      // A list is split over the connections, the round trips being the cost, but not below a size
      // worth firing set at a time (a batch's statements are as many for 2 tickets as for 200), and
      // evenly, since the rule's next one waits for the slowest lane.
      const lanes = Math.min(PARALLEL_BATCHES, Math.max(1, Math.ceil(due.length / MIN_PARALLEL_BATCH)));
      const size = Math.ceil(due.length / Math.max(lanes, Math.ceil(due.length / batchSize)));
      const batches: DueTicket[][] = [];
      for (let i = 0; i < due.length; i += size) batches.push(due.slice(i, i + size));
      let next = 0;
      const lane = async () => {
        while (next < batches.length) await fireBatch(rule, batches[next++]!);
      };
      await Promise.all(Array.from({ length: Math.min(PARALLEL_BATCHES, batches.length) }, lane));
    },
    finish: async () => done,
    abandon: async () => {},
  };
}

export function sweepBatches(deps: SweepDeps, at: string, batchSize = SWEEP_BATCH_SIZE): SweepBatches {
  return deps.db.dialect === 'postgres'
    ? parallelBatches(deps, at, batchSize)
    : sharedBatch(deps, at, batchSize);
}
