// The conditions a ticket row cannot answer: what just happened (action, commentType, updated_by,
// changed, changed_to) and the clock (business_hours). They hold or fail for the whole evaluation, so
// the compiler turns them into constants and the event matcher tests them without SQL.
import type { BusinessHours, Condition } from '@warden/domain';
import type { TicketChange } from '../../tickets/ticket-events.ts';
import { withinBusinessHours } from './business-hours.ts';

export interface EvaluationContext {
  now: Date;
  businessHours: BusinessHours;
  /** The change an event rule runs for; time rules and boards have none. */
  change?: Pick<TicketChange, 'event' | 'diff' | 'comment' | 'actor'> | null;
  /** Whom CURRENT_USER names; nobody in time rules and boards (then it matches no one). */
  currentUserUid?: string | null;
}

const EVENT_FIELDS = new Set(['action', 'commentType', 'updated_by', 'business_hours']);

/** Whether the condition is answered by the context rather than the ticket. */
export function isContextCondition(condition: Condition): boolean {
  return (
    EVENT_FIELDS.has(condition.field) ||
    condition.operator === 'changed' ||
    condition.operator === 'changed_to'
  );
}

const sameValue = (a: unknown, b: unknown) => a !== null && a !== undefined && String(a) === String(b);

/** The answer of a context condition (isContextCondition); false when there is no change to look at. */
export function contextConditionHolds(condition: Condition, ctx: EvaluationContext): boolean {
  const { field, operator, value } = condition;
  if (field === 'business_hours') {
    const within = withinBusinessHours(ctx.now, ctx.businessHours);
    return operator === 'in' ? within : !within;
  }
  const change = ctx.change;
  if (!change) return false;
  if (operator === 'changed') return field in change.diff;
  if (operator === 'changed_to') return field in change.diff && sameValue(change.diff[field]!.new, value);
  switch (field) {
    case 'action': {
      // A comment is an update of the ticket it is on.
      const action = change.event === 'INSERT' ? 'INSERT' : 'UPDATE';
      return operator === 'equals' ? action === value : action !== value;
    }
    case 'commentType':
      return !!change.comment && (change.comment.isPublic ? 'PUBLIC' : 'PRIVATE') === value;
    case 'updated_by':
      return (
        Array.isArray(value) && !!change.actor.uid && value.some((uid) => sameValue(change.actor.uid, uid))
      );
    default:
      return false;
  }
}
