// Automation rules as the API sees them: listing in run order, saving with the full check against the
// installation, deleting, ordering a type's rules, and the lists of what rules did.
import {
  type AutomationOrder,
  type AutomationRule,
  type AutomationRuleData,
  type AutomationRuleDetail,
  type AutomationType,
  pageOf,
} from '@warden/domain';
import type { AuthContext } from '../auth/auth-context.ts';
import { countRows } from '../db/count-rows.ts';
import type { Db } from '../db/database.ts';
import { badRequest, notFound } from '../http/api-error.ts';
import { withSavedBodies } from './actions/rule-body.ts';
import { presentFirings } from './firing-view.ts';
import {
  findRule,
  insertRule,
  ruleList,
  ruleOf,
  setRuleOrder,
  softDeleteRule,
  updateRule,
} from './rule-queries.ts';
import { ruleReferenceNames } from './rule-reference-names.ts';
import { assertRuleValid } from './rule-references.ts';

type Page = { page: number; size: number };

export async function listRules(db: Db, query: Page & { automationType?: AutomationType }) {
  const base = ruleList(db, query.automationType);
  const total = await countRows(base.select('id'));
  const rows = await base
    .selectAll()
    .orderBy('automation_type')
    .orderBy('position')
    .orderBy('id')
    .limit(query.size)
    .offset(query.page * query.size)
    .execute();
  return pageOf(rows.map(ruleOf), total, query.size);
}

export async function getRule(db: Db, id: number): Promise<AutomationRule> {
  const rule = await findRule(db, id);
  if (!rule) throw notFound('Automation rule');
  return rule;
}

/** One rule as the editor opens it: with the names of what it refers to that the caller may see. */
export async function getRuleDetail(db: Db, auth: AuthContext, id: number): Promise<AutomationRuleDetail> {
  const rule = await getRule(db, id);
  return { ...rule, references: await ruleReferenceNames(db, auth, rule) };
}

export async function createRule(
  db: Db,
  input: AutomationRuleData,
  userId: number | null,
): Promise<AutomationRule> {
  await assertRuleValid(db, input);
  return getRule(db, await insertRule(db, withSavedBodies(input), userId));
}

export async function editRule(db: Db, id: number, input: AutomationRuleData): Promise<AutomationRule> {
  const current = await getRule(db, id);
  if (current.automationType !== input.automationType) {
    throw badRequest('A rule keeps its type', { automationType: 'The type of a saved rule cannot change' });
  }
  await assertRuleValid(db, input);
  await updateRule(db, id, withSavedBodies(input));
  return getRule(db, id);
}

export async function removeRule(db: Db, id: number): Promise<{ ok: true }> {
  await getRule(db, id);
  await softDeleteRule(db, id);
  return { ok: true };
}

/** The order must name every rule of the type once, so no rule is left without a place. */
export async function reorderRules(db: Db, order: AutomationOrder): Promise<{ ok: true }> {
  const rows = await ruleList(db, order.automationType).select('id').execute();
  const known = new Set(rows.map((r) => r.id));
  const listed = new Set(order.ids);
  if (known.size !== listed.size || order.ids.some((id) => !known.has(id))) {
    throw badRequest('The order must list every rule of the type once', {
      ids: `List each of the ${known.size} ${order.automationType} rules once`,
    });
  }
  await setRuleOrder(db, order.ids);
  return { ok: true };
}

const firings = (db: Db) => db.kysely.selectFrom('rule_firings');

async function firingsPage(db: Db, query: ReturnType<typeof firings>, page: Page) {
  const total = await countRows(query.select('id'));
  const rows = await query
    .selectAll()
    .orderBy('id', 'desc')
    .limit(page.size)
    .offset(page.page * page.size)
    .execute();
  return pageOf(await presentFirings(db, rows), total, page.size);
}

export async function ruleFirings(db: Db, ruleId: number, page: Page) {
  await getRule(db, ruleId);
  return firingsPage(db, firings(db).where('rule_id', '=', ruleId), page);
}

export function ticketFirings(db: Db, ticketId: number, page: Page) {
  return firingsPage(db, firings(db).where('ticket_id', '=', ticketId), page);
}
