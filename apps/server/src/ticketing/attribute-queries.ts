// Queries of custom ticket attributes, shared by the attribute and form routes, the tickets and the
// rule engine (which drops inactive attributes from its condition fields).
import type { Db } from '../db/database.ts';

export function attributeQuery(db: Db) {
  return db.kysely.selectFrom('ticket_attributes').selectAll();
}

export function listAttributes(db: Db) {
  return attributeQuery(db).orderBy('id').execute();
}

export function activeAttributes(db: Db) {
  return attributeQuery(db).where('active', '=', 1).orderBy('id').execute();
}

export function attributeById(db: Db, id: number) {
  return attributeQuery(db).where('id', '=', id).executeTakeFirst();
}

/** Whether any ticket holds a value for the attribute, which fixes its type. */
export async function attributeHasValues(db: Db, attributeId: number): Promise<boolean> {
  const row = await db.kysely
    .selectFrom('ticket_attribute_values')
    .select('ticket_id')
    .where('attribute_id', '=', attributeId)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}
