// A time rule's once-per-ticket memory (rule_ticket_state) and its reset: a ticket the rule fired on is
// eligible again once re-armed, by entering the rule's reset status (armed_at, set as the change
// happens, so a status visited between two sweeps still counts) or by the reset time passing.
import type { AutomationRule, ConditionReset } from '@warden/domain';
import { type RawBuilder, type SqlBool, sql } from 'kysely';
import { type Db, nowIso } from '../db/database.ts';
import type { TicketChange } from '../tickets/ticket-events.ts';
import { activeRules } from './rule-queries.ts';

const UNIT_MS = { MINUTES: 60_000, HOURS: 3_600_000, DAYS: 86_400_000 } as const;

/** How long after a firing the reset time re-arms the rule; null when the rule has no reset time (0 is none). */
export function resetAfterMs(reset: ConditionReset | null): number | null {
  if (!reset?.resetTimeValue || !reset.resetTimeUnit) return null;
  return reset.resetTimeValue * UNIT_MS[reset.resetTimeUnit];
}

/**
 * Whether the rule may fire on ticket t given its state row (alias rs, left-joined): never fired, or
 * re-armed by its reset status, or fired longer ago than its reset time.
 */
export function eligibleSql(rule: AutomationRule, now: Date): RawBuilder<SqlBool> {
  const parts = [sql<SqlBool>`rs.ticket_id is null`];
  if (rule.conditionReset) parts.push(sql<SqlBool>`rs.armed_at is not null`);
  const after = resetAfterMs(rule.conditionReset);
  if (after !== null)
    parts.push(sql<SqlBool>`rs.fired_at <= ${new Date(now.getTime() - after).toISOString()}`);
  return sql<SqlBool>`(${sql.join(parts, sql` or `)})`;
}

export interface TicketRuleState {
  firedAt: string;
  armedAt: string | null;
}

export async function ruleTicketState(
  db: Db,
  ruleId: number,
  ticketId: number,
): Promise<TicketRuleState | null> {
  const row = await db.kysely
    .selectFrom('rule_ticket_state')
    .select(['fired_at', 'armed_at'])
    .where('rule_id', '=', ruleId)
    .where('ticket_id', '=', ticketId)
    .executeTakeFirst();
  return row ? { firedAt: row.fired_at, armedAt: row.armed_at } : null;
}

/** The rule fired on the tickets: remembered, and disarmed until its reset; one statement for all. */
export async function recordFiredOn(
  tdb: Db,
  ruleId: number,
  ticketIds: readonly number[],
  firedAt: string,
): Promise<void> {
  if (ticketIds.length === 0) return;
  await tdb.kysely
    .insertInto('rule_ticket_state')
    .values(
      ticketIds.map((ticketId) => ({
        rule_id: ruleId,
        ticket_id: ticketId,
        fired_at: firedAt,
        armed_at: null,
      })),
    )
    .onConflict((oc) =>
      oc.columns(['rule_id', 'ticket_id']).doUpdateSet({ fired_at: firedAt, armed_at: null }),
    )
    .execute();
}

/** The rule fired on the ticket: remembered, and disarmed until its reset. */
export function recordFired(tdb: Db, ruleId: number, ticketId: number, firedAt: string): Promise<void> {
  return recordFiredOn(tdb, ruleId, [ticketId], firedAt);
}

/** A ticket event listener: a ticket entering a time rule's reset status re-arms that rule for it. */
export async function armOnResetStatus(tdb: Db, change: TicketChange): Promise<void> {
  const status = change.diff.status?.new;
  if (status === undefined || change.event === 'INSERT') return;
  const { rules } = await activeRules(tdb, 'TIME_BASED');
  const ruleIds = rules.filter((r) => r.conditionReset?.resetStatus === Number(status)).map((r) => r.id);
  if (ruleIds.length === 0) return;
  await tdb.kysely
    .updateTable('rule_ticket_state')
    .set({ armed_at: nowIso() })
    .where('ticket_id', '=', change.ticketId)
    .where('rule_id', 'in', ruleIds)
    .where('armed_at', 'is', null)
    .execute();
}
