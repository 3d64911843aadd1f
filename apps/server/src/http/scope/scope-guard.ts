// The scope guard: a route declares which entity each of its parameters names, and before the
// handler runs the guard loads each one and answers 404 when the caller may not reach it. A route
// that names something and declares nothing is refused at start-up, so no route can forget.
import type { Db } from '../../db/database.ts';
import { badRequest, notFound } from '../api-error.ts';
import { type Caller, callerMayReach, kindDef, type ScopedEntities, type ScopeKind } from './scope-kinds.ts';

/**
 * Parameter to entity kind. A bare name is a path parameter; `query.x` and `body.x` name a field of
 * the query string or body. `unscoped` marks a parameter that names nothing an organisation owns
 * (a help article, an attachment token): saying so is a decision a reviewer can see.
 */
export type ScopeDecl = Readonly<Record<string, ScopeKind | 'unscoped'>>;

const PATH_PARAM = /:([A-Za-z0-9_]+)/g;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** Kinds named by a key rather than a number, such as the built-in device roles. */
const KEY = /^[A-Za-z0-9_-]{1,64}$/;
/** The most ids one list field may name (a script run on many devices). */
const MAX_LISTED_IDS = 1000;
const LIST_PARALLEL = 8;

/** Throws when a route's path names a parameter its declaration leaves out, or a child before its parent. */
export function checkScopeDeclaration(method: string, url: string, scope: ScopeDecl | undefined): void {
  const where = `${method} ${url}`;
  for (const [, name] of url.matchAll(PATH_PARAM)) {
    if (!scope || !(name! in scope)) {
      throw new Error(`Route ${where} does not declare what its parameter :${name} names (access scope)`);
    }
  }
  const seen = new Set<ScopeKind>();
  for (const [key, kind] of Object.entries(scope ?? {})) {
    if (kind === 'unscoped') continue;
    const parent = kindDef(kind).parent;
    if (parent && !seen.has(parent)) {
      throw new Error(`Route ${where} declares ${key} as a ${kind} without naming its ${parent} first`);
    }
    seen.add(kind);
  }
}

interface ScopeInput {
  params?: unknown;
  query?: unknown;
  body?: unknown;
}

function rawValue(input: ScopeInput, key: string): { field: string; value: unknown } {
  const [from, field] = key.includes('.') ? (key.split('.', 2) as [string, string]) : ['params', key];
  const source = (input as Record<string, unknown>)[from];
  const value = source && typeof source === 'object' ? (source as Record<string, unknown>)[field] : undefined;
  return { field, value };
}

function idOf(kind: ScopeKind, field: string, value: unknown): number | string {
  if (kindDef(kind).id === 'key') {
    if (typeof value !== 'string' || !KEY.test(value))
      throw badRequest(`${field} is not valid`, { [field]: 'Letters, digits, - and _ only, at most 64' });
    return value;
  }
  if (kindDef(kind).id === 'uuid') {
    if (typeof value !== 'string' || !UUID.test(value))
      throw badRequest(`${field} is not valid`, { [field]: 'Invalid UUID' });
    return value;
  }
  // The same coercion the contracts' id schemas apply, so the guard and the handler read one id.
  const id = typeof value === 'string' || typeof value === 'number' ? Number(value) : Number.NaN;
  if (!Number.isSafeInteger(id) || id <= 0 || id > 2_147_483_647) {
    throw badRequest(`${field} must be a positive whole number`, { [field]: 'Expected a positive integer' });
  }
  return id;
}

/** Loads one entity for a caller, or throws 404 when it does not exist or is out of their reach. */
export async function reach<K extends ScopeKind>(
  db: Db,
  caller: Caller,
  kind: K,
  id: number | string,
  parent?: unknown,
): Promise<NonNullable<ScopedEntities[K]>> {
  const d = kindDef(kind);
  const row = await d.load(db, id as never, parent as never);
  if (row === undefined || (d.owner && !callerMayReach(caller, d.owner(row)))) throw notFound(d.what);
  return row as NonNullable<ScopedEntities[K]>;
}

/** Checks every id of a list field at once (in bulk when the kind can load so), or throws 404. */
async function reachAll(db: Db, caller: Caller, kind: ScopeKind, ids: number[]): Promise<void> {
  const d = kindDef(kind);
  if (!d.loadMany) {
    // A few at a time, so a long list does not wait on one round trip after another.
    for (let i = 0; i < ids.length; i += LIST_PARALLEL) {
      await Promise.all(ids.slice(i, i + LIST_PARALLEL).map((id) => reach(db, caller, kind, id)));
    }
    return;
  }
  const rows = await d.loadMany(db, ids);
  for (const id of ids) {
    const row = rows.get(id);
    if (row === undefined || (d.owner && !callerMayReach(caller, d.owner(row)))) throw notFound(d.what);
  }
}

/** Every entity a route's declaration names in this request, each checked against the caller. */
export async function resolveScope(
  db: Db,
  caller: Caller,
  scope: ScopeDecl,
  input: ScopeInput,
): Promise<ScopedEntities> {
  const found: Record<string, unknown> = {};
  for (const [key, kind] of Object.entries(scope)) {
    if (kind === 'unscoped') continue;
    const { field, value } = rawValue(input, key);
    if (value === undefined || value === null || value === '') continue; // an optional field left out
    const parentKind = kindDef(kind).parent;
    if (Array.isArray(value) && !parentKind) {
      // A list field (deviceIds): every id must be in reach; the handler reads the list itself.
      if (value.length > MAX_LISTED_IDS) {
        throw badRequest(`${field} names too many`, { [field]: `At most ${MAX_LISTED_IDS}` });
      }
      await reachAll(db, caller, kind, [...new Set(value.map((v) => idOf(kind, field, v) as number))]);
      continue;
    }
    if (parentKind && found[parentKind] === undefined) throw notFound(kindDef(kind).what);
    found[kind] = await reach(db, caller, kind, idOf(kind, field, value), parentKind && found[parentKind]);
  }
  return found as ScopedEntities;
}
