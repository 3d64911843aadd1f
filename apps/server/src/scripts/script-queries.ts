// Queries of the script library shared by its routes, script runs and scheduled tasks: a script by
// id, with its variables and category ids.
import type { Script } from '@warden/domain';
import type { Db } from '../db/database.ts';
import { inBatches } from '../db/in-batches.ts';
import { presentScript } from './presenter.ts';

/** Category ids of each script, in id order. */
export async function categoryIdsOf(db: Db, scriptIds: number[]): Promise<Map<number, number[]>> {
  const byScript = new Map<number, number[]>(scriptIds.map((id) => [id, []]));
  const links = await inBatches(scriptIds, (ids) =>
    db.kysely
      .selectFrom('script_category_links')
      .select(['script_id', 'category_id'])
      .where('script_id', 'in', ids)
      .orderBy('category_id')
      .execute(),
  );
  for (const l of links) byScript.get(l.script_id)?.push(l.category_id);
  return byScript;
}

/** The script with this id, body and variables included, or undefined. */
export async function findScript(db: Db, id: number): Promise<Script | undefined> {
  const row = await db.kysely.selectFrom('scripts').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) return undefined;
  const categories = await categoryIdsOf(db, [id]);
  return presentScript(row, categories.get(id) ?? []);
}
