// Who may read a file attached to a ticket comment: the technicians who can reach its ticket, and,
// while the ticketing settings do not require a session, whoever holds a mail link to a file of a
// public comment. Mail links are signed like console links but name no technician, and live a week.
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { AuthContext } from '../auth/auth-context.ts';
import type { Db } from '../db/database.ts';
import { ApiError } from '../http/api-error.ts';
import { reach } from '../http/scope/scope-guard.ts';
import { getTicketingSettings } from '../ticketing/ticketing-settings.ts';
import type { AttachmentRow } from './attachment-store.ts';

export const COMMENT_FILE_KIND = 'TICKET_COMMENT';
export const MAIL_DOWNLOAD_PATH = '/api/attachments/mail-download';
export const MAIL_LINK_TTL_MS = 7 * 24 * 60 * 60_000;

export const isCommentFile = (row: AttachmentRow) =>
  row.linked_kind === COMMENT_FILE_KIND && row.linked_id !== null;

async function commentOf(db: Db, commentId: number) {
  return db.kysely
    .selectFrom('ticket_comments')
    .select(['ticket_id', 'public'])
    .where('id', '=', commentId)
    .executeTakeFirst();
}

/** A comment's file is the ticket's: out of the technician's reach it is a 404, like the ticket. */
export async function assertReachesCommentFile(db: Db, auth: AuthContext, row: AttachmentRow): Promise<void> {
  const comment = await commentOf(db, row.linked_id ?? 0);
  if (!comment) throw new ApiError(404, 'NOT_FOUND', 'Attachment not found');
  try {
    await reach(db, { auth }, 'ticket', comment.ticket_id);
  } catch {
    throw new ApiError(404, 'NOT_FOUND', 'Attachment not found');
  }
}

// Its own key, so a mail link can never pass for a console link or the other way round.
const mailKey = (signingKey: string) => createHmac('sha256', signingKey).update('mail-attachment').digest();
const signature = (signingKey: string, payload: string) =>
  createHmac('sha256', mailKey(signingKey)).update(payload).digest('base64url');

/**
 * The link an e-mail to an end user may carry for a file of a public comment: null while the
 * settings require a session to view attachments, when mails should send people to sign in instead.
 */
export async function mailAttachmentUrl(
  db: Db,
  signingKey: string,
  attachmentToken: string,
  now = Date.now(),
): Promise<string | null> {
  if ((await getTicketingSettings(db)).attachmentSettings.requireAuthToView) return null;
  const payload = `${attachmentToken}.${now + MAIL_LINK_TTL_MS}`;
  return `${MAIL_DOWNLOAD_PATH}?link=${encodeURIComponent(`${payload}.${signature(signingKey, payload)}`)}`;
}

const refused = (message: string) => new ApiError(403, 'FORBIDDEN', message);

/**
 * The attachment token a mail link opens. The settings and the comment are read again on every
 * download, so requiring a session, or making the comment private, closes links already sent.
 */
export async function attachmentFromMailLink(
  db: Db,
  signingKey: string,
  link: string,
  now = Date.now(),
): Promise<string> {
  const [token, expires, sig] = link.split('.');
  if (!token || !expires || !sig) throw refused('This download link is not valid');
  const expected = Buffer.from(signature(signingKey, `${token}.${expires}`));
  const actual = Buffer.from(sig);
  if (expected.length !== actual.length || !timingSafeEqual(expected, actual)) {
    throw refused('This download link is not valid');
  }
  if (Number(expires) <= now) throw refused('This download link has expired');
  if ((await getTicketingSettings(db)).attachmentSettings.requireAuthToView) {
    throw refused('Sign in to Warden to view this file');
  }
  const row = await db.kysely
    .selectFrom('attachments')
    .select(['linked_kind', 'linked_id'])
    .where('token', '=', token)
    .executeTakeFirst();
  const comment =
    row?.linked_kind === COMMENT_FILE_KIND && row.linked_id !== null
      ? await commentOf(db, row.linked_id)
      : undefined;
  if (!comment || comment.public !== 1) throw new ApiError(404, 'NOT_FOUND', 'Attachment not found');
  return token;
}
