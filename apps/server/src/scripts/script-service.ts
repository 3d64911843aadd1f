// The script library: the filtered list, and creating, editing and deleting scripts with their
// category links. Scripts belong to the division, not to an organisation.
import {
  pageOf,
  type ScriptInputParsed,
  type ScriptListQuery,
  type ScriptSummary,
  type scriptListQuerySchema,
} from '@warden/domain';
import type { z } from 'zod';
import type { AuthContext } from '../auth/auth-context.ts';
import { countRows } from '../db/count-rows.ts';
import type { Db } from '../db/database.ts';
import { nowIso } from '../db/database.ts';
import { containsPattern, lowerCased, matchesPattern } from '../db/text-search.ts';
import { badRequest, conflict, notFound } from '../http/api-error.ts';
import { presentScript } from './presenter.ts';
import { categoryIdsOf, findScript } from './script-queries.ts';

type ListQuery = z.output<typeof scriptListQuerySchema> & ScriptListQuery;

export async function listScripts(db: Db, q: ListQuery) {
  let query = db.kysely.selectFrom('scripts as s');
  const like = containsPattern(q.name);
  if (like) query = query.where(matchesPattern('s.name', like));
  if (q.language) query = query.where('s.language', '=', q.language);
  // The operating systems are a JSON list of fixed words, none inside another.
  if (q.operatingSystem) query = query.where('s.operating_systems', 'like', `%"${q.operatingSystem}"%`);
  if (q.category !== undefined) {
    const category = q.category;
    query = query.where((eb) =>
      eb.exists(
        eb
          .selectFrom('script_category_links as l')
          .select('l.script_id')
          .whereRef('l.script_id', '=', 's.id')
          .where('l.category_id', '=', category),
      ),
    );
  }
  const total = await countRows(query.select('s.id'));
  const rows = await query
    .selectAll('s')
    .orderBy(lowerCased('s.name'))
    .orderBy('s.id')
    .limit(q.size)
    .offset(q.page * q.size)
    .execute();
  const categories = await categoryIdsOf(
    db,
    rows.map((r) => r.id),
  );
  const results = rows.map((r): ScriptSummary => {
    const { body: _body, ...summary } = presentScript(r, categories.get(r.id) ?? []);
    return summary;
  });
  return pageOf(results, total, q.size);
}

export async function getScript(db: Db, id: number) {
  const script = await findScript(db, id);
  if (!script) throw notFound('Script');
  return script;
}

async function assertNameFree(db: Db, name: string, exceptId?: number) {
  const clash = await db.kysely
    .selectFrom('scripts')
    .select('id')
    .where('name_key', '=', name.toLowerCase())
    .executeTakeFirst();
  if (clash && clash.id !== exceptId)
    throw conflict('A script with this name already exists', { name: 'Already in use' });
}

async function assertCategoriesExist(db: Db, ids: number[]) {
  if (ids.length === 0) return;
  const found = await db.kysely.selectFrom('script_categories').select('id').where('id', 'in', ids).execute();
  if (found.length !== ids.length) {
    throw badRequest('Some categories do not exist', { categories: 'Unknown category' });
  }
}

function columns(input: ScriptInputParsed) {
  return {
    name: input.name,
    name_key: input.name.toLowerCase(),
    description: input.description,
    language: input.language,
    operating_systems: JSON.stringify(input.operatingSystems),
    architectures: JSON.stringify(input.architectures),
    run_as: input.runAs,
    timeout_seconds: input.timeoutSeconds,
    body: input.body,
    variables: JSON.stringify(input.variables),
  };
}

export async function createScript(db: Db, auth: AuthContext, input: ScriptInputParsed) {
  await assertNameFree(db, input.name);
  await assertCategoriesExist(db, input.categories);
  const id = await db.kysely.transaction().execute(async (trx) => {
    const now = nowIso();
    const { id } = await trx
      .insertInto('scripts')
      .values({ ...columns(input), created_by: auth.user.id, created_at: now, updated_at: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    if (input.categories.length > 0) {
      const links = input.categories.map((category_id) => ({ script_id: id, category_id }));
      await trx.insertInto('script_category_links').values(links).execute();
    }
    return id;
  });
  return getScript(db, id);
}

export async function updateScript(db: Db, id: number, input: ScriptInputParsed) {
  await getScript(db, id);
  await assertNameFree(db, input.name, id);
  await assertCategoriesExist(db, input.categories);
  await db.kysely.transaction().execute(async (trx) => {
    await trx
      .updateTable('scripts')
      .set({ ...columns(input), updated_at: nowIso() })
      .where('id', '=', id)
      .execute();
    await trx.deleteFrom('script_category_links').where('script_id', '=', id).execute();
    if (input.categories.length > 0) {
      const links = input.categories.map((category_id) => ({ script_id: id, category_id }));
      await trx.insertInto('script_category_links').values(links).execute();
    }
  });
  return getScript(db, id);
}

export async function deleteScript(db: Db, id: number) {
  await getScript(db, id);
  await db.kysely.transaction().execute(async (trx) => {
    await trx.deleteFrom('script_category_links').where('script_id', '=', id).execute();
    await trx.deleteFrom('scripts').where('id', '=', id).execute();
  });
  return { ok: true as const };
}
