// Queries of ticket forms and the attributes each shows, in order.
import type { Db } from '../db/database.ts';
import { inBatches } from '../db/in-batches.ts';

export function formQuery(db: Db) {
  return db.kysely.selectFrom('ticket_forms').selectAll();
}

export function formById(db: Db, id: number) {
  return formQuery(db).where('id', '=', id).executeTakeFirst();
}

export function defaultForm(db: Db) {
  return formQuery(db).where('is_default', '=', 1).orderBy('id').executeTakeFirst();
}

/** The attributes of these forms, by form, in their order. */
export async function attributesOfForms(db: Db, formIds: number[]) {
  const rows = await inBatches(formIds, (ids) =>
    db.kysely
      .selectFrom('ticket_form_attributes')
      .selectAll()
      .where('form_id', 'in', ids)
      .orderBy('form_id')
      .orderBy('position')
      .execute(),
  );
  const byForm = new Map<number, typeof rows>();
  for (const row of rows) byForm.set(row.form_id, [...(byForm.get(row.form_id) ?? []), row]);
  return byForm;
}
