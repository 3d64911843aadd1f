// Which enabled event rules hold for a ticket change. Every rule's ticket conditions are compiled once
// per version of the rules into a few SELECTs over the one ticket row, one column per rule, with the
// ticket and the current user bound per call; what the change itself says is tested in JS.
import type { AutomationRule, Condition } from '@warden/domain';
import { CompiledQuery, type Expression, sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import { getTicketingSettings } from '../../ticketing/ticketing-settings.ts';
import type { TicketChange } from '../../tickets/ticket-events.ts';
import { activeRules } from '../rule-queries.ts';
import { attributeTypes } from './attribute-types.ts';
import { compileTicketCondition, TRUE } from './compile.ts';
import { contextConditionHolds, type EvaluationContext, isContextCondition } from './event-facts.ts';

/** PostgreSQL takes at most 1,664 columns in a SELECT; rules are asked about in slices well below it. */
const RULES_PER_QUERY = 400;
/** Stand-ins compiled into the statements and replaced by the call's values. */
const TICKET = '\u0000ticket';
const CURRENT_USER = '\u0000me';

interface Slice {
  query: CompiledQuery;
  /** Indexes into the rules, in column order. */
  ruleIndexes: number[];
}
interface Prepared {
  version: string;
  rules: AutomationRule[];
  slices: Slice[];
  needsHours: boolean;
}

const prepared = new WeakMap<AutomationRule[], Prepared>();

const ticketPart = (conditions: Condition[]) => conditions.filter((c) => !isContextCondition(c));

async function prepare(db: Db, version: string, rules: AutomationRule[]): Promise<Prepared> {
  const types = await attributeTypes(db);
  const opts = {
    now: new Date(0),
    businessHours: undefined as never,
    attributeTypes: types,
    currentUser: sql.ref('ctx.cu') as Expression<string>,
    tickets: 'one' as const,
  };
  const columns: { index: number; expr: Expression<unknown> }[] = [];
  rules.forEach((rule, index) => {
    const all = ticketPart(rule.conditions.all);
    const any = ticketPart(rule.conditions.any);
    if (all.length === 0 && any.length === 0) return;
    const allExpr = all.length
      ? sql.join(
          all.map((c) => compileTicketCondition(c, opts)),
          sql` and `,
        )
      : TRUE;
    const anyExpr = any.length
      ? sql.join(
          any.map((c) => compileTicketCondition(c, opts)),
          sql` or `,
        )
      : sql`(1 = 0)`;
    // 2 when every `all` condition holds, plus 1 when some `any` one does.
    columns.push({
      index,
      expr: sql`((case when ${allExpr} then 2 else 0 end) + (case when ${anyExpr} then 1 else 0 end))`,
    });
  });
  const slices: Slice[] = [];
  for (let i = 0; i < columns.length; i += RULES_PER_QUERY) {
    const part = columns.slice(i, i + RULES_PER_QUERY);
    const select = sql.join(part.map((c, k) => sql`${c.expr} as ${sql.ref(`r${k}`)}`));
    const query = sql<
      Record<string, number>
    >`select ${select} from tickets t, (select ${CURRENT_USER} as cu) ctx where t.id = ${TICKET} and t.deleted = 0`.compile(
      db.kysely,
    );
    slices.push({ query, ruleIndexes: part.map((c) => c.index) });
  }
  const needsHours = rules.some((r) =>
    [...r.conditions.all, ...r.conditions.any].some((c) => c.field === 'business_hours'),
  );
  return { version, rules, slices, needsHours };
}

function bind(query: CompiledQuery, ticketId: number, me: string): CompiledQuery {
  const parameters = query.parameters.map((p) => (p === TICKET ? ticketId : p === CURRENT_USER ? me : p));
  return CompiledQuery.raw(query.sql, parameters);
}

/** The enabled event rules, in run order, whose conditions hold for the change's ticket. */
export async function matchingEventRules(
  tdb: Db,
  change: TicketChange,
  now: Date = new Date(),
): Promise<AutomationRule[]> {
  const { version, rules } = await activeRules(tdb, 'EVENT_BASED');
  if (rules.length === 0) return [];
  let plan = prepared.get(rules);
  if (!plan) {
    plan = await prepare(tdb, version, rules);
    prepared.set(rules, plan);
  }
  const me = change.actor.uid ?? '';
  const ctx: EvaluationContext = {
    now,
    businessHours: plan.needsHours ? (await getTicketingSettings(tdb)).businessHours : (undefined as never),
    change,
    currentUserUid: change.actor.uid,
  };
  // Each rule's answer from SQL: 2 = all of `all` holds, 1 = some of `any` does; rules without ticket
  // conditions hold on the ticket side.
  const sqlAnswer = new Array<number>(rules.length).fill(3);
  for (const slice of plan.slices) {
    const { rows } = await tdb.kysely.executeQuery<Record<string, number | string>>(
      bind(slice.query, change.ticketId, me),
    );
    const row = rows[0];
    if (!row) return [];
    slice.ruleIndexes.forEach((index, k) => {
      sqlAnswer[index] = Number(row[`r${k}`]);
    });
  }
  return rules.filter((rule, index) => {
    const answer = sqlAnswer[index]!;
    const contextual = (cs: Condition[]) => cs.filter(isContextCondition);
    if (!(answer & 2) || !contextual(rule.conditions.all).every((c) => contextConditionHolds(c, ctx)))
      return false;
    if (rule.conditions.any.length === 0) return true;
    return (
      (answer & 1 && ticketPart(rule.conditions.any).length > 0) ||
      contextual(rule.conditions.any).some((c) => contextConditionHolds(c, ctx))
    );
  });
}
