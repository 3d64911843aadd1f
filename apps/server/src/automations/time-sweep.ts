// The time-based rules' sweep, every minute on the background runner (one instance runs it, under the
// runner's lease): per enabled rule, in order, one query finds the tickets whose conditions hold and
// that the rule may fire on, capped per run; they fire in batches (sweep-batches.ts) and are remembered.
import type { AutomationRule, FiringEvent } from '@warden/domain';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import type { Db } from '../db/database.ts';
import { getTicketingSettings } from '../ticketing/ticketing-settings.ts';
import type { TicketChange, TicketEvents } from '../tickets/ticket-events.ts';
import { attributeTypes } from './conditions/attribute-types.ts';
import { type CompileOptions, compileConditions } from './conditions/compile.ts';
import { activeRules } from './rule-queries.ts';
import { SWEEP_BATCH_SIZE, sweepBatches } from './sweep-batches.ts';
import { armOnResetStatus, eligibleSql } from './time-state.ts';

export const TIME_SWEEP_TASK = 'automations.time-sweep';
export const TIME_SWEEP_INTERVAL_MS = 60_000;
/** Tickets one rule fires on per run; the rest wait for the next minute, so one rule cannot hog a run. */
export const SWEEP_CAP_PER_RULE = 2_000;

export interface SweepTrigger {
  event: FiringEvent;
  depth: number;
}

/**
 * Runs a rule's actions on many tickets at once inside tdb's transaction and answers each ticket's
 * changes, or null when they must be fired one at a time.
 */
export type FireBatchFn = (
  tdb: Db,
  rule: AutomationRule,
  ticketIds: readonly number[],
  trigger: SweepTrigger,
) => Promise<Map<number, TicketChange[]> | null>;

/**
 * Runs a rule's actions on a ticket inside tdb's transaction and answers the changes they made; its
 * `batch`, when it has one, does the same for many tickets at once (a wrapper without it, one at a time).
 */
export type FireFn = ((
  tdb: Db,
  rule: AutomationRule,
  ticketId: number,
  trigger: SweepTrigger,
) => Promise<TicketChange[]>) & { batch?: FireBatchFn };

export interface SweepDeps {
  db: Db;
  events: TicketEvents;
  fire: FireFn;
  log?: { warn: (obj: object, msg: string) => void };
  afterCommit?: () => void;
}

export interface SweepReport {
  rules: number;
  fired: number;
  failed: number;
  /** Rules that hit the cap and have tickets left for the next run. */
  capped: number[];
}

async function compileOptions(db: Db, now: Date): Promise<CompileOptions> {
  return {
    now,
    businessHours: (await getTicketingSettings(db)).businessHours,
    attributeTypes: await attributeTypes(db),
  };
}

/** A ticket the rule may fire on; `again` when it fired there before (so its retrigger applies). */
export interface DueTicket {
  ticketId: number;
  again: boolean;
}

/** The tickets a time rule may fire on now, lowest id first, at most `limit`. */
export async function eligibleTickets(
  db: Db,
  rule: AutomationRule,
  now: Date,
  limit: number,
  options?: CompileOptions,
): Promise<DueTicket[]> {
  const opts = options ?? (await compileOptions(db, now));
  const rows = await db.kysely
    .selectFrom('tickets as t')
    .leftJoin('rule_ticket_state as rs', (join) =>
      join.onRef('rs.ticket_id', '=', 't.id').on('rs.rule_id', '=', rule.id),
    )
    .select(['t.id', 'rs.fired_at'])
    // Unary plus keeps SQLite from leading with an index on `deleted` (0 on nearly every ticket): without
    // statistics it would scan them all (16 ms a rule at 100,000 tickets) instead of starting from the
    // conditions' own indexes, such as a tag's tickets.
    .where(sql<number>`+t.deleted`, '=', 0)
    .where(compileConditions(rule.conditions, opts))
    .where(eligibleSql(rule, now))
    .orderBy('t.id')
    .limit(limit)
    .execute();
  return rows.map((r) => ({ ticketId: r.id, again: r.fired_at !== null }));
}

export async function sweepTimeRules(
  deps: SweepDeps,
  now: Date = new Date(),
  cap: number = SWEEP_CAP_PER_RULE,
  batchSize: number = SWEEP_BATCH_SIZE,
): Promise<SweepReport> {
  const { rules } = await activeRules(deps.db, 'TIME_BASED');
  const report: SweepReport = { rules: rules.length, fired: 0, failed: 0, capped: [] };
  if (rules.length === 0) return report;
  const opts = await compileOptions(deps.db, now);
  const batches = sweepBatches(deps, now.toISOString(), batchSize);
  try {
    for (const rule of rules) {
      // One more than the cap tells whether some are left for the next run.
      const due = await eligibleTickets(await batches.reader(), rule, now, cap + 1, opts);
      if (due.length > cap) report.capped.push(rule.id);
      await batches.fire(rule, due.slice(0, cap));
    }
  } catch (error) {
    await batches.abandon();
    throw error;
  }
  Object.assign(report, await batches.finish());
  if (report.fired > 0) deps.afterCommit?.();
  return report;
}

/** Schedules the sweep on the app's background runner, and re-arms rules as tickets enter reset statuses. */
export function scheduleTimeSweep(app: FastifyInstance, deps: SweepDeps): void {
  deps.events.on(armOnResetStatus);
  app.background.schedule({
    name: TIME_SWEEP_TASK,
    intervalMs: TIME_SWEEP_INTERVAL_MS,
    run: () => sweepTimeRules(deps),
  });
}

/** Count of tickets a rule has fired on (its state rows); tests and explain read it. */
export async function firedTicketCount(db: Db, ruleId: number): Promise<number> {
  const row = await db.kysely
    .selectFrom('rule_ticket_state')
    .select(sql<number | string>`count(*)`.as('n'))
    .where('rule_id', '=', ruleId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
