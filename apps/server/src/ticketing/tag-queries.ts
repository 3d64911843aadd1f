// Queries of tags, shared by the tag routes, the tickets and the rule engine's tag actions.
import type { Db } from '../db/database.ts';
import { inBatches } from '../db/in-batches.ts';

export function listTags(db: Db) {
  return db.kysely.selectFrom('tags').selectAll().orderBy('name_lower').orderBy('id').execute();
}

export function tagById(db: Db, id: string) {
  return db.kysely.selectFrom('tags').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Names are unique whatever their case. */
export function tagByName(db: Db, name: string) {
  return db.kysely
    .selectFrom('tags')
    .selectAll()
    .where('name_lower', '=', name.toLowerCase())
    .executeTakeFirst();
}

export function tagsByIds(db: Db, ids: readonly string[]) {
  return inBatches([...new Set(ids)], (batch) =>
    db.kysely.selectFrom('tags').selectAll().where('id', 'in', batch).execute(),
  );
}
