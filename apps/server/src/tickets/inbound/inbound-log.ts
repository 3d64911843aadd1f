// The inbound_messages table: one row for every message received, whatever became of it, which is also
// how a message delivered twice is recognised.
import type { Db } from '../../db/database.ts';
import { nowIso } from '../../db/database.ts';
import type { ParsedMessage } from './parse-message.ts';

export const inboundOutcomes = [
  'TICKET_CREATED',
  'COMMENT_ADDED',
  'IGNORED_AUTO_REPLY',
  'IGNORED_DUPLICATE',
  'REJECTED',
] as const;
export type InboundOutcome = (typeof inboundOutcomes)[number];

export interface InboundRecord {
  outcome: InboundOutcome;
  ticketId?: number | null;
  commentId?: number | null;
  error?: string | null;
}

/** The column's own limits keep a hostile subject or error from filling the table. */
const MAX_TEXT = 1000;

export async function recordInbound(db: Db, message: ParsedMessage, record: InboundRecord): Promise<number> {
  const { id } = await db.kysely
    .insertInto('inbound_messages')
    .values({
      message_id: message.messageId?.slice(0, MAX_TEXT) ?? null,
      from_address: (message.from?.address ?? '').slice(0, MAX_TEXT),
      subject: message.subject.slice(0, MAX_TEXT),
      outcome: record.outcome,
      ticket_id: record.ticketId ?? null,
      comment_id: record.commentId ?? null,
      error: record.error?.slice(0, MAX_TEXT) ?? null,
      received_at: nowIso(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

export async function updateInbound(db: Db, id: number, change: Partial<InboundRecord>): Promise<void> {
  await db.kysely
    .updateTable('inbound_messages')
    .set({
      ...(change.commentId !== undefined ? { comment_id: change.commentId } : {}),
      ...(change.error !== undefined ? { error: change.error?.slice(0, MAX_TEXT) ?? null } : {}),
    })
    .where('id', '=', id)
    .execute();
}

/** Whether a message with this Message-ID was already taken in (ignored copies do not count). */
export async function alreadyReceived(db: Db, messageId: string | null): Promise<boolean> {
  if (!messageId) return false;
  const row = await db.kysely
    .selectFrom('inbound_messages')
    .select('id')
    .where('message_id', '=', messageId.slice(0, MAX_TEXT))
    .where('outcome', '!=', 'IGNORED_DUPLICATE')
    .executeTakeFirst();
  return row !== undefined;
}
