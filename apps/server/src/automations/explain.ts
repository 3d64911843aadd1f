// Why a rule does or does not match a ticket: each condition's own compiled SQL evaluated on that one
// ticket beside the ticket's value, the rule as a whole, when it last fired, and for time rules when
// the ticket becomes eligible again.
import {
  type AutomationRule,
  type Condition,
  type ConditionExplanation,
  type ConditionGroup,
  parseConditionField,
  type RuleExplanation,
  secondsToTimeValue,
  timeValueToSeconds,
} from '@warden/domain';
import { type Expression, type SqlBool, sql } from 'kysely';
import type { Db } from '../db/database.ts';
import { notFound } from '../http/api-error.ts';
import { getTicketingSettings } from '../ticketing/ticketing-settings.ts';
import { attributeValuesOf } from '../tickets/attribute-values.ts';
import { type TicketRecord, ticketById } from '../tickets/ticket-queries.ts';
import { tagIdsOf } from '../tickets/ticket-state.ts';
import { attributeTypes } from './conditions/attribute-types.ts';
import { withinBusinessHours } from './conditions/business-hours.ts';
import { type CompileOptions, compileCondition, compileConditions } from './conditions/compile.ts';
import { isContextCondition } from './conditions/event-facts.ts';
import { getRule } from './rules-service.ts';
import { resetAfterMs, ruleTicketState, type TicketRuleState } from './time-state.ts';

const TIME_COLUMNS = {
  ticket_created: 'create_time',
  ticket_changed: 'last_updated',
  assigned: 'assigned_time',
  customer_responded: 'customer_responded_time',
  technician_responded: 'technician_responded_time',
} as const;

/** When the time-since clock of a condition started for this ticket, or null when it has not. */
function clockStart(condition: Condition, ticket: TicketRecord): string | null {
  const parsed = parseConditionField(condition.field);
  if (parsed?.kind === 'timeSince') return ticket[TIME_COLUMNS[parsed.field]];
  if (parsed?.kind === 'statusTime')
    return ticket.status_id === parsed.statusId ? ticket.status_changed_time : null;
  return null;
}

async function actualValue(db: Db, condition: Condition, ticket: TicketRecord, now: Date): Promise<unknown> {
  const parsed = parseConditionField(condition.field);
  if (!parsed) return null;
  switch (parsed.kind) {
    case 'timeSince':
    case 'statusTime': {
      const start = clockStart(condition, ticket);
      return start === null ? null : secondsToTimeValue((now.getTime() - Date.parse(start)) / 1000);
    }
    case 'attribute':
      return (await attributeValuesOf(db, [ticket.id])).get(ticket.id)?.get(parsed.attributeId) ?? null;
    case 'system':
      break;
  }
  switch (parsed.field) {
    case 'type':
    case 'source':
    case 'severity':
    case 'priority':
    case 'summary':
    case 'description':
      return ticket[parsed.field];
    case 'status': {
      const status = await db.kysely
        .selectFrom('ticket_statuses')
        .select(['id', 'parent_id'])
        .where('id', '=', ticket.status_id)
        .executeTakeFirst();
      return { id: ticket.status_id, parentId: status?.parent_id ?? null };
    }
    case 'organization':
      return ticket.organization_id;
    case 'location':
      return ticket.location_id;
    case 'form':
      return ticket.ticket_form_id;
    case 'requester':
      return ticket.requester_uid;
    case 'assignee': {
      if (ticket.assigned_user_id === null) return null;
      const user = await db.kysely
        .selectFrom('users')
        .select('uid')
        .where('id', '=', ticket.assigned_user_id)
        .executeTakeFirst();
      return user?.uid ?? null;
    }
    case 'tags':
      return tagIdsOf(db, ticket.id);
    case 'business_hours':
      return withinBusinessHours(now, (await getTicketingSettings(db)).businessHours);
    default:
      // What a change did (action, comment, updated_by) exists only while a ticket changes.
      return null;
  }
}

/** Each expression's answer on the one ticket, in one query. */
async function answers(db: Db, ticketId: number, exprs: Expression<SqlBool>[]): Promise<boolean[]> {
  const columns = sql.join(
    exprs.map((e, i) => sql`(case when ${e} then 1 else 0 end) as ${sql.ref(`c${i}`)}`),
  );
  const { rows } = await sql<
    Record<string, number | string>
  >`select ${columns} from tickets t where t.id = ${ticketId}`.execute(db.kysely);
  return exprs.map((_, i) => Number(rows[0]?.[`c${i}`]) === 1);
}

/** When every time-since condition of `all` will have come round (null when none is still to come). */
function conditionsDueAt(rule: AutomationRule, ticket: TicketRecord, now: Date): number | null {
  let due: number | null = null;
  for (const c of rule.conditions.all) {
    if (c.operator !== 'greater_or_equal_than' && c.operator !== 'is') continue;
    const start = clockStart(c, ticket);
    const seconds = timeValueToSeconds(String(c.value));
    if (start === null || seconds === null) continue;
    const at = Date.parse(start) + seconds * 1000;
    if (at > now.getTime()) due = Math.max(due ?? 0, at);
  }
  return due;
}

function timeRuleState(rule: AutomationRule, state: TicketRuleState | null, ticket: TicketRecord, now: Date) {
  const reasons: string[] = [];
  let blockedUntil: number | null = null;
  let never = false;
  if (state && state.armedAt === null) {
    const after = resetAfterMs(rule.conditionReset);
    const resetAt = after === null ? null : Date.parse(state.firedAt) + after;
    if (resetAt !== null && resetAt <= now.getTime()) {
      reasons.push(`Fired at ${state.firedAt}; reset since ${new Date(resetAt).toISOString()}`);
    } else if (resetAt !== null) {
      blockedUntil = resetAt;
      reasons.push(`Already fired at ${state.firedAt}; resets at ${new Date(resetAt).toISOString()}`);
    } else {
      never = true;
      const byStatus = rule.conditionReset
        ? ` (resets when the status becomes ${rule.conditionReset.resetStatus})`
        : '';
      reasons.push(`Already fired at ${state.firedAt} and not reset${byStatus}`);
    }
  } else if (state) {
    reasons.push(`Fired at ${state.firedAt}; reset at ${state.armedAt}`);
  }
  const dueAt = conditionsDueAt(rule, ticket, now);
  if (dueAt !== null) reasons.push(`Time conditions hold from ${new Date(dueAt).toISOString()}`);
  const next = Math.max(blockedUntil ?? 0, dueAt ?? 0);
  const nextEligibleAt = !never && next > now.getTime() ? new Date(next).toISOString() : null;
  return { reasons, nextEligibleAt, blocked: never || blockedUntil !== null };
}

export async function explainRule(
  db: Db,
  ruleId: number,
  ticketId: number,
  now: Date = new Date(),
): Promise<RuleExplanation> {
  const rule = await getRule(db, ruleId);
  const ticket = await ticketById(db, ticketId);
  if (!ticket) throw notFound('Ticket');
  const opts: CompileOptions = {
    now,
    businessHours: (await getTicketingSettings(db)).businessHours,
    attributeTypes: await attributeTypes(db),
    tickets: 'one',
  };
  const listed = (['all', 'any'] as ConditionGroup[]).flatMap((group) =>
    rule.conditions[group].map((condition, index) => ({ group, index, condition })),
  );
  const held = await answers(db, ticketId, [
    compileConditions(rule.conditions, opts),
    ...listed.map((l) => compileCondition(l.condition, opts)),
  ]);
  const conditions: ConditionExplanation[] = [];
  for (const [i, { group, index, condition }] of listed.entries()) {
    conditions.push({
      group,
      index,
      field: condition.field,
      operator: condition.operator,
      expected: condition.value,
      actual: (await actualValue(db, condition, ticket, now)) as never,
      holds: held[i + 1]!,
    });
  }
  const reasons: string[] = [];
  if (!rule.enabled) reasons.push('Disabled');
  if (ticket.deleted) reasons.push('The ticket is deleted');
  if (
    rule.automationType === 'EVENT_BASED' &&
    listed.some((l) => isContextCondition(l.condition) && l.condition.field !== 'business_hours')
  ) {
    reasons.push('Conditions on what changed hold only while a ticket changes');
  }
  for (const l of listed) {
    if (!held[listed.indexOf(l) + 1] && l.group === 'all')
      reasons.push(
        `Condition ${l.index + 1} of "all" does not hold (${l.condition.field} ${l.condition.operator})`,
      );
  }
  if (rule.conditions.any.length > 0 && !listed.some((l, i) => l.group === 'any' && held[i + 1])) {
    reasons.push('No condition of "any" holds');
  }

  let matches = held[0]! && rule.enabled && !ticket.deleted;
  let nextEligibleAt: string | null = null;
  if (rule.automationType === 'TIME_BASED') {
    const time = timeRuleState(rule, await ruleTicketState(db, ruleId, ticketId), ticket, now);
    reasons.push(...time.reasons);
    nextEligibleAt = time.nextEligibleAt;
    if (time.blocked) matches = false;
  }
  const last = await db.kysely
    .selectFrom('rule_firings')
    .select(sql<string | null>`max(fired_at)`.as('at'))
    .where('rule_id', '=', ruleId)
    .where('ticket_id', '=', ticketId)
    .executeTakeFirst();
  return { ruleId, ticketId, matches, conditions, lastFiredAt: last?.at ?? null, nextEligibleAt, reasons };
}
