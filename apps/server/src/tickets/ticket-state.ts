// A ticket's own fields as one value (without its attribute values), read from its rows and written
// back as columns, with the condition-field key each one is known by in changes and history.
import type { TicketPatch, TicketSource } from '@warden/domain';
import type { Updateable } from 'kysely';
import type { Db } from '../db/database.ts';
import type { TicketTable } from '../db/schema-helpdesk.ts';
import type { TicketRecord } from './ticket-queries.ts';

export type TicketState = Omit<Required<TicketPatch>, 'attributes'> & { source: TicketSource };
export type TicketField = keyof TicketState;

/** The key of each field in a TicketChange's diff and in ticket_history (rule condition fields). */
export const changeKeys: Record<TicketField, string> = {
  summary: 'summary',
  description: 'description',
  statusId: 'status',
  priority: 'priority',
  severity: 'severity',
  type: 'type',
  parentTicketId: 'parent',
  source: 'source',
  organizationId: 'organization',
  locationId: 'location',
  deviceId: 'device',
  requesterUid: 'requester',
  assignedAppUserId: 'assignee',
  ccList: 'cc',
  tagIds: 'tags',
  ticketFormId: 'form',
};

export const ticketFields = Object.keys(changeKeys) as TicketField[];

export async function tagIdsOf(db: Db, ticketId: number): Promise<string[]> {
  const rows = await db.kysely
    .selectFrom('ticket_tags')
    .select('tag_id')
    .where('ticket_id', '=', ticketId)
    .execute();
  return rows.map((r) => r.tag_id).sort();
}

export function stateOf(row: TicketRecord, tagIds: string[]): TicketState {
  const cc = JSON.parse(row.cc_list) as TicketState['ccList'];
  return {
    summary: row.summary,
    description: row.description,
    statusId: row.status_id,
    priority: row.priority as TicketState['priority'],
    severity: row.severity as TicketState['severity'],
    type: row.type as TicketState['type'],
    parentTicketId: row.parent_ticket_id,
    source: row.source as TicketSource,
    organizationId: row.organization_id,
    locationId: row.location_id,
    deviceId: row.device_id,
    requesterUid: row.requester_uid,
    assignedAppUserId: row.assigned_user_id,
    ccList: { uids: cc.uids ?? [], emails: cc.emails ?? [] },
    tagIds,
    ticketFormId: row.ticket_form_id,
  };
}

/** The columns of the fields given; tags are rows of their own. */
export function columnsOf(s: Partial<TicketState>): Updateable<TicketTable> {
  const c: Updateable<TicketTable> = {};
  if (s.summary !== undefined) c.summary = s.summary;
  if (s.description !== undefined) c.description = s.description;
  if (s.statusId !== undefined) c.status_id = s.statusId;
  if (s.priority !== undefined) c.priority = s.priority;
  if (s.severity !== undefined) c.severity = s.severity;
  if (s.type !== undefined) c.type = s.type;
  if (s.parentTicketId !== undefined) c.parent_ticket_id = s.parentTicketId;
  if (s.source !== undefined) c.source = s.source;
  if (s.organizationId !== undefined) c.organization_id = s.organizationId;
  if (s.locationId !== undefined) c.location_id = s.locationId;
  if (s.deviceId !== undefined) c.device_id = s.deviceId;
  if (s.requesterUid !== undefined) c.requester_uid = s.requesterUid;
  if (s.assignedAppUserId !== undefined) c.assigned_user_id = s.assignedAppUserId;
  if (s.ccList !== undefined) c.cc_list = JSON.stringify(s.ccList);
  if (s.ticketFormId !== undefined) c.ticket_form_id = s.ticketFormId;
  return c;
}

/** Tags and CC addresses compare as sets. */
export function normalised<F extends TicketField>(field: F, value: TicketState[F]): TicketState[F] {
  if (field === 'tagIds') return [...new Set(value as string[])].sort() as TicketState[F];
  if (field === 'ccList') {
    const cc = value as TicketState['ccList'];
    return {
      uids: [...new Set(cc.uids)],
      emails: [...new Set(cc.emails.map((e) => e.toLowerCase()))],
    } as TicketState[F];
  }
  return value;
}

export const sameValue = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
