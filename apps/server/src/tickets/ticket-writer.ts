// Writes a new ticket or a change to one inside the caller's transaction: the row, its tags and
// attribute values, one history row per changed field and the derived times, and answers the
// TicketChange describing it. It does not emit: the service (or the rule engine, for its own actions)
// decides who hears of it.
import { NEW_STATUS_ID, type TicketCreate, type TicketPatch, type TicketSource } from '@warden/domain';
import type { Updateable } from 'kysely';
import type { Db } from '../db/database.ts';
import type { TicketTable } from '../db/schema-helpdesk.ts';
import { notFound } from '../http/api-error.ts';
import { attributeValuesOf, checkAttributeValues, storeAttributeValues } from './attribute-values.ts';
import { newReplyToken } from './inbound/reply-token.ts';
import type { TicketActor, TicketChange } from './ticket-events.ts';
import { recordHistory } from './ticket-history.ts';
import { ticketById } from './ticket-queries.ts';
import { checkReferences, statusRef } from './ticket-references.ts';
import { allSortKeys, refreshSortKeys, sortKeyOfColumn } from './ticket-sort-keys.ts';
import {
  changeKeys,
  columnsOf,
  normalised,
  sameValue,
  stateOf,
  type TicketField,
  type TicketState,
  tagIdsOf,
  ticketFields,
} from './ticket-state.ts';

type Diff = TicketChange['diff'];

/** What a ticket is made from: the create body, and where it came from when not a technician's. */
export type NewTicket = TicketCreate & { source?: TicketSource };

const sourceOf: Record<TicketActor['kind'], TicketSource> = {
  TECHNICIAN: 'TECHNICIAN',
  END_USER: 'END_USER',
  EMAIL: 'EMAIL',
  AUTOMATION: 'AUTOMATION',
  SYSTEM: 'API',
};

async function uidOfUser(tdb: Db, userId: number | null): Promise<string | null> {
  if (userId === null) return null;
  const row = await tdb.kysely.selectFrom('users').select('uid').where('id', '=', userId).executeTakeFirst();
  return row?.uid ?? null;
}

async function defaultFormId(tdb: Db): Promise<number | null> {
  const row = await tdb.kysely
    .selectFrom('ticket_forms')
    .select('id')
    .where('is_default', '=', 1)
    .where('active', '=', 1)
    .executeTakeFirst();
  return row?.id ?? null;
}

/** A diff value as rules and history name it: people by uid. */
async function diffValue(tdb: Db, field: TicketField, state: TicketState): Promise<unknown> {
  if (field === 'assignedAppUserId') return uidOfUser(tdb, state.assignedAppUserId);
  return state[field];
}

/** The times a change by `actor` refreshes on a ticket in state `next`. */
export function touchedTimes(
  actor: TicketActor,
  next: Pick<TicketState, 'assignedAppUserId' | 'requesterUid'>,
  now: string,
): Updateable<TicketTable> {
  const times: Updateable<TicketTable> = { last_updated: now, last_updated_by: actor.name };
  if (actor.userId !== undefined && actor.userId === next.assignedAppUserId) {
    times.last_updated_time_by_assignee = now;
  }
  if (actor.uid !== null && actor.uid === next.requesterUid) times.last_updated_time_by_requester = now;
  return times;
}

async function writeTags(tdb: Db, ticketId: number, tagIds: string[], replace: boolean): Promise<void> {
  if (replace) await tdb.kysely.deleteFrom('ticket_tags').where('ticket_id', '=', ticketId).execute();
  if (tagIds.length === 0) return;
  await tdb.kysely
    .insertInto('ticket_tags')
    .values(tagIds.map((tag_id) => ({ ticket_id: ticketId, tag_id })))
    .execute();
}

export async function insertTicket(
  tdb: Db,
  actor: TicketActor,
  input: NewTicket,
  now: string,
): Promise<TicketChange> {
  const state: TicketState = {
    summary: input.summary,
    description: input.description,
    statusId: input.statusId ?? NEW_STATUS_ID,
    priority: input.priority,
    severity: input.severity,
    type: input.type,
    parentTicketId: input.parentTicketId,
    source: input.source ?? sourceOf[actor.kind],
    organizationId: input.organizationId,
    locationId: input.locationId,
    deviceId: input.deviceId,
    requesterUid: input.requesterUid,
    assignedAppUserId: input.assignedAppUserId,
    ccList: normalised('ccList', input.ccList),
    tagIds: normalised('tagIds', input.tagIds),
    ticketFormId: input.ticketFormId === undefined ? await defaultFormId(tdb) : input.ticketFormId,
  };
  await checkReferences(tdb, null, state, new Set(ticketFields));
  const status = await statusRef(tdb, state.statusId);
  const attributes = await checkAttributeValues(tdb, input.attributes);

  const { id } = await tdb.kysely
    .insertInto('tickets')
    .values({
      ...(columnsOf(state) as Required<ReturnType<typeof columnsOf>>),
      ...touchedTimes(actor, state, now),
      create_time: now,
      last_updated: now,
      solved_time: status.solved ? now : null,
      assigned_time: state.assignedAppUserId === null ? null : now,
      status_changed_time: now,
      reply_token: newReplyToken(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await refreshSortKeys(tdb, allSortKeys, (eb) => eb('tickets.id', '=', id));
  await writeTags(tdb, id, state.tagIds, false);
  await storeAttributeValues(tdb, id, attributes);

  const diff: Diff = {};
  for (const field of ticketFields) {
    diff[changeKeys[field]] = { old: null, new: await diffValue(tdb, field, state) };
  }
  for (const [attributeId, { value }] of attributes) {
    if (value !== null) diff[`attribute:${attributeId}`] = { old: null, new: value };
  }
  await recordHistory(tdb, id, actor, now, { created: { old: null, new: { summary: state.summary } } });
  return { ticketId: id, event: 'INSERT', diff, actor, depth: 0, firedRules: new Set() };
}

/** The state after a patch, with what follows from it: no parent unless an incident, no location or device of another organisation. */
function nextState(current: TicketState, patch: TicketPatch): TicketState {
  const next: TicketState = { ...current };
  for (const field of ticketFields) {
    const value = patch[field as keyof TicketPatch];
    if (value !== undefined) (next as Record<string, unknown>)[field] = normalised(field, value as never);
  }
  if (next.type !== 'INCIDENT' && patch.parentTicketId === undefined) next.parentTicketId = null;
  if (next.organizationId !== current.organizationId) {
    if (patch.locationId === undefined) next.locationId = null;
    if (patch.deviceId === undefined) next.deviceId = null;
  }
  return next;
}

export async function applyTicketPatch(
  tdb: Db,
  actor: TicketActor,
  ticketId: number,
  patch: TicketPatch,
  now: string,
): Promise<TicketChange> {
  const row = await ticketById(tdb, ticketId);
  if (!row) throw notFound('Ticket');
  const current = stateOf(row, await tagIdsOf(tdb, ticketId));
  const next = nextState(current, patch);
  const changed = new Set(ticketFields.filter((f) => !sameValue(current[f], next[f])));
  await checkReferences(tdb, ticketId, next, changed);

  const diff: Diff = {};
  for (const field of changed) {
    diff[changeKeys[field]] = {
      old: await diffValue(tdb, field, current),
      new: await diffValue(tdb, field, next),
    };
  }
  const checked = await checkAttributeValues(tdb, patch.attributes ?? {});
  const before = (await attributeValuesOf(tdb, [ticketId])).get(ticketId) ?? new Map();
  for (const [attributeId, { value }] of checked) {
    const old = before.get(attributeId) ?? null;
    if (sameValue(old, value)) checked.delete(attributeId);
    else diff[`attribute:${attributeId}`] = { old, new: value };
  }
  const change: TicketChange = { ticketId, event: 'UPDATE', diff, actor, depth: 0, firedRules: new Set() };
  if (Object.keys(diff).length === 0) return change;

  const set: Updateable<TicketTable> = {
    ...columnsOf(Object.fromEntries([...changed].map((f) => [f, next[f]]))),
    ...touchedTimes(actor, next, now),
  };
  if (changed.has('statusId')) {
    const [was, is] = [await statusRef(tdb, current.statusId), await statusRef(tdb, next.statusId)];
    set.status_changed_time = now;
    if (is.solved && !was.solved) set.solved_time = now;
    if (!is.solved && was.solved) set.solved_time = null;
  }
  if (changed.has('assignedAppUserId')) set.assigned_time = next.assignedAppUserId === null ? null : now;
  await tdb.kysely.updateTable('tickets').set(set).where('id', '=', ticketId).execute();
  const keys = Object.keys(set).flatMap((c) => sortKeyOfColumn[c] ?? []);
  await refreshSortKeys(tdb, keys, (eb) => eb('tickets.id', '=', ticketId));
  if (changed.has('tagIds')) await writeTags(tdb, ticketId, next.tagIds, true);
  await storeAttributeValues(tdb, ticketId, checked);
  await recordHistory(tdb, ticketId, actor, now, diff);
  return change;
}
