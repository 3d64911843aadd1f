// The Explain view's words for a condition: the field's label (Subject for summary, an attribute's
// name), the operator's (spec 001: 'Within' and 'Outside' for in and not_in) and the values' (status
// names, priority labels, people, tags, forms and places by name where this page knows them).
import {
  type AttributeValue,
  type ConditionExplanation,
  CURRENT_USER,
  parseConditionField,
  parseTimeValue,
  type Tag,
  type Ticket,
  type TicketAttribute,
  type TicketForm,
  type TicketStatus,
} from '@warden/domain';
import type { TFunction } from 'i18next';
import { attributeText } from './ticket-cells.tsx';

type T = TFunction<'tickets'>;

/** What the page knows to name values with. */
export interface ExplainContext {
  ticket?: Ticket;
  statuses: readonly TicketStatus[];
  attributes: readonly TicketAttribute[];
  forms: readonly TicketForm[];
  tags: readonly Tag[];
}

export const NO_VALUE = '—';

export function fieldLabel(field: string, ctx: ExplainContext, t: T): string {
  const parsed = parseConditionField(field);
  if (!parsed) return field;
  switch (parsed.kind) {
    case 'system':
      return t(`explain.fields.${parsed.field}`);
    case 'timeSince':
      return t(`explain.timeSince.${parsed.field}`);
    case 'statusTime': {
      const status = ctx.statuses.find((s) => s.id === parsed.statusId);
      return t('explain.timeInStatus', { name: status?.name ?? `#${parsed.statusId}` });
    }
    case 'attribute':
      return (
        ctx.attributes.find((a) => a.id === parsed.attributeId)?.name ??
        t('explain.attribute', { id: parsed.attributeId })
      );
  }
}

export function operatorLabel(operator: ConditionExplanation['operator'], t: T): string {
  return t(`explain.operators.${operator}`);
}

function personName(uid: string, ctx: ExplainContext, t: T): string {
  if (uid === CURRENT_USER) return t('explain.currentUser');
  const ticket = ctx.ticket;
  const known = [ticket?.requester, ticket?.assignedAppUser, ...(ticket?.ccPeople ?? [])].find(
    (p) => p?.uid === uid,
  );
  if (!known) return uid;
  return known.deleted ? t('deleted', { name: known.name }) : known.name;
}

const idOf = (value: unknown): number | null => (typeof value === 'number' ? value : null);

/** One value (never a list) of the field, in words. */
function oneValue(field: string, value: unknown, ctx: ExplainContext, t: T, language: string): string {
  if (value === null || value === undefined) return NO_VALUE;
  const parsed = parseConditionField(field);
  if (parsed?.kind === 'attribute') {
    const attribute = ctx.attributes.find((a) => a.id === parsed.attributeId);
    return attributeText(attribute, value as AttributeValue, t, language) || String(value);
  }
  if (parsed?.kind === 'timeSince' || parsed?.kind === 'statusTime') {
    const time = typeof value === 'string' ? parseTimeValue(value) : null;
    return time ? t('explain.hoursMinutes', time) : String(value);
  }
  if (parsed?.kind !== 'system') return typeof value === 'string' ? value : JSON.stringify(value);
  const ticket = ctx.ticket;
  switch (parsed.field) {
    case 'status': {
      // The ticket's own status comes as {id, parentId}; a condition names a status by id.
      const id = typeof value === 'object' ? (value as { id: number }).id : idOf(value);
      return ctx.statuses.find((s) => s.id === id)?.name ?? `#${String(id)}`;
    }
    case 'priority':
    case 'severity':
    case 'type':
    case 'source':
      return t(`${parsed.field}.${String(value)}` as never, { defaultValue: String(value) });
    case 'action':
      return t(`explain.actions.${String(value)}` as never, { defaultValue: String(value) });
    case 'commentType':
      return value === 'PUBLIC'
        ? t('comments.public')
        : value === 'PRIVATE'
          ? t('comments.private')
          : String(value);
    case 'business_hours':
      return value === true
        ? t('explain.operators.in')
        : value === false
          ? t('explain.operators.not_in')
          : String(value);
    case 'requester':
    case 'assignee':
    case 'updated_by':
      return personName(String(value), ctx, t);
    case 'tags':
      return [...ctx.tags, ...(ticket?.tags ?? [])].find((tag) => tag.id === value)?.name ?? String(value);
    case 'form':
      return ctx.forms.find((f) => f.id === value)?.name ?? `#${String(value)}`;
    case 'organization':
    case 'location': {
      const place = ticket?.[parsed.field];
      return place && place.id === value ? place.name : `#${String(value)}`;
    }
    default:
      return typeof value === 'string' ? value : JSON.stringify(value);
  }
}

/** A condition's value or the ticket's, in words: lists joined, nothing as a dash. */
export function valueText(
  field: string,
  value: unknown,
  ctx: ExplainContext,
  t: T,
  language: string,
): string {
  const attributeField = parseConditionField(field)?.kind === 'attribute';
  // A multi-select attribute's list is one value its own text joins; any other list is one value each.
  if (Array.isArray(value) && !attributeField) {
    return value.length === 0 ? NO_VALUE : value.map((v) => oneValue(field, v, ctx, t, language)).join(', ');
  }
  if (Array.isArray(value) && value.length === 0) return NO_VALUE;
  return oneValue(field, value, ctx, t, language);
}
