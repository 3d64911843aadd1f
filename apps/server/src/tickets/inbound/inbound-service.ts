// Decides what each inbound message becomes (a new ticket, a requester's comment, or nothing) and
// records it. Tickets and comments go through the same services as the console's, so rules see them.
import type { ActorKind } from '@warden/domain';
import type { FastifyBaseLogger } from 'fastify';
import pLimit from 'p-limit';
import type { Db } from '../../db/database.ts';
import { ApiError } from '../../http/api-error.ts';
import { assertTicketingEnabled } from '../../ticketing/ticketing-settings.ts';
import { addComment } from '../comment-service.ts';
import { type TicketActor, type TicketEventListener, TicketEvents } from '../ticket-events.ts';
import { createTicket, type TicketDeps } from '../ticket-service.ts';
import { autoReplyReason } from './auto-reply.ts';
import {
  insertCommentAttachments,
  keptAttachments,
  removeStoredFiles,
  type StoredFile,
  writeAttachmentFiles,
} from './inbound-attachments.ts';
import { alreadyReceived, type InboundOutcome, recordInbound, updateInbound } from './inbound-log.ts';
import { type Envelope, type MailAddress, type ParsedMessage, parseMessage } from './parse-message.ts';
import { stripQuotedHistory } from './quoted-history.ts';
import { findReplyTokens } from './reply-token.ts';
import { findOrCreateRequester } from './requester.ts';

export interface InboundDeps extends TicketDeps {
  attachmentsDir: string;
  log: FastifyBaseLogger;
}

export interface InboundResult {
  outcome: InboundOutcome;
  ticketId: number | null;
  commentId: number | null;
}

// The ticket contract's own limits: a longer subject or body is cut rather than refused.
const MAX_SUMMARY = 200;
const MAX_DESCRIPTION = 20_000;
const MAX_COMMENT = 50_000;
const MAX_HTML = 500_000;
const NO_SUBJECT = '(no subject)';
const NO_TEXT = '(no text)';
const EMAIL: ActorKind = 'EMAIL';

/**
 * One message at a time: two copies of a message, or two first messages from one new sender, would
 * otherwise both pass the duplicate and requester checks before either is stored.
 */
export function createInboundReceiver(deps: InboundDeps) {
  const queue = pLimit(1);
  return (raw: Buffer, envelope: Envelope): Promise<InboundResult> =>
    queue(() => receiveMessage(deps, raw, envelope));
}

export async function receiveMessage(
  deps: InboundDeps,
  raw: Buffer,
  envelope: Envelope,
): Promise<InboundResult> {
  const message = await parseMessage(raw);
  const ignore = async (outcome: InboundOutcome, error: string | null = null): Promise<InboundResult> => {
    await recordInbound(deps.db, message, { outcome, error });
    return { outcome, ticketId: null, commentId: null };
  };
  const automatic = autoReplyReason(message, envelope);
  if (automatic) {
    deps.log.info({ messageId: message.messageId, reason: automatic }, 'Inbound auto-reply ignored');
    return ignore('IGNORED_AUTO_REPLY', null);
  }
  if (await alreadyReceived(deps.db, message.messageId)) return ignore('IGNORED_DUPLICATE');
  if (!message.from) return ignore('REJECTED', 'The message names no sender');
  const sender = message.from;

  try {
    const ticketId = await ticketAcceptingReply(deps.db, findReplyTokens(message, envelope));
    if (ticketId !== null) return await addReply(deps, message, sender, ticketId);
    return await openTicket(deps, message, sender);
  } catch (error) {
    // A message the ticket rules refuse stays refused however often it is sent: record it and accept
    // it, rather than have the sender retry it for days.
    if (error instanceof ApiError && error.statusCode < 500) {
      deps.log.warn({ err: error, messageId: message.messageId }, 'Inbound message refused');
      return ignore('REJECTED', fieldsMessage(error));
    }
    throw error;
  }
}

/** The first named ticket whose last notification asked for an answer; tokens compare exactly. */
async function ticketAcceptingReply(db: Db, tokens: string[]): Promise<number | null> {
  if (tokens.length === 0) return null;
  const rows = await db.kysely
    .selectFrom('tickets')
    .select(['id', 'reply_token'])
    .where('reply_token', 'in', tokens)
    .where('allow_response', '=', 1)
    .where('deleted', '=', 0)
    .execute();
  const byToken = new Map(rows.map((r) => [r.reply_token, r.id]));
  for (const token of tokens) {
    const id = byToken.get(token);
    if (id !== undefined) return id;
  }
  return null;
}

async function openTicket(
  deps: InboundDeps,
  message: ParsedMessage,
  sender: MailAddress,
): Promise<InboundResult> {
  // Before the requester: mail refused while ticketing is off creates no contact either.
  await assertTicketingEnabled(deps.db);
  const requester = await findOrCreateRequester(deps.db, sender);
  const actor: TicketActor = { kind: EMAIL, uid: requester.uid, name: requester.name };
  const { kept, dropped } = await keptAttachments(deps.db, message.attachments);
  const files = await writeAttachmentFiles(deps.attachmentsDir, kept);
  let inboundId = 0;
  let change: Awaited<ReturnType<typeof createTicket>>;
  try {
    change = await createTicket(
      withFirstChange(deps, async (tdb, created) => {
        inboundId = await recordInbound(tdb, message, {
          outcome: 'TICKET_CREATED',
          ticketId: created.ticketId,
          error: dropped,
        });
      }),
      actor,
      {
        summary: (message.subject || NO_SUBJECT).slice(0, MAX_SUMMARY),
        description: message.text.trim().slice(0, MAX_DESCRIPTION),
        organizationId: requester.organizationId,
        requesterUid: requester.uid,
        source: 'EMAIL',
      },
    );
  } catch (error) {
    await removeStoredFiles(deps.attachmentsDir, files);
    throw error;
  }
  const result: InboundResult = { outcome: 'TICKET_CREATED', ticketId: change.ticketId, commentId: null };
  if (files.length === 0) return result;
  // A ticket holds no files itself; they arrive as the requester's first comment. The ticket is
  // already stored, so a failure here is recorded rather than retried into a second ticket.
  try {
    const body = `Attached to the e-mail: ${files.map((f) => f.name).join(', ')}`.slice(0, MAX_COMMENT);
    result.commentId = await commentWithFiles(
      deps,
      actor,
      change.ticketId,
      { body, htmlBody: null },
      files,
      inboundId,
    );
  } catch (error) {
    await removeStoredFiles(deps.attachmentsDir, files);
    await updateInbound(deps.db, inboundId, { error: `Attachments not kept: ${(error as Error).message}` });
    deps.log.error({ err: error, ticketId: change.ticketId }, 'Inbound attachments could not be kept');
  }
  return result;
}

async function addReply(
  deps: InboundDeps,
  message: ParsedMessage,
  sender: MailAddress,
  ticketId: number,
): Promise<InboundResult> {
  const actor: TicketActor = { kind: EMAIL, ...(await knownAuthor(deps.db, sender)) };
  const reply = stripQuotedHistory(message.text);
  // The HTML version still holds the history the text lost, so it is kept only when nothing was cut.
  const html = !reply.cut && message.html && message.html.length <= MAX_HTML ? message.html : null;
  const { kept, dropped } = await keptAttachments(deps.db, message.attachments);
  const files = await writeAttachmentFiles(deps.attachmentsDir, kept);
  const text = reply.text || NO_TEXT;
  // The note goes last and is kept whole, so a long reply loses its own end rather than the note.
  const body = dropped ? `${text.slice(0, MAX_COMMENT - dropped.length - 2)}\n\n${dropped}` : text;
  try {
    const commentId = await commentWithFiles(
      deps,
      actor,
      ticketId,
      { body: body.slice(0, MAX_COMMENT), htmlBody: dropped ? null : html },
      files,
      null,
      message,
      dropped,
    );
    return { outcome: 'COMMENT_ADDED', ticketId, commentId };
  } catch (error) {
    await removeStoredFiles(deps.attachmentsDir, files);
    throw error;
  }
}

/**
 * A public comment whose files, and the message's record, are written in the comment's own
 * transaction before the rules hear of it: either all of it is stored or none.
 */
async function commentWithFiles(
  deps: InboundDeps,
  actor: TicketActor,
  ticketId: number,
  content: { body: string; htmlBody: string | null },
  files: StoredFile[],
  inboundId: number | null,
  message?: ParsedMessage,
  note: string | null = null,
): Promise<number> {
  const change = await addComment(
    withFirstChange(deps, async (tdb, commented) => {
      const commentId = commented.comment?.id;
      if (commentId === undefined) throw new Error('A comment change names no comment');
      await insertCommentAttachments(tdb, files, { commentId, userId: await attachmentOwnerId(tdb) });
      if (inboundId !== null) await updateInbound(tdb, inboundId, { commentId });
      if (message) {
        await recordInbound(tdb, message, { outcome: 'COMMENT_ADDED', ticketId, commentId, error: note });
      }
    }),
    actor,
    ticketId,
    { ...content, isPublic: true },
  );
  return change.comment?.id ?? 0;
}

/** deps whose events run `first` on the call's own change, inside its transaction, before the rules. */
function withFirstChange(deps: InboundDeps, first: TicketEventListener): TicketDeps {
  const events = new TicketEvents();
  let done = false;
  events.on(async (tdb, change) => {
    if (done) return;
    done = true;
    await first(tdb, change);
  });
  events.on((tdb, change) => deps.events.emit(tdb, change));
  return { db: deps.db, events, ...(deps.afterCommit ? { afterCommit: deps.afterCommit } : {}) };
}

/** The person with the sender's address, if Warden knows them; replies create nobody. */
async function knownAuthor(db: Db, sender: MailAddress): Promise<{ uid: string | null; name: string }> {
  const person = await db.kysely
    .selectFrom('end_users')
    .select(['uid', 'name'])
    .where('email_lower', '=', sender.address.toLowerCase())
    .where('deleted', '=', 0)
    .orderBy('id')
    .executeTakeFirst();
  return person ?? { uid: null, name: sender.name || sender.address };
}

/**
 * attachments.user_id names who uploaded a file and may not be empty; mail has no uploader, so its
 * files are held by the first technician (the administrator created at first start).
 */
async function attachmentOwnerId(tdb: Db): Promise<number> {
  const owner = await tdb.kysely
    .selectFrom('users')
    .select('id')
    .where('user_type', '=', 'TECHNICIAN')
    .orderBy('id')
    .executeTakeFirstOrThrow();
  return owner.id;
}

function fieldsMessage(error: ApiError): string {
  const fields = Object.entries(error.fields ?? {}).map(([field, text]) => `${field}: ${text}`);
  return [error.message, ...fields].join('; ');
}
