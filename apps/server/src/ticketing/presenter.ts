// Help desk configuration rows to API shapes.
import type { EndUser, Tag, TicketAttribute, TicketForm, TicketStatus } from '@warden/domain';
import type { Selectable } from 'kysely';
import type {
  EndUserTable,
  TagTable,
  TicketAttributeTable,
  TicketFormAttributeTable,
  TicketFormTable,
  TicketStatusTable,
} from '../db/schema-helpdesk.ts';

export function presentStatus(row: Selectable<TicketStatusTable>): TicketStatus {
  return {
    id: row.id,
    name: row.name,
    parentId: row.parent_id,
    color: row.color,
    position: row.position,
    solved: row.solved === 1,
    system: row.system === 1,
    active: row.active === 1,
  };
}

export function presentAttribute(row: Selectable<TicketAttributeTable>): TicketAttribute {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    attributeType: row.attribute_type as TicketAttribute['attributeType'],
    content: JSON.parse(row.content),
    active: row.active === 1,
  };
}

export function presentForm(
  row: Selectable<TicketFormTable>,
  attributes: Selectable<TicketFormAttributeTable>[],
): TicketForm {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    active: row.active === 1,
    isDefault: row.is_default === 1,
    attributes: attributes.map((a) => ({ attributeId: a.attribute_id, required: a.required === 1 })),
  };
}

export function presentTag(row: Selectable<TagTable>): Tag {
  return { id: row.id, name: row.name };
}

export function presentEndUser(
  row: Selectable<EndUserTable> & { organization_name: string | null },
): EndUser {
  return {
    id: row.id,
    uid: row.uid,
    kind: row.kind,
    organizationId: row.organization_id,
    organizationName: row.organization_name,
    firstName: row.first_name,
    lastName: row.last_name,
    name: row.name,
    email: row.email,
    phone: row.phone,
    jobTitle: row.job_title,
    deleted: row.deleted === 1,
  };
}
