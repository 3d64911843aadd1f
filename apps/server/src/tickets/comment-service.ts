// Comments on a ticket, whoever writes them (a technician, a requester by mail, a rule): one
// transaction stores the sanitised comment, claims its uploads, refreshes the response times, records
// it in the history, mails mentioned technicians and hands a COMMENT change to the event listeners.
import {
  type CommentAttachment,
  IMAGE_MIME_TYPES,
  inlineContentIds,
  mentionedUserIds,
  type TicketComment,
  type TicketCommentInput,
  ticketCommentInputSchema,
} from '@warden/domain';
import type { Updateable } from 'kysely';
import { findTempUploads, linkAttachments } from '../attachments/attachment-store.ts';
import { COMMENT_FILE_KIND } from '../attachments/comment-file-access.ts';
import { type Db, nowIso } from '../db/database.ts';
import type { TicketTable } from '../db/schema-helpdesk.ts';
import { badRequest, notFound } from '../http/api-error.ts';
import { getTicketingSettings } from '../ticketing/ticketing-settings.ts';
import { checkedInput } from './checked-input.ts';
import { sanitizeCommentHtml } from './comment-html.ts';
import { mailMentionedTechnicians, mentionableTechnicians } from './mention-mail.ts';
import type { TicketActor, TicketChange } from './ticket-events.ts';
import { recordHistory } from './ticket-history.ts';
import { ticketById } from './ticket-queries.ts';
import { inTicketTransaction, type TicketDeps } from './ticket-service.ts';
import { stateOf, tagIdsOf } from './ticket-state.ts';
import { touchedTimes } from './ticket-writer.ts';

export const COMMENT_ATTACHMENT_KIND = COMMENT_FILE_KIND;

/** The uploads a comment names: the author's own unused TICKET_COMMENT uploads, each once. */
async function claimableUploads(tdb: Db, actor: TicketActor, tokens: string[]) {
  if (tokens.length === 0) return [];
  const unusable = () =>
    badRequest('An attachment is unknown, already used or not yours; upload it again', {
      uploads: 'Unknown or already used attachment',
    });
  if (new Set(tokens).size !== tokens.length) {
    throw badRequest('An attachment is listed twice', { uploads: 'Duplicate attachment' });
  }
  if (!(await getTicketingSettings(tdb)).attachmentSettings.canAttachFiles) {
    throw badRequest('Attaching files is turned off in the ticketing settings', {
      uploads: 'Files cannot be attached to comments',
    });
  }
  if (actor.userId === undefined) throw unusable();
  const found = await findTempUploads(tdb, actor.userId, 'TICKET_COMMENT', tokens);
  if (found.length !== tokens.length) throw unusable();
  return found;
}

/** The claimed uploads the comment's HTML may show inline: images, by their token as content id. */
const inlineImageTokens = (claimed: readonly { token: string; content_type: string }[]) =>
  new Set(claimed.filter((u) => IMAGE_MIME_TYPES.includes(u.content_type)).map((u) => u.token));

/** Response times: a public comment is the customer's answer or the technician's. */
export function responseTimes(actor: TicketActor, isPublic: boolean, now: string): Updateable<TicketTable> {
  if (!isPublic) return {};
  if (actor.kind === 'END_USER' || actor.kind === 'EMAIL') return { customer_responded_time: now };
  if (actor.kind === 'TECHNICIAN') return { technician_responded_time: now };
  return {};
}

/** Inside the caller's transaction, without emitting: the rule engine emits its own comments in the chain. */
export async function writeComment(
  tdb: Db,
  actor: TicketActor,
  ticketId: number,
  input: ReturnType<typeof ticketCommentInputSchema.parse>,
  now: string,
): Promise<TicketChange> {
  const ticket = await ticketById(tdb, ticketId);
  if (!ticket) throw notFound('Ticket');
  const tokens = input.uploads.map((u) => u.resourceId);
  const claimed = await claimableUploads(tdb, actor, tokens);
  const html =
    input.htmlBody === null ? null : sanitizeCommentHtml(input.htmlBody, inlineImageTokens(claimed));
  const tagged = (await mentionableTechnicians(tdb, ticket, mentionedUserIds(input.body))).map((u) => u.id);

  const { id } = await tdb.kysely
    .insertInto('ticket_comments')
    .values({
      ticket_id: ticketId,
      public: input.isPublic ? 1 : 0,
      body: input.body,
      html_body: html,
      author_kind: actor.kind,
      author_uid: actor.uid,
      author_name: actor.name,
      technicians_tagged: JSON.stringify(tagged),
      rule_id: actor.ruleId ?? null,
      created_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await linkAttachments(tdb, tokens, { kind: COMMENT_ATTACHMENT_KIND, id });
  const state = stateOf(ticket, await tagIdsOf(tdb, ticketId));
  await tdb.kysely
    .updateTable('tickets')
    .set({ ...touchedTimes(actor, state, now), ...responseTimes(actor, input.isPublic, now) })
    .where('id', '=', ticketId)
    .execute();
  await recordHistory(tdb, ticketId, actor, now, {
    comment: { old: null, new: { id, isPublic: input.isPublic } },
  });
  await mailMentionedTechnicians(
    tdb,
    ticket,
    { body: input.body, authorName: actor.name, authorUserId: actor.userId },
    tagged,
  );
  return {
    ticketId,
    event: 'COMMENT',
    diff: {},
    comment: { id, isPublic: input.isPublic, authorKind: actor.kind, authorUid: actor.uid },
    actor,
    depth: 0,
    firedRules: new Set(),
  };
}

export async function addComment(
  deps: TicketDeps,
  actor: TicketActor,
  ticketId: number,
  input: TicketCommentInput,
): Promise<TicketChange> {
  const checked = checkedInput(ticketCommentInputSchema, input, 'comment');
  return inTicketTransaction(deps, (tdb) => writeComment(tdb, actor, ticketId, checked, nowIso()));
}

/**
 * A comment's file: stored whole before the comment is, so always READY; an image its HTML shows is
 * inline, named in the HTML by its token as content id.
 */
function presentCommentFile(
  f: { id: number; token: string; name: string; content_type: string; size: number },
  inline: boolean,
): CommentAttachment {
  return {
    id: f.id,
    name: f.name,
    contentType: f.content_type,
    size: f.size,
    uploadStatus: 'READY',
    metadata: { name: f.name, contentId: inline ? f.token : null, inline },
  };
}

/** A ticket's comments, oldest first, with their attachments. */
export async function ticketComments(db: Db, ticketId: number): Promise<TicketComment[]> {
  const rows = await db.kysely
    .selectFrom('ticket_comments')
    .selectAll()
    .where('ticket_id', '=', ticketId)
    .orderBy('id')
    .execute();
  const files = rows.length
    ? await db.kysely
        .selectFrom('attachments')
        .select(['id', 'token', 'name', 'content_type', 'size', 'linked_id'])
        .where('linked_kind', '=', COMMENT_ATTACHMENT_KIND)
        .where(
          'linked_id',
          'in',
          rows.map((r) => r.id),
        )
        .orderBy('id')
        .execute()
    : [];
  return rows.map((r) => {
    const inline = new Set(r.html_body === null ? [] : inlineContentIds(r.html_body));
    return {
      id: r.id,
      ticketId: r.ticket_id,
      isPublic: r.public === 1,
      body: r.body,
      htmlBody: r.html_body,
      author: { kind: r.author_kind as TicketActor['kind'], uid: r.author_uid, name: r.author_name },
      techniciansTagged: JSON.parse(r.technicians_tagged) as number[],
      attachments: files
        .filter((f) => f.linked_id === r.id)
        .map((f) => presentCommentFile(f, inline.has(f.token))),
      ruleId: r.rule_id,
      createdAt: r.created_at,
    };
  });
}
