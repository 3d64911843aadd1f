// Runs the event rules on every ticket change: the rules that match fire in order, and the changes
// their actions make are handed down the chain one level deeper with the same set of fired rules, so
// a rule fires at most once per chain and rules that undo each other stop. At depth 10 the chain stops.
import type { AutomationRule } from '@warden/domain';
import type { Db } from '../db/database.ts';
import {
  batchListener,
  type TicketChange,
  type TicketEventListener,
  type TicketEvents,
} from '../tickets/ticket-events.ts';
import type { CurrentUser } from './actions/action-context.ts';
import { matchingEventRules } from './conditions/match.ts';
import { type FireDeps, fireRule, recordFiring } from './fire-rule.ts';
import { activeRules } from './rule-queries.ts';

export const MAX_CHAIN_DEPTH = 10;
export const CHAIN_STOPPED = `Not run: the chain of rule changes reached ${MAX_CHAIN_DEPTH} levels`;

export type MatchRules = (tdb: Db, change: TicketChange) => Promise<AutomationRule[]>;

export interface EventRunnerDeps extends FireDeps {
  /** Where the rules' own changes are emitted again. */
  events: TicketEvents;
  /** Which rules hold for a change; the compiled conditions by default. */
  match?: MatchRules;
}

/**
 * The person who started a chain is still its current user several rules down, where the change's
 * actor is a rule; the fired-rules set is the chain's identity, shared by every change in it.
 */
const chainUsers = new WeakMap<Set<number>, CurrentUser | null>();

function currentUserOf(change: TicketChange): CurrentUser | null {
  if (chainUsers.has(change.firedRules)) return chainUsers.get(change.firedRules) ?? null;
  const { actor } = change;
  const user =
    actor.kind === 'AUTOMATION' || actor.kind === 'SYSTEM'
      ? null
      : { uid: actor.uid, ...(actor.userId === undefined ? {} : { userId: actor.userId }) };
  chainUsers.set(change.firedRules, user);
  return user;
}

/** A new chain's fired-rules set, remembering whoever the chain runs for. */
export function startChain(user: CurrentUser | null, firedRuleIds: number[] = []): Set<number> {
  const fired = new Set(firedRuleIds);
  chainUsers.set(fired, user);
  return fired;
}

/** The rules a too-deep change would have fired, recorded as not run so the stop is visible. */
async function recordStopped(tdb: Db, rules: AutomationRule[], change: TicketChange): Promise<void> {
  for (const rule of rules) {
    const firingId = await recordFiring(tdb, {
      ruleId: rule.id,
      ticketId: change.ticketId,
      event: change.event,
      depth: change.depth,
      now: new Date().toISOString(),
    });
    const actions = rule.actions.map((a) => ({ type: a.type, status: 'SKIPPED', detail: CHAIN_STOPPED }));
    await tdb.kysely
      .updateTable('rule_firings')
      .set({ status: 'FAILED', actions: JSON.stringify(actions), error: CHAIN_STOPPED })
      .where('id', '=', firingId)
      .execute();
  }
}

/** Emits the changes one firing made, one level below the change that fired it. */
export async function emitDown(
  tdb: Db,
  events: TicketEvents,
  changes: TicketChange[],
  parent: Pick<TicketChange, 'depth' | 'firedRules'>,
): Promise<void> {
  for (const next of changes) {
    await events.emit(tdb, { ...next, depth: parent.depth + 1, firedRules: parent.firedRules });
  }
}

export function eventRunner(deps: EventRunnerDeps): TicketEventListener {
  const match = deps.match ?? ((tdb, change) => matchingEventRules(tdb, change));
  const runner = async (tdb: Db, change: TicketChange) => {
    const currentUser = currentUserOf(change);
    const rules = (await match(tdb, change)).filter((rule) => !change.firedRules.has(rule.id));
    if (rules.length === 0) return;
    if (change.depth >= MAX_CHAIN_DEPTH) {
      await recordStopped(tdb, rules, change);
      return;
    }
    for (const rule of rules) {
      // A rule further down the chain may have fired it meanwhile.
      if (change.firedRules.has(rule.id)) continue;
      change.firedRules.add(rule.id);
      const { changes } = await fireRule(tdb, deps, rule, change.ticketId, {
        event: change.event,
        depth: change.depth,
        currentUser,
      });
      await emitDown(tdb, deps.events, changes, change);
    }
  };
  // A batch with no event rules enabled costs one read of the rules' version, not one per change.
  return batchListener(runner, async (tdb, changes) => {
    if (!deps.match && (await activeRules(tdb, 'EVENT_BASED')).rules.length === 0) return;
    for (const change of changes) await runner(tdb, change);
  });
}
