// What a time rule does to a ticket it fires on again after a reset (its `retrigger`): open a new
// ticket from its ticket-create settings, or put the ticket back to a status with the given tags,
// priority and severity. See docs/helpdesk.md, "Time-based rules".
import type { AutomationRule } from '@warden/domain';
import type { Db } from '../db/database.ts';
import { notFound } from '../http/api-error.ts';
import type { TicketChange } from '../tickets/ticket-events.ts';
import { ticketById } from '../tickets/ticket-queries.ts';
import { tagIdsOf } from '../tickets/ticket-state.ts';
import { applyTicketPatch, insertTicket } from '../tickets/ticket-writer.ts';
import { ruleActor } from './fire-rule.ts';

export interface Retriggered {
  /** The ticket the rule's actions now run on: the new one, or the same one. */
  ticketId: number;
  change: TicketChange | null;
}

async function ownerUid(tdb: Db, ruleId: number): Promise<string | null> {
  const row = await tdb.kysely
    .selectFrom('automation_rules')
    .innerJoin('users', 'users.id', 'automation_rules.created_by')
    .select('users.uid')
    .where('automation_rules.id', '=', ruleId)
    .executeTakeFirst();
  return row?.uid ?? null;
}

export async function retrigger(
  tdb: Db,
  rule: AutomationRule,
  ticketId: number,
  now: string,
): Promise<Retriggered> {
  const settings = rule.retrigger;
  if (!settings) return { ticketId, change: null };
  const actor = ruleActor(rule);
  const ticket = await ticketById(tdb, ticketId);
  if (!ticket) throw notFound('Ticket');

  if (settings.createNewTicket && rule.ticketCreate) {
    const create = rule.ticketCreate;
    const change = await insertTicket(
      tdb,
      actor,
      {
        summary: ticket.summary,
        description: ticket.description,
        statusId: create.status,
        priority: (create.priority ?? ticket.priority) as never,
        severity: (create.severity ?? ticket.severity) as never,
        type: ticket.type as never,
        parentTicketId: null,
        organizationId: ticket.organization_id,
        locationId: ticket.location_id,
        deviceId: ticket.device_id,
        requesterUid: create.useOwnerAsRequester ? await ownerUid(tdb, rule.id) : ticket.requester_uid,
        assignedAppUserId: null,
        ccList: { uids: [], emails: [] },
        tagIds: create.tags,
        ticketFormId: create.ticketFormId,
        attributes: {},
        source: 'AUTOMATION',
      },
      now,
    );
    return { ticketId: change.ticketId, change };
  }

  const tags = new Set([...(await tagIdsOf(tdb, ticketId)), ...settings.retriggerTags]);
  const change = await applyTicketPatch(
    tdb,
    actor,
    ticketId,
    {
      ...(settings.retriggerStatus !== null ? { statusId: settings.retriggerStatus } : {}),
      ...(settings.retriggerPriority ? { priority: settings.retriggerPriority } : {}),
      ...(settings.retriggerSeverity ? { severity: settings.retriggerSeverity } : {}),
      tagIds: [...tags],
    },
    now,
  );
  return { ticketId, change: Object.keys(change.diff).length ? change : null };
}
