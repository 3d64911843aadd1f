// The one compiler from a rule's condition groups to an SQL boolean over `tickets` (alias t). Event
// rules, time rules, boards and explain all test tickets through it, on SQLite and PostgreSQL alike.
import {
  type AttributeType,
  type Condition,
  type ConditionGroups,
  CURRENT_USER,
  parseConditionField,
  timeValueToSeconds,
} from '@warden/domain';
import { type Expression, type RawBuilder, type SqlBool, sql } from 'kysely';
import { containsPattern } from '../../db/text-search.ts';
import { contextConditionHolds, type EvaluationContext, isContextCondition } from './event-facts.ts';

export interface CompileOptions extends EvaluationContext {
  /** Attribute types by id: list operators tell option ids (multi-select) from text by it. */
  attributeTypes?: ReadonlyMap<number, AttributeType>;
  /** How CURRENT_USER is written; by default the context's uid as a value ('' for nobody). */
  currentUser?: Expression<string>;
  /**
   * 'one' when the query asks about a single ticket (event rules, explain): set conditions are then
   * tested on that ticket's rows instead of listing every ticket that has the tag.
   */
  tickets?: 'one' | 'many';
}

type Bool = RawBuilder<SqlBool>;
export const TRUE: Bool = sql<SqlBool>`(1 = 1)`;
export const FALSE: Bool = sql<SqlBool>`(1 = 0)`;

/** NOT that counts an unknown (NULL) answer as false first, so a missing value never matches twice. */
const not = (e: Expression<SqlBool>): Bool => sql<SqlBool>`((case when ${e} then 1 else 0 end) = 0)`;
const and = (parts: Expression<SqlBool>[]): Bool =>
  parts.length === 0 ? TRUE : sql<SqlBool>`(${sql.join(parts, sql` and `)})`;
const or = (parts: Expression<SqlBool>[]): Bool =>
  parts.length === 0 ? FALSE : sql<SqlBool>`(${sql.join(parts, sql` or `)})`;

const list = (value: unknown): unknown[] => (Array.isArray(value) ? value : [value]);

/** Columns the time-since fields measure from. */
const TIME_COLUMNS = {
  ticket_created: 't.create_time',
  ticket_changed: 't.last_updated',
  assigned: 't.assigned_time',
  customer_responded: 't.customer_responded_time',
  technician_responded: 't.technician_responded_time',
} as const;

/** "is" holds through the value's own step, a quarter of an hour, so a sweep a minute late still sees it. */
export const IS_WINDOW_SECONDS = 15 * 60;

const cutoff = (now: Date, seconds: number) => new Date(now.getTime() - seconds * 1000).toISOString();

/** The time since `column` against an 'h:m' value; times are ISO text, which sorts as time does. */
function timeSince(column: string, operator: string, value: unknown, now: Date): Bool {
  const seconds = timeValueToSeconds(String(value));
  if (seconds === null) return FALSE;
  const col = sql.ref(column);
  const at = cutoff(now, seconds);
  switch (operator) {
    case 'greater_or_equal_than':
      return sql<SqlBool>`(${col} <= ${at})`;
    case 'less_or_equal_than':
      return sql<SqlBool>`(${col} >= ${at})`;
    case 'is':
      return sql<SqlBool>`(${col} <= ${at} and ${col} > ${cutoff(now, seconds + IS_WINDOW_SECONDS)})`;
    default:
      return FALSE;
  }
}

function textContains(column: Expression<unknown>, term: unknown): Bool {
  const pattern = containsPattern(String(term ?? ''));
  if (!pattern) return FALSE;
  return sql<SqlBool>`(lower(${column}) like lower(${pattern}) escape '\\')`;
}

/** Operators on a plain column holding one value (enums, ids, uids). */
function onColumn(column: Expression<unknown>, operator: string, value: unknown, values = list(value)): Bool {
  const items = sql.join(values.map((v) => (isExpression(v) ? v : sql.val(v))));
  switch (operator) {
    case 'equals':
      return sql<SqlBool>`(${column} = ${values[0] as never})`;
    case 'not_equals':
      return not(sql<SqlBool>`(${column} = ${values[0] as never})`);
    case 'contains_any':
    case 'in':
      return sql<SqlBool>`(${column} in (${items}))`;
    case 'contains_none':
    case 'not_in':
      return not(sql<SqlBool>`(${column} in (${items}))`);
    case 'present':
      return sql<SqlBool>`(${column} is not null)`;
    case 'not_present':
      return sql<SqlBool>`(${column} is null)`;
    default:
      return FALSE;
  }
}

function isExpression(v: unknown): v is Expression<unknown> {
  return typeof v === 'object' && v !== null && 'toOperationNode' in v;
}

function onText(column: string, operator: string, value: unknown): Bool {
  const col = sql.ref(column);
  switch (operator) {
    case 'contains':
      return textContains(col, value);
    case 'does_not_contain':
      return not(textContains(col, value));
    case 'contains_any':
      return or(list(value).map((v) => textContains(col, v)));
    case 'contains_none':
      return not(or(list(value).map((v) => textContains(col, v))));
    default:
      return FALSE;
  }
}

function onTags(operator: string, value: unknown, tickets: 'one' | 'many'): Bool {
  const tagged = (ids: unknown[] | null) => (ids ? sql` and tt.tag_id in (${sql.join(ids)})` : sql``);
  // Over many tickets, "id in (tickets with the tag)" lets SQLite start from the few tagged tickets
  // (tag index) instead of testing every ticket; for one ticket that list would be built in vain.
  const some = (ids: unknown[] | null) =>
    tickets === 'one'
      ? sql<SqlBool>`exists (select 1 from ticket_tags tt where tt.ticket_id = t.id${tagged(ids)})`
      : sql<SqlBool>`(t.id in (select tt.ticket_id from ticket_tags tt where 1 = 1${tagged(ids)}))`;
  switch (operator) {
    case 'contains_any':
      return some(list(value));
    case 'contains_none':
      return not(some(list(value)));
    case 'present':
      return some(null);
    case 'not_present':
      return not(some(null));
    default:
      return FALSE;
  }
}

function onStatus(operator: string, value: unknown): Bool {
  // A status with no parent is its own family, so parent_equals Open also matches Open itself.
  const family = sql`(select coalesce(s.parent_id, s.id) from ticket_statuses s where s.id = t.status_id)`;
  switch (operator) {
    case 'parent_equals':
      return sql<SqlBool>`(${family} = ${value})`;
    case 'parent_not_equals':
      return not(sql<SqlBool>`(${family} = ${value})`);
    default:
      return onColumn(sql.ref('t.status_id'), operator, value);
  }
}

/** One condition on a custom attribute's row in ticket_attribute_values (alias av). */
function onAttribute(
  attributeId: number,
  operator: string,
  value: unknown,
  type: AttributeType | undefined,
): Bool {
  const having = (test: Expression<SqlBool>) =>
    sql<SqlBool>`exists (select 1 from ticket_attribute_values av where av.ticket_id = t.id and av.attribute_id = ${attributeId} and ${test})`;
  const text = sql.ref('av.value_text');
  const num = sql.ref('av.value_number');
  const filled = sql<SqlBool>`((av.value_text is not null and av.value_text <> '' and av.value_text <> '[]') or av.value_number is not null)`;
  // Multi-select values are JSON arrays of option ids; an id is found with its quotes, whole.
  const hasOption = (id: unknown) => textContains(text, JSON.stringify(String(id)));
  const anyOf = (values: unknown[]) =>
    type === 'MULTI_SELECT' ? or(values.map(hasOption)) : or(values.map((v) => textContains(text, v)));
  const equalTo = (v: unknown) =>
    typeof v === 'boolean' ? sql<SqlBool>`(${num} = ${v ? 1 : 0})` : sql<SqlBool>`(${text} = ${String(v)})`;
  switch (operator) {
    case 'present':
      return having(filled);
    case 'not_present':
      return not(having(filled));
    case 'equals':
      return having(equalTo(value));
    case 'not_equals':
      return not(having(equalTo(value)));
    case 'contains':
      return having(textContains(text, value));
    case 'does_not_contain':
      return not(having(textContains(text, value)));
    case 'contains_any':
      return having(anyOf(list(value)));
    case 'contains_none':
      return not(having(anyOf(list(value))));
    case 'greater_than':
      return having(sql<SqlBool>`(${num} > ${Number(value)})`);
    case 'less_than':
      return having(sql<SqlBool>`(${num} < ${Number(value)})`);
    case 'greater_or_equal_than':
      return having(sql<SqlBool>`(${num} >= ${Number(value)})`);
    case 'less_or_equal_than':
      return having(sql<SqlBool>`(${num} <= ${Number(value)})`);
    default:
      return FALSE;
  }
}

const ENUM_COLUMNS = {
  type: 't.type',
  source: 't.source',
  severity: 't.severity',
  priority: 't.priority',
} as const;
const ID_COLUMNS = {
  organization: 't.organization_id',
  location: 't.location_id',
  form: 't.ticket_form_id',
} as const;

/** A condition the ticket row answers (not isContextCondition). */
export function compileTicketCondition(condition: Condition, opts: CompileOptions): Bool {
  const { field, operator, value } = condition;
  const parsed = parseConditionField(field);
  if (!parsed) return FALSE;
  const me = opts.currentUser ?? sql.val(opts.currentUserUid ?? '');
  const people = (v: unknown) => list(v).map((uid) => (uid === CURRENT_USER ? me : uid));
  switch (parsed.kind) {
    case 'timeSince':
      return timeSince(TIME_COLUMNS[parsed.field], operator, value, opts.now);
    case 'statusTime':
      return and([
        sql<SqlBool>`(t.status_id = ${parsed.statusId})`,
        timeSince('t.status_changed_time', operator, value, opts.now),
      ]);
    case 'attribute':
      return onAttribute(parsed.attributeId, operator, value, opts.attributeTypes?.get(parsed.attributeId));
    case 'system':
      break;
  }
  const f = parsed.field;
  if (f in ENUM_COLUMNS)
    return onColumn(sql.ref(ENUM_COLUMNS[f as keyof typeof ENUM_COLUMNS]), operator, value);
  if (f in ID_COLUMNS) return onColumn(sql.ref(ID_COLUMNS[f as keyof typeof ID_COLUMNS]), operator, value);
  switch (f) {
    case 'status':
      return onStatus(operator, value);
    case 'summary':
      return onText('t.summary', operator, value);
    case 'description':
      return onText('t.description', operator, value);
    case 'tags':
      return onTags(operator, value, opts.tickets ?? 'many');
    case 'requester':
      return onColumn(sql.ref('t.requester_uid'), operator, value, people(value));
    case 'assignee':
      return onColumn(
        sql`(select u.uid from users u where u.id = t.assigned_user_id)`,
        operator,
        value,
        people(value),
      );
    default:
      return FALSE;
  }
}

export function compileCondition(condition: Condition, opts: CompileOptions): Bool {
  if (isContextCondition(condition)) return contextConditionHolds(condition, opts) ? TRUE : FALSE;
  return compileTicketCondition(condition, opts);
}

/** Every condition of `all` and, when `any` has some, at least one of them. */
export function compileConditions(groups: ConditionGroups, opts: CompileOptions): Bool {
  const all = groups.all.map((c) => compileCondition(c, opts));
  if (groups.any.length === 0) return and(all);
  return and([...all, or(groups.any.map((c) => compileCondition(c, opts)))]);
}
