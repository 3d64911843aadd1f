// A rule fired on a batch of tickets at once, for the time sweep: each action runs once for the whole
// batch (one insert of the comments, one update of the tickets' times, one of the history rows, the
// placeholder values read for all tickets only when the body names one) and the firings are recorded
// in one insert, the same rows fireRule writes one ticket at a time. Only rules whose every action can
// run so are taken; anything else, or a batch that fails, the sweep fires one ticket at a time.
import { type AutomationRule, type RuleAction, usesPlaceholders } from '@warden/domain';
import { type Db, nowIso } from '../db/database.ts';
import { type NewComment, writableAtOnce, writeCommentsAtOnce } from '../tickets/comment-batch.ts';
import type { TicketChange } from '../tickets/ticket-events.ts';
import { commentDone, ruleCommentInput } from './actions/add-comment.ts';
import { type FireDeps, type FireTrigger, fireRule, type RecordedAction, ruleActor } from './fire-rule.ts';
import { placeholderValuesOf } from './placeholder-values.ts';
import type { FireFn } from './time-sweep.ts';

/** Actions with a set-at-a-time form. */
const BATCHED: ReadonlySet<RuleAction['type']> = new Set(['ADD_TICKET_COMMENT']);

export function firesInBatch(rule: AutomationRule): boolean {
  return rule.actions.length > 0 && rule.actions.every((a) => BATCHED.has(a.type));
}

/**
 * Fires the rule on every ticket inside tdb's transaction and answers each ticket's changes, or null
 * when some ticket needs the one-at-a-time path (a comment mentioning someone); what was written
 * before a null or a throw is the caller's to undo.
 */
export async function fireRuleOnTickets(
  tdb: Db,
  deps: FireDeps,
  rule: AutomationRule,
  ticketIds: readonly number[],
  trigger: FireTrigger,
): Promise<Map<number, TicketChange[]> | null> {
  if (!firesInBatch(rule)) return null;
  const now = nowIso();
  const actor = ruleActor(rule);
  const changes = new Map(ticketIds.map((id) => [id, [] as TicketChange[]]));
  const recorded = new Map(ticketIds.map((id) => [id, [] as RecordedAction[]]));
  for (const action of rule.actions) {
    if (action.type !== 'ADD_TICKET_COMMENT') return null;
    let comments: NewComment[];
    if (usesPlaceholders(action.body)) {
      // Read after the earlier actions, as fireRule reads them, so their changes show.
      const values = await placeholderValuesOf(tdb, ticketIds, {
        publicUrl: deps.publicUrl,
        currentUserUid: trigger.currentUser?.uid,
      });
      comments = ticketIds.map((ticketId) => ({
        ticketId,
        input: ruleCommentInput(action, values.get(ticketId) ?? {}),
      }));
    } else {
      const input = ruleCommentInput(action, {});
      comments = ticketIds.map((ticketId) => ({ ticketId, input }));
    }
    if (!comments.every((c) => writableAtOnce(c.input))) return null;
    const made = await writeCommentsAtOnce(tdb, actor, comments, now);
    for (const change of made) {
      recorded.get(change.ticketId)!.push({ type: action.type, ...commentDone(action, change.comment?.id) });
      changes.get(change.ticketId)!.push(change);
    }
  }
  await tdb.kysely
    .insertInto('rule_firings')
    .values(
      ticketIds.map((ticketId) => ({
        rule_id: rule.id,
        ticket_id: ticketId,
        event: trigger.event,
        depth: trigger.depth,
        status: 'SUCCEEDED',
        actions: JSON.stringify(recorded.get(ticketId)),
        error: null,
        fired_at: now,
      })),
    )
    .execute();
  return changes;
}

/** The rule engine's way to fire a rule for the sweep: one ticket with fireRule, or a batch at once. */
export function engineFire(deps: FireDeps): FireFn {
  const fire: FireFn = async (tdb, rule, ticketId, trigger) =>
    (await fireRule(tdb, deps, rule, ticketId, trigger)).changes;
  return Object.assign(fire, {
    batch: (tdb: Db, rule: AutomationRule, ticketIds: readonly number[], trigger: FireTrigger) =>
      fireRuleOnTickets(tdb, deps, rule, ticketIds, trigger),
  });
}
