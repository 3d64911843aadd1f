// Script categories: listed with their script counts, added, renamed and deleted. Deleting one
// takes it off its scripts and keeps the scripts.
import type { ScriptCategory, ScriptCategoryInput } from '@warden/domain';
import type { Db } from '../db/database.ts';
import { nowIso } from '../db/database.ts';
import { lowerCased } from '../db/text-search.ts';
import { conflict, notFound } from '../http/api-error.ts';

function categoryQuery(db: Db) {
  return db.kysely
    .selectFrom('script_categories as c')
    .select(['c.id', 'c.name'])
    .select((eb) =>
      eb
        .selectFrom('script_category_links as l')
        .select(eb.fn.countAll<number | string>().as('n'))
        .whereRef('l.category_id', '=', 'c.id')
        .as('script_count'),
    );
}

type CategoryRow = { id: number; name: string; script_count: number | string | null };
const present = (row: CategoryRow): ScriptCategory => ({
  id: row.id,
  name: row.name,
  scriptCount: Number(row.script_count ?? 0),
});

export async function listCategories(db: Db): Promise<ScriptCategory[]> {
  const rows = await categoryQuery(db).orderBy(lowerCased('c.name')).orderBy('c.id').execute();
  return rows.map(present);
}

async function category(db: Db, id: number): Promise<ScriptCategory> {
  const row = await categoryQuery(db).where('c.id', '=', id).executeTakeFirst();
  if (!row) throw notFound('Category');
  return present(row);
}

async function assertNameFree(db: Db, name: string, exceptId?: number) {
  const clash = await db.kysely
    .selectFrom('script_categories')
    .select('id')
    .where('name_key', '=', name.toLowerCase())
    .executeTakeFirst();
  if (clash && clash.id !== exceptId)
    throw conflict('A category with this name already exists', { name: 'Already in use' });
}

export async function createCategory(db: Db, input: ScriptCategoryInput) {
  await assertNameFree(db, input.name);
  const now = nowIso();
  const { id } = await db.kysely
    .insertInto('script_categories')
    .values({ name: input.name, name_key: input.name.toLowerCase(), created_at: now, updated_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  return category(db, id);
}

export async function renameCategory(db: Db, id: number, input: ScriptCategoryInput) {
  await category(db, id);
  await assertNameFree(db, input.name, id);
  await db.kysely
    .updateTable('script_categories')
    .set({ name: input.name, name_key: input.name.toLowerCase(), updated_at: nowIso() })
    .where('id', '=', id)
    .execute();
  return category(db, id);
}

export async function deleteCategory(db: Db, id: number) {
  await category(db, id);
  await db.kysely.transaction().execute(async (trx) => {
    await trx.deleteFrom('script_category_links').where('category_id', '=', id).execute();
    await trx.deleteFrom('script_categories').where('id', '=', id).execute();
  });
  return { ok: true as const };
}
