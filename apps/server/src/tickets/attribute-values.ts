// A ticket's custom attribute values: checked against each attribute's type before they are stored,
// stored one row per attribute (text, JSON for multi-select, numbers and dates as numbers, a checkbox
// as 0/1, so rule conditions compare in SQL), and read back as the API's values.
import type { AttributeType, AttributeValue } from '@warden/domain';
import type { Db } from '../db/database.ts';
import { inBatches } from '../db/in-batches.ts';
import { badRequest } from '../http/api-error.ts';

interface AttributeDef {
  id: number;
  attribute_type: string;
  content: string;
  active: number;
}

type Stored = { value_text: string | null; value_number: number | null };

function refuse(attributeId: number | string, message: string): never {
  throw badRequest(`Attribute ${attributeId}: ${message}`, { [`attributes.${attributeId}`]: message });
}

function choiceIds(def: AttributeDef): Set<string> {
  const content = JSON.parse(def.content) as { values?: { id: string }[] };
  return new Set((content.values ?? []).map((v) => v.id));
}

/** The stored form of a value, or a 400 naming attributes.{id} when it does not fit the type. */
function toStored(def: AttributeDef, value: AttributeValue): Stored {
  const type = def.attribute_type as AttributeType;
  const text = (v: string): Stored => ({ value_text: v, value_number: null });
  const num = (v: number): Stored => ({ value_text: null, value_number: v });
  switch (type) {
    case 'TEXT':
    case 'TEXT_MULTILINE':
      if (typeof value !== 'string') refuse(def.id, 'Expected text');
      return text(value);
    case 'DROPDOWN':
      if (typeof value !== 'string' || !choiceIds(def).has(value)) refuse(def.id, 'Not one of the choices');
      return text(value);
    case 'MULTI_SELECT': {
      if (!Array.isArray(value)) refuse(def.id, 'Expected a list of choices');
      const ids = choiceIds(def);
      if (value.some((v) => !ids.has(v))) refuse(def.id, 'Not one of the choices');
      return text(JSON.stringify([...new Set(value)]));
    }
    case 'CHECKBOX':
      if (typeof value !== 'boolean') refuse(def.id, 'Expected true or false');
      return num(value ? 1 : 0);
    case 'NUMERIC': {
      if (typeof value !== 'number' || !Number.isSafeInteger(value))
        refuse(def.id, 'Expected a whole number');
      const { max } = JSON.parse(def.content) as { max?: number };
      if (max !== undefined && value > max) refuse(def.id, `Value must be less than or equal to ${max}`);
      return num(value);
    }
    case 'DECIMAL':
      if (typeof value !== 'number' || !Number.isFinite(value)) refuse(def.id, 'Expected a number');
      return num(value);
    case 'DATE':
      if (typeof value !== 'number' || !Number.isSafeInteger(value))
        refuse(def.id, 'Expected a date in seconds');
      return num(value);
    default:
      refuse(def.id, 'Unknown attribute type');
  }
}

export function fromStored(type: string, row: Stored): AttributeValue | null {
  switch (type as AttributeType) {
    case 'MULTI_SELECT':
      return row.value_text === null ? null : (JSON.parse(row.value_text) as string[]);
    case 'CHECKBOX':
      return row.value_number === null ? null : row.value_number === 1;
    case 'NUMERIC':
    case 'DECIMAL':
    case 'DATE':
      return row.value_number;
    default:
      return row.value_text;
  }
}

/**
 * Checks the values a change sets (null clears one) and answers what to store by attribute id. An
 * unknown or inactive attribute is refused, whatever the value.
 */
export async function checkAttributeValues(
  tdb: Db,
  values: Record<string, AttributeValue | null>,
): Promise<Map<number, { stored: Stored | null; value: AttributeValue | null }>> {
  const ids = Object.keys(values).map(Number);
  const out = new Map<number, { stored: Stored | null; value: AttributeValue | null }>();
  if (ids.length === 0) return out;
  const defs = await tdb.kysely
    .selectFrom('ticket_attributes')
    .select(['id', 'attribute_type', 'content', 'active'])
    .where('id', 'in', ids)
    .execute();
  const byId = new Map(defs.map((d) => [d.id, d]));
  for (const id of ids) {
    const def = byId.get(id);
    if (!def) refuse(id, 'Unknown attribute');
    if (!def.active) refuse(id, 'The attribute is inactive');
    const value = values[String(id)] ?? null;
    if (value === null) {
      out.set(id, { stored: null, value: null });
      continue;
    }
    const stored = toStored(def, value);
    out.set(id, { stored, value: fromStored(def.attribute_type, stored) });
  }
  return out;
}

/** Each ticket's attribute values by attribute id. */
export async function attributeValuesOf(
  db: Db,
  ticketIds: readonly number[],
): Promise<Map<number, Map<number, AttributeValue>>> {
  const rows = await inBatches(ticketIds, (batch) =>
    db.kysely
      .selectFrom('ticket_attribute_values as v')
      .innerJoin('ticket_attributes as a', 'a.id', 'v.attribute_id')
      .select(['v.ticket_id', 'v.attribute_id', 'v.value_text', 'v.value_number', 'a.attribute_type'])
      .where('v.ticket_id', 'in', batch)
      .orderBy('v.attribute_id')
      .execute(),
  );
  const out = new Map<number, Map<number, AttributeValue>>();
  for (const r of rows) {
    const value = fromStored(r.attribute_type, r);
    if (value === null) continue;
    if (!out.has(r.ticket_id)) out.set(r.ticket_id, new Map());
    out.get(r.ticket_id)!.set(r.attribute_id, value);
  }
  return out;
}

/** Writes the checked values of one ticket: a row per value, none for a cleared one. */
export async function storeAttributeValues(
  tdb: Db,
  ticketId: number,
  values: Map<number, { stored: Stored | null }>,
): Promise<void> {
  for (const [attributeId, { stored }] of values) {
    await tdb.kysely
      .deleteFrom('ticket_attribute_values')
      .where('ticket_id', '=', ticketId)
      .where('attribute_id', '=', attributeId)
      .execute();
    if (stored) {
      await tdb.kysely
        .insertInto('ticket_attribute_values')
        .values({ ticket_id: ticketId, attribute_id: attributeId, ...stored })
        .execute();
    }
  }
}
