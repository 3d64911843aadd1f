// Puts tickets, tags, statuses and attribute values straight into the database, so the rule engine's
// queries can be tested on chosen values and times without going through the ticket service.
import { randomBytes, randomUUID } from 'node:crypto';
import type { Insertable } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { TicketTable } from '../../db/schema-helpdesk.ts';

export type TicketRowInput = Partial<Insertable<TicketTable>>;

export async function insertTicketRow(db: Db, input: TicketRowInput = {}): Promise<number> {
  const now = new Date().toISOString();
  const { id } = await db.kysely
    .insertInto('tickets')
    .values({
      summary: 'A ticket',
      status_id: 1,
      priority: 'NONE',
      severity: 'NONE',
      type: 'QUESTION',
      source: 'TECHNICIAN',
      create_time: now,
      last_updated: now,
      status_changed_time: now,
      reply_token: randomBytes(12).toString('hex'),
      ...input,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

export async function insertOrganization(db: Db, name: string): Promise<number> {
  const now = new Date().toISOString();
  const { id } = await db.kysely
    .insertInto('organizations')
    .values({ name, description: '', deleted: 0, created_at: now, updated_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

export async function insertLocation(db: Db, organizationId: number, name: string): Promise<number> {
  const now = new Date().toISOString();
  const { id } = await db.kysely
    .insertInto('locations')
    .values({
      organization_id: organizationId,
      name,
      address: '',
      description: '',
      deleted: 0,
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

/** A tag with a 10-character id, as the tag service makes them. */
export async function insertTag(db: Db, name: string): Promise<string> {
  const id = randomUUID().replace(/-/g, '').slice(0, 10);
  await db.kysely
    .insertInto('tags')
    .values({ id, name, name_lower: name.toLowerCase(), created_at: new Date().toISOString() })
    .execute();
  return id;
}

export async function tagTicket(db: Db, ticketId: number, ...tagIds: string[]): Promise<void> {
  for (const tagId of tagIds)
    await db.kysely.insertInto('ticket_tags').values({ ticket_id: ticketId, tag_id: tagId }).execute();
}

export async function insertStatus(db: Db, name: string, parentId: number | null): Promise<number> {
  const now = new Date().toISOString();
  const { id } = await db.kysely
    .insertInto('ticket_statuses')
    .values({ name, parent_id: parentId, color: '#000000', position: 100, created_at: now, updated_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

export async function insertAttribute(
  db: Db,
  name: string,
  type: string,
  content: object = {},
): Promise<number> {
  const now = new Date().toISOString();
  const { id } = await db.kysely
    .insertInto('ticket_attributes')
    .values({
      name,
      attribute_type: type,
      content: JSON.stringify(content),
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

/** A stored value as the ticket writer keeps it: text (JSON for multi-select) or a number (0/1 checkboxes). */
export async function setAttributeValue(
  db: Db,
  ticketId: number,
  attributeId: number,
  value: { text?: string; number?: number },
): Promise<void> {
  await db.kysely
    .insertInto('ticket_attribute_values')
    .values({
      ticket_id: ticketId,
      attribute_id: attributeId,
      value_text: value.text ?? null,
      value_number: value.number ?? null,
    })
    .execute();
}

export async function insertTechnician(db: Db, email: string): Promise<{ id: number; uid: string }> {
  const now = new Date().toISOString();
  const uid = randomUUID();
  const { id } = await db.kysely
    .insertInto('users')
    .values({
      uid,
      email,
      first_name: 'Tech',
      last_name: email,
      phone: null,
      user_type: 'TECHNICIAN',
      status: 'ACTIVE',
      role_id: null,
      password_hash: null,
      hide_help_tooltip: 0,
      last_login_at: null,
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id, uid };
}
