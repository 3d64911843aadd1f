// Comments written on many tickets at once (the time sweep's batch of a rule's comments): the rows,
// the tickets' refreshed times and the history rows each in one statement, the same rows that
// writeComment writes one ticket at a time. Comments with uploads to claim or people to mail about a
// mention are not taken here; the caller writes those one by one.
import { mentionedUserIds, type ticketCommentInputSchema } from '@warden/domain';
import type { Db } from '../db/database.ts';
import { notFound } from '../http/api-error.ts';
import { sanitizeCommentHtml } from './comment-html.ts';
import { responseTimes } from './comment-service.ts';
import type { TicketActor, TicketChange } from './ticket-events.ts';
import { recordHistoryRows } from './ticket-history.ts';
import { touchedTimes } from './ticket-writer.ts';

type CommentInput = ReturnType<typeof ticketCommentInputSchema.parse>;

export interface NewComment {
  ticketId: number;
  input: CommentInput;
}

/** Whether the comment needs nothing but its rows: no uploads to claim, nobody mentioned to mail. */
export function writableAtOnce(input: CommentInput): boolean {
  return input.uploads.length === 0 && mentionedUserIds(input.body).length === 0;
}

/** The tickets, without the deleted, with what their refreshed times depend on. */
async function ticketsToTouch(tdb: Db, ids: number[]) {
  // Deleted tickets are left out here, not in SQL: SQLite, without statistics, would read the whole
  // index on `deleted` rather than the few ids.
  const rows = await tdb.kysely
    .selectFrom('tickets')
    .select(['id', 'deleted', 'assigned_user_id', 'requester_uid'])
    .where('id', 'in', ids)
    .execute();
  return rows.filter((t) => t.deleted === 0);
}

/**
 * One comment on each of several tickets, inside the caller's transaction, without emitting; answers
 * the COMMENT changes in the order given. A ticket missing or deleted fails them all (notFound).
 */
export async function writeCommentsAtOnce(
  tdb: Db,
  actor: TicketActor,
  comments: NewComment[],
  now: string,
): Promise<TicketChange[]> {
  if (comments.length === 0) return [];
  const ids = comments.map((c) => c.ticketId);
  if (new Set(ids).size !== ids.length) throw new Error('One comment per ticket in a batch');
  if (!comments.every((c) => writableAtOnce(c.input))) throw new Error('A comment needs writeComment');
  // An actor that is no ticket's assignee or requester (a rule) refreshes every ticket's times alike:
  // the update itself tells which tickets exist, with no read before it (a round trip per batch).
  const alike = actor.userId === undefined && actor.uid === null;
  const tickets = alike
    ? ids.map((id) => ({ id, assigned_user_id: null, requester_uid: null }))
    : await ticketsToTouch(tdb, ids);
  if (tickets.length !== ids.length) throw notFound('Ticket');

  const isPublic = new Map(comments.map((c) => [c.ticketId, c.input.isPublic]));

  // Tickets whose refreshed times are the same (for a rule's comments, all of them) take one update.
  const byTimes = new Map<string, { times: ReturnType<typeof touchedTimes>; ids: number[] }>();
  for (const ticket of tickets) {
    const times = {
      ...touchedTimes(
        actor,
        { assignedAppUserId: ticket.assigned_user_id, requesterUid: ticket.requester_uid },
        now,
      ),
      ...responseTimes(actor, isPublic.get(ticket.id) ?? false, now),
    };
    const key = JSON.stringify(times);
    const group = byTimes.get(key) ?? { times, ids: [] };
    group.ids.push(ticket.id);
    byTimes.set(key, group);
  }
  let touched = 0;
  for (const { times, ids: group } of byTimes.values()) {
    const rows = await tdb.kysely
      .updateTable('tickets')
      .set(times)
      .where('id', 'in', group)
      .returning(['id', 'deleted'])
      .execute();
    touched += rows.filter((r) => r.deleted === 0).length;
  }
  // A deleted ticket was touched too; the throw has the caller undo it all.
  if (touched !== ids.length) throw notFound('Ticket');

  // A rule's comment is the same html on every ticket: cleaned once.
  const clean = new Map<string, string>();
  const sanitized = (html: string) => {
    if (!clean.has(html)) clean.set(html, sanitizeCommentHtml(html));
    return clean.get(html)!;
  };
  const inserted = await tdb.kysely
    .insertInto('ticket_comments')
    .values(
      comments.map(({ ticketId, input }) => ({
        ticket_id: ticketId,
        public: input.isPublic ? 1 : 0,
        body: input.body,
        html_body: input.htmlBody === null ? null : sanitized(input.htmlBody),
        author_kind: actor.kind,
        author_uid: actor.uid,
        author_name: actor.name,
        technicians_tagged: '[]',
        rule_id: actor.ruleId ?? null,
        created_at: now,
      })),
    )
    .returning(['id', 'ticket_id'])
    .execute();
  // RETURNING's row order is not promised; each ticket has one comment here.
  const idOf = new Map(inserted.map((r) => [r.ticket_id, r.id]));

  await recordHistoryRows(
    tdb,
    comments.map(({ ticketId, input }) => ({
      ticketId,
      actor,
      now,
      diff: { comment: { old: null, new: { id: idOf.get(ticketId), isPublic: input.isPublic } } },
    })),
  );
  return comments.map(({ ticketId, input }) => ({
    ticketId,
    event: 'COMMENT' as const,
    diff: {},
    comment: {
      id: idOf.get(ticketId)!,
      isPublic: input.isPublic,
      authorKind: actor.kind,
      authorUid: actor.uid,
    },
    actor,
    depth: 0,
    firedRules: new Set<number>(),
  }));
}
