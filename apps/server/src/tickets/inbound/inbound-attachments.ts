// Keeps a message's attachments in the attachment store: one file per token and one row linked to the
// comment they arrived with, as an upload claimed by a ticket comment would be.
import { createHash, randomBytes } from 'node:crypto';
import fsp from 'node:fs/promises';
import { attachmentPath } from '../../attachments/attachment-store.ts';
import { cleanFileName } from '../../attachments/upload-service.ts';
import type { Db } from '../../db/database.ts';
import { nowIso } from '../../db/database.ts';
import { getTicketingSettings } from '../../ticketing/ticketing-settings.ts';
import type { MailAttachment } from './parse-message.ts';

export interface StoredFile {
  token: string;
  name: string;
  contentType: string;
  size: number;
  sha256: string;
}

/**
 * The files a message may keep: none while the ticketing settings turn attaching off. The message
 * itself is still taken in; `dropped` says which files were left out, for its comment and log.
 */
export async function keptAttachments(
  db: Db,
  attachments: MailAttachment[],
): Promise<{ kept: MailAttachment[]; dropped: string | null }> {
  if (attachments.length === 0 || (await getTicketingSettings(db)).attachmentSettings.canAttachFiles) {
    return { kept: attachments, dropped: null };
  }
  const names = attachments.map((a) => cleanFileName(a.filename)).join(', ');
  return { kept: [], dropped: `Files not kept, attaching files is turned off: ${names}` };
}

// A declared type that is not a plain type/subtype is not repeated in the download's header.
const contentTypePattern = /^[a-z0-9!#$&^_.+-]+\/[a-z0-9!#$&^_.+-]+$/;

/**
 * Writes the files before anything refers to them; the caller links them in its transaction and
 * removes them with removeStoredFiles when that fails, so no row points at a missing file.
 */
export async function writeAttachmentFiles(
  dir: string,
  attachments: MailAttachment[],
): Promise<StoredFile[]> {
  await fsp.mkdir(dir, { recursive: true });
  const stored: StoredFile[] = [];
  try {
    for (const attachment of attachments) {
      const token = randomBytes(24).toString('base64url');
      const target = attachmentPath(dir, token);
      await fsp.writeFile(`${target}.part`, attachment.content, { flag: 'wx' });
      await fsp.rename(`${target}.part`, target);
      stored.push({
        token,
        name: cleanFileName(attachment.filename),
        contentType: contentTypePattern.test(attachment.contentType)
          ? attachment.contentType
          : 'application/octet-stream',
        size: attachment.content.length,
        sha256: createHash('sha256').update(attachment.content).digest('hex'),
      });
    }
    return stored;
  } catch (error) {
    await removeStoredFiles(dir, stored);
    throw error;
  }
}

export async function removeStoredFiles(dir: string, files: StoredFile[]): Promise<void> {
  await Promise.all(files.map((f) => fsp.rm(attachmentPath(dir, f.token), { force: true })));
}

/** The rows for files already written, linked to the comment they arrived with. */
export async function insertCommentAttachments(
  tdb: Db,
  files: StoredFile[],
  link: { commentId: number; userId: number },
): Promise<void> {
  if (files.length === 0) return;
  const createdAt = nowIso();
  await tdb.kysely
    .insertInto('attachments')
    .values(
      files.map((f) => ({
        token: f.token,
        user_id: link.userId,
        purpose: 'TICKET_COMMENT' as const,
        name: f.name,
        content_type: f.contentType,
        size: f.size,
        sha256: f.sha256,
        status: 'LINKED' as const,
        linked_kind: 'TICKET_COMMENT',
        linked_id: link.commentId,
        created_at: createdAt,
      })),
    )
    .execute();
}
