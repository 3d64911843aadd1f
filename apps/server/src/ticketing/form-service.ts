// Ticket forms and the attributes each shows, in order. The default form, which tickets get when no
// form is chosen, stays active.
import type { ticketFormInputSchema } from '@warden/domain';
import type { z } from 'zod';
import type { Db } from '../db/database.ts';
import { nowIso } from '../db/database.ts';
import { badRequest, notFound } from '../http/api-error.ts';
import { renamed } from '../tickets/ticket-sort-keys.ts';
import { listAttributes } from './attribute-queries.ts';
import { attributesOfForms, formById, formQuery } from './form-queries.ts';
import { presentForm } from './presenter.ts';

type Input = z.output<typeof ticketFormInputSchema>;

export async function forms(db: Db) {
  const rows = await formQuery(db).orderBy('id').execute();
  const attributes = await attributesOfForms(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((r) => presentForm(r, attributes.get(r.id) ?? []));
}

async function formDetail(db: Db, id: number) {
  const row = await formById(db, id);
  if (!row) throw notFound('Form');
  return presentForm(row, (await attributesOfForms(db, [id])).get(id) ?? []);
}

/**
 * Each attribute must exist, once, and be active; one that went inactive while on this form may stay,
 * so the form can still be saved.
 */
async function assertAttributes(db: Db, input: Input, kept: ReadonlySet<number> = new Set()) {
  const known = new Map((await listAttributes(db)).map((a) => [a.id, a]));
  const seen = new Set<number>();
  const fields: Record<string, string> = {};
  input.attributes.forEach(({ attributeId }, i) => {
    const field = `attributes.${i}.attributeId`;
    const attribute = known.get(attributeId);
    if (!attribute) fields[field] = 'Unknown attribute';
    else if (attribute.active !== 1 && !kept.has(attributeId)) fields[field] = 'This attribute is inactive';
    else if (seen.has(attributeId)) fields[field] = 'This attribute is already on the form';
    seen.add(attributeId);
  });
  if (Object.keys(fields).length) throw badRequest('The form names attributes it cannot have', fields);
}

async function writeAttributes(db: Db, formId: number, input: Input) {
  await db.kysely.deleteFrom('ticket_form_attributes').where('form_id', '=', formId).execute();
  if (!input.attributes.length) return;
  await db.kysely
    .insertInto('ticket_form_attributes')
    .values(
      input.attributes.map((a, position) => ({
        form_id: formId,
        attribute_id: a.attributeId,
        position,
        required: a.required ? 1 : 0,
      })),
    )
    .execute();
}

export async function createForm(db: Db, input: Input) {
  await assertAttributes(db, input);
  const id = await db.kysely.transaction().execute(async (trx) => {
    const now = nowIso();
    const { id } = await trx
      .insertInto('ticket_forms')
      .values({
        name: input.name,
        description: input.description,
        active: input.active ? 1 : 0,
        is_default: 0,
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await writeAttributes({ ...db, kysely: trx }, id, input);
    return id;
  });
  return formDetail(db, id);
}

export async function updateForm(db: Db, id: number, input: Input) {
  const current = await formDetail(db, id);
  if (current.isDefault && !input.active) {
    throw badRequest('The default form cannot be deactivated', { active: 'The default form stays active' });
  }
  await assertAttributes(db, input, new Set(current.attributes.map((a) => a.attributeId)));
  await db.kysely.transaction().execute(async (trx) => {
    await trx
      .updateTable('ticket_forms')
      .set({
        name: input.name,
        description: input.description,
        active: input.active ? 1 : 0,
        updated_at: nowIso(),
      })
      .where('id', '=', id)
      .execute();
    await writeAttributes({ ...db, kysely: trx }, id, input);
    await renamed({ ...db, kysely: trx }, 'ticket_form_id', id);
  });
  return formDetail(db, id);
}
