// Custom ticket attributes. Dropdown and multi-select ones carry their values, whose ids stay fixed
// once given (rules and tickets name them); an attribute's type is fixed once a ticket has a value.
import { randomUUID } from 'node:crypto';
import type { AttributeType, ticketAttributeInputSchema } from '@warden/domain';
import type { z } from 'zod';
import type { Db } from '../db/database.ts';
import { nowIso } from '../db/database.ts';
import { badRequest, notFound } from '../http/api-error.ts';
import { attributeById, attributeHasValues, listAttributes } from './attribute-queries.ts';
import { presentAttribute } from './presenter.ts';

type Input = z.output<typeof ticketAttributeInputSchema>;

const WITH_VALUES: readonly AttributeType[] = ['DROPDOWN', 'MULTI_SELECT'];
const WITH_MAX: readonly AttributeType[] = ['NUMERIC', 'DECIMAL'];

export async function attributes(db: Db) {
  return (await listAttributes(db)).map(presentAttribute);
}

/** The content to store: values with ids (new ones generated), checked against the type. */
function contentFor(input: Input) {
  const { values, max } = input.content;
  const fields: Record<string, string> = {};
  if (WITH_VALUES.includes(input.attributeType)) {
    if (!values?.length) fields['content.values'] = 'Add at least one value';
  } else if (values !== undefined) {
    fields['content.values'] = 'Only dropdown and multi-select attributes have values';
  }
  if (max !== undefined && !WITH_MAX.includes(input.attributeType)) {
    fields['content.max'] = 'Only numeric attributes have a maximum';
  }
  const ids = new Set<string>();
  const names = new Set<string>();
  values?.forEach((v, i) => {
    if (v.id !== undefined) {
      if (ids.has(v.id)) fields[`content.values.${i}.id`] = 'Each value needs its own id';
      ids.add(v.id);
    }
    const name = v.name.toLowerCase();
    if (names.has(name)) fields[`content.values.${i}.name`] = 'Each value needs its own name';
    names.add(name);
  });
  if (Object.keys(fields).length) throw badRequest('The attribute content is not valid', fields);
  return {
    ...(values ? { values: values.map((v) => ({ id: v.id ?? randomUUID(), name: v.name })) } : {}),
    ...(max !== undefined ? { max } : {}),
  };
}

export async function createAttribute(db: Db, input: Input) {
  const content = contentFor(input);
  const now = nowIso();
  const { id } = await db.kysely
    .insertInto('ticket_attributes')
    .values({
      name: input.name,
      description: input.description,
      attribute_type: input.attributeType,
      content: JSON.stringify(content),
      active: input.active ? 1 : 0,
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return presentAttribute((await attributeById(db, id))!);
}

export async function updateAttribute(db: Db, id: number, input: Input) {
  const current = await attributeById(db, id);
  if (!current) throw notFound('Attribute');
  const content = contentFor(input);
  if (input.attributeType !== current.attribute_type && (await attributeHasValues(db, id))) {
    throw badRequest('The type cannot change: tickets already have a value for this attribute', {
      attributeType: `Tickets have ${current.attribute_type} values for this attribute`,
    });
  }
  await db.kysely
    .updateTable('ticket_attributes')
    .set({
      name: input.name,
      description: input.description,
      attribute_type: input.attributeType,
      content: JSON.stringify(content),
      active: input.active ? 1 : 0,
      updated_at: nowIso(),
    })
    .where('id', '=', id)
    .execute();
  return presentAttribute((await attributeById(db, id))!);
}
