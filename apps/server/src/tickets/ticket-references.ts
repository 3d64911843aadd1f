// Checks what a ticket's fields name before a change is written: each unknown, deleted or mismatched
// reference is a 400 naming its field, so nothing is stored for a change that names something wrong.
import type { Db } from '../db/database.ts';
import { badRequest } from '../http/api-error.ts';
import type { TicketState } from './ticket-state.ts';

const refuse = (field: string, message: string) => badRequest(message, { [field]: message });

export interface StatusRef {
  id: number;
  solved: boolean;
}

export async function statusRef(tdb: Db, id: number): Promise<StatusRef> {
  const row = await tdb.kysely
    .selectFrom('ticket_statuses')
    .select(['id', 'solved'])
    .where('id', '=', id)
    .executeTakeFirst();
  if (!row) throw refuse('statusId', 'Unknown status');
  return { id: row.id, solved: row.solved === 1 };
}

/** The requester names a user (technician or end user) or a live end user or contact. */
async function requesterExists(tdb: Db, uid: string): Promise<boolean> {
  const endUser = await tdb.kysely
    .selectFrom('end_users')
    .select('id')
    .where('uid', '=', uid)
    .where('deleted', '=', 0)
    .executeTakeFirst();
  if (endUser) return true;
  const user = await tdb.kysely.selectFrom('users').select('id').where('uid', '=', uid).executeTakeFirst();
  return user !== undefined;
}

/** The assignee's uid (as the change's diff names people), refusing anyone but an active technician. */
export async function assigneeUid(tdb: Db, userId: number): Promise<string> {
  const user = await tdb.kysely
    .selectFrom('users')
    .select(['uid', 'user_type', 'status'])
    .where('id', '=', userId)
    .executeTakeFirst();
  if (!user || user.user_type !== 'TECHNICIAN' || user.status !== 'ACTIVE') {
    throw refuse('assignedAppUserId', 'The assignee must be an active technician');
  }
  return user.uid;
}

/**
 * Checks the fields of `next` named in `changed` (every field for a new ticket). A location or
 * device is checked again when the organisation changes, since it must belong to it.
 */
export async function checkReferences(
  tdb: Db,
  ticketId: number | null,
  next: TicketState,
  changed: ReadonlySet<keyof TicketState>,
): Promise<void> {
  const orgChanged = changed.has('organizationId');
  if (orgChanged && next.organizationId !== null) {
    const org = await tdb.kysely
      .selectFrom('organizations')
      .select('deleted')
      .where('id', '=', next.organizationId)
      .executeTakeFirst();
    if (!org || org.deleted) throw refuse('organizationId', 'Unknown or deleted organization');
  }
  if ((orgChanged || changed.has('locationId')) && next.locationId !== null) {
    const location = await tdb.kysely
      .selectFrom('locations')
      .select(['organization_id', 'deleted'])
      .where('id', '=', next.locationId)
      .executeTakeFirst();
    if (!location || location.deleted || location.organization_id !== next.organizationId) {
      throw refuse('locationId', "The location is not one of the ticket organization's locations");
    }
  }
  if ((orgChanged || changed.has('deviceId')) && next.deviceId !== null) {
    const device = await tdb.kysely
      .selectFrom('devices')
      .select('organization_id')
      .where('id', '=', next.deviceId)
      .where('removed_at', 'is', null)
      .executeTakeFirst();
    if (!device || device.organization_id !== next.organizationId) {
      throw refuse('deviceId', "The device is not one of the ticket organization's devices");
    }
  }
  if (changed.has('requesterUid') && next.requesterUid !== null) {
    if (!(await requesterExists(tdb, next.requesterUid))) throw refuse('requesterUid', 'Unknown requester');
  }
  if (changed.has('assignedAppUserId') && next.assignedAppUserId !== null) {
    await assigneeUid(tdb, next.assignedAppUserId);
  }
  if ((changed.has('parentTicketId') || changed.has('type')) && next.parentTicketId !== null) {
    if (next.type !== 'INCIDENT') throw refuse('parentTicketId', 'Only an incident has a parent problem');
    const parent = await tdb.kysely
      .selectFrom('tickets')
      .select('type')
      .where('id', '=', next.parentTicketId)
      .where('deleted', '=', 0)
      .executeTakeFirst();
    if (!parent || parent.type !== 'PROBLEM' || next.parentTicketId === ticketId) {
      throw refuse('parentTicketId', 'The parent must be a problem');
    }
  }
  if (changed.has('tagIds') && next.tagIds.length > 0) {
    const found = await tdb.kysely.selectFrom('tags').select('id').where('id', 'in', next.tagIds).execute();
    if (found.length !== next.tagIds.length) throw refuse('tagIds', 'Unknown tag');
  }
  if (changed.has('ticketFormId') && next.ticketFormId !== null) {
    const form = await tdb.kysely
      .selectFrom('ticket_forms')
      .select('active')
      .where('id', '=', next.ticketFormId)
      .executeTakeFirst();
    if (!form || !form.active) throw refuse('ticketFormId', 'Unknown or inactive form');
  }
}
