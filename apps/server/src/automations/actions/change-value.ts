// TICKET_CHANGE_VALUE: the rule's changes (properties, attributes, CC list, tags) made into one ticket
// patch and written by the ticket writer as the rule, so history names it and the chain hears of it.
import {
  CURRENT_USER,
  type changeValueActionSchema,
  type TicketPatch,
  ticketPatchSchema,
} from '@warden/domain';
import type { z } from 'zod';
import { ticketById } from '../../tickets/ticket-queries.ts';
import { stateOf, tagIdsOf } from '../../tickets/ticket-state.ts';
import { applyTicketPatch } from '../../tickets/ticket-writer.ts';
import type { ActionContext, ActionOutcome } from './action-context.ts';

type ChangeValue = z.infer<typeof changeValueActionSchema>;
type Properties = Extract<ChangeValue['changes'][number], { field: 'ticket' }>['properties'];

/** A property naming the current user means the person the rule runs for; without one it is left alone. */
function propertyPatch(ctx: ActionContext, p: Properties): Record<string, unknown> {
  const patch: Record<string, unknown> = {};
  if (p.organization !== undefined) patch.organizationId = p.organization;
  if (p.status !== undefined) patch.statusId = p.status;
  if (p.severity !== undefined) patch.severity = p.severity;
  if (p.priority !== undefined) patch.priority = p.priority;
  if (p.summary !== undefined) patch.summary = p.summary;
  if (p.assignedAppUserId === CURRENT_USER) {
    if (ctx.currentUser?.userId !== undefined) patch.assignedAppUserId = ctx.currentUser.userId;
  } else if (p.assignedAppUserId !== undefined) patch.assignedAppUserId = p.assignedAppUserId;
  if (p.requesterUid === CURRENT_USER) {
    if (ctx.currentUser?.uid) patch.requesterUid = ctx.currentUser.uid;
  } else if (p.requesterUid !== undefined) patch.requesterUid = p.requesterUid;
  return patch;
}

export async function changeValues(ctx: ActionContext, action: ChangeValue): Promise<ActionOutcome> {
  const row = await ticketById(ctx.tdb, ctx.ticketId);
  if (!row) return { status: 'SKIPPED', detail: 'The ticket no longer exists' };
  const state = stateOf(row, await tagIdsOf(ctx.tdb, ctx.ticketId));
  let tags = state.tagIds;
  let cc = state.ccList;
  const patch: Record<string, unknown> = {};
  for (const change of action.changes) {
    switch (change.field) {
      case 'ticket':
        Object.assign(patch, propertyPatch(ctx, change.properties));
        break;
      case 'attributes':
        patch.attributes = { ...((patch.attributes as object) ?? {}), ...change.value };
        break;
      case 'add_cc_list':
        cc = { uids: [...cc.uids, ...change.value.uids], emails: [...cc.emails, ...change.value.emails] };
        patch.ccList = cc;
        break;
      case 'set_cc_list':
        cc = change.value;
        patch.ccList = cc;
        break;
      case 'add_tags':
        tags = [...tags, ...change.value];
        patch.tagIds = tags;
        break;
      case 'remove_tags':
        tags = tags.filter((tag) => !change.value.includes(tag));
        patch.tagIds = tags;
        break;
      case 'set_tags':
        tags = change.value;
        patch.tagIds = tags;
        break;
    }
  }
  const checked: TicketPatch = ticketPatchSchema.parse(patch);
  const written = await applyTicketPatch(ctx.tdb, ctx.actor, ctx.ticketId, checked, ctx.now);
  const changed = Object.keys(written.diff);
  if (changed.length === 0) return { status: 'DONE', detail: 'Nothing to change' };
  return { status: 'DONE', detail: `Changed ${changed.join(', ')}`, changes: [written] };
}
