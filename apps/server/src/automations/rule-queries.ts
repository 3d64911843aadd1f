// The automation_rules table: every module reads and writes rules through these. Enabled rules of a
// type are parsed once per version of the table and kept, since every ticket change asks for them.
import {
  type AutomationRule,
  type AutomationRuleData,
  type AutomationType,
  automationRuleSchema,
} from '@warden/domain';
import { type Selectable, sql } from 'kysely';
import { type Db, nowIso } from '../db/database.ts';
import type { AutomationRuleTable } from '../db/schema-helpdesk.ts';

export type RuleRow = Selectable<AutomationRuleTable>;

/** The rule's parts kept as JSON in `definition`. */
const definitionOf = (rule: AutomationRuleData) =>
  JSON.stringify({
    conditions: rule.conditions,
    actions: rule.actions,
    conditionReset: rule.conditionReset,
    retrigger: rule.retrigger,
    ticketCreate: rule.ticketCreate,
    board: rule.board,
  });

export function ruleOf(row: RuleRow): AutomationRule {
  return automationRuleSchema.parse({
    ...JSON.parse(row.definition),
    id: row.id,
    name: row.name,
    description: row.description,
    enabled: row.enabled === 1,
    automationType: row.automation_type,
    position: row.position,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  });
}

const live = (db: Db) => db.kysely.selectFrom('automation_rules').where('deleted', '=', 0);

export function ruleRow(db: Db, id: number): Promise<RuleRow | undefined> {
  return live(db).selectAll().where('id', '=', id).executeTakeFirst();
}

export async function findRule(db: Db, id: number): Promise<AutomationRule | undefined> {
  const row = await ruleRow(db, id);
  return row && ruleOf(row);
}

/** Rules in run order: by type, then position. */
export function ruleList(db: Db, type?: AutomationType) {
  let query = live(db);
  if (type) query = query.where('automation_type', '=', type);
  return query;
}

export async function insertRule(
  db: Db,
  rule: AutomationRuleData,
  createdBy: number | null,
): Promise<number> {
  const last = await live(db)
    .select(sql<number | null>`max(position)`.as('last'))
    .where('automation_type', '=', rule.automationType)
    .executeTakeFirst();
  const now = nowIso();
  const { id } = await db.kysely
    .insertInto('automation_rules')
    .values({
      name: rule.name,
      description: rule.description,
      automation_type: rule.automationType,
      enabled: rule.enabled ? 1 : 0,
      position: Number(last?.last ?? 0) + 1,
      definition: definitionOf(rule),
      created_by: createdBy,
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

export async function updateRule(db: Db, id: number, rule: AutomationRuleData): Promise<void> {
  await db.kysely
    .updateTable('automation_rules')
    .set({
      name: rule.name,
      description: rule.description,
      enabled: rule.enabled ? 1 : 0,
      definition: definitionOf(rule),
      updated_at: nowIso(),
    })
    .where('id', '=', id)
    .execute();
}

/** Firings and per-ticket state keep pointing at a deleted rule, so the row stays, marked. */
export async function softDeleteRule(db: Db, id: number): Promise<void> {
  await db.kysely
    .updateTable('automation_rules')
    .set({ deleted: 1, updated_at: nowIso() })
    .where('id', '=', id)
    .execute();
}

/** Positions 1..n in the given order; every id must be a live rule of the type (checked by the caller). */
export async function setRuleOrder(db: Db, ids: readonly number[]): Promise<void> {
  const now = nowIso();
  await db.kysely.transaction().execute(async (trx) => {
    for (const [i, id] of ids.entries()) {
      await trx
        .updateTable('automation_rules')
        .set({ position: i + 1, updated_at: now })
        .where('id', '=', id)
        .execute();
    }
  });
}

/**
 * What changes whenever a rule is saved, reordered or deleted (each sets updated_at), so another
 * instance's edits are seen too; the database's file or name tells two test databases apart.
 */
async function rulesVersion(db: Db): Promise<string> {
  const row = await db.kysely
    .selectFrom('automation_rules')
    .select([
      sql<number | string>`count(*)`.as('n'),
      sql<string | null>`max(updated_at)`.as('at'),
      sql<number | null>`max(id)`.as('top'),
    ])
    .executeTakeFirstOrThrow();
  return `${row.n}:${row.at}:${row.top}`;
}

export interface ActiveRules {
  version: string;
  rules: AutomationRule[];
}

const cache = new Map<string, ActiveRules>();
const CACHE_MAX = 32;

/** The enabled rules of a type in run order, parsed with the domain schema; cached per table version. */
export async function activeRules(db: Db, type: AutomationType): Promise<ActiveRules> {
  const version = await rulesVersion(db);
  const key = `${databaseKey(db)}|${type}|${version}`;
  const hit = cache.get(key);
  if (hit) return hit;
  const rows = await ruleList(db, type)
    .selectAll()
    .where('enabled', '=', 1)
    .orderBy('position')
    .orderBy('id')
    .execute();
  const entry = { version, rules: rows.map(ruleOf) };
  if (cache.size >= CACHE_MAX) cache.delete(cache.keys().next().value!);
  cache.set(key, entry);
  return entry;
}

const keys = new WeakMap<object, string>();
let nextKey = 0;
/**
 * One key per database the process opened. A transaction's handle is a different object from its
 * database's, so the key follows the connection's executor, which both share.
 */
function databaseKey(db: Db): string {
  // biome-ignore lint/suspicious/noExplicitAny: Kysely keeps its executor's provider internal
  const anchor = (db.kysely as any).getExecutor?.().adapter ?? db.kysely;
  let key = keys.get(anchor);
  if (!key) {
    key = String(nextKey++);
    keys.set(anchor, key);
  }
  return key;
}
