// A comment's files in its notification mail: images its HTML shows inline travel as inline parts
// (each under a fresh Content-ID, so the mail never carries an upload's token), and its other files as
// links. While the ticketing settings require a session to view files, nothing is embedded: the
// images leave the HTML and every file is listed for the reader to open after signing in.
import { randomUUID } from 'node:crypto';
import { inlineContentIds } from '@warden/domain';
import { attachmentPath } from '../../attachments/attachment-store.ts';
import { COMMENT_FILE_KIND, mailAttachmentUrl } from '../../attachments/comment-file-access.ts';
import type { Db } from '../../db/database.ts';
import { sanitizeRichTextHtml } from '../../http/rich-text-html.ts';
import { getTicketingSettings } from '../../ticketing/ticketing-settings.ts';

export interface CommentMailDeps {
  publicUrl: string;
  signingKey: string;
  attachmentsDir: string;
}

/** A file sent with the mail: read from disk by the delivery worker when it sends. */
export interface MailFile {
  name: string;
  path: string;
  contentType: string;
  size: number;
  cid: string;
}

/** A file the mail lists: its download link, or null when only the console can show it. */
export interface ListedFile {
  name: string;
  url: string | null;
}

export interface CommentMail {
  html: string | null;
  inline: MailFile[];
  files: ListedFile[];
}

export async function commentMail(
  tdb: Db,
  comment: { id: number; isPublic: boolean },
  html: string | null,
  deps: CommentMailDeps,
): Promise<CommentMail> {
  const rows = await tdb.kysely
    .selectFrom('attachments')
    .select(['token', 'name', 'content_type', 'size'])
    .where('linked_kind', '=', COMMENT_FILE_KIND)
    .where('linked_id', '=', comment.id)
    .orderBy('id')
    .execute();
  const embed = !(await getTicketingSettings(tdb)).attachmentSettings.requireAuthToView;
  const shown = new Set(embed && html !== null ? inlineContentIds(html) : []);
  const cids = new Map<string, string>();
  const inline: MailFile[] = [];
  const files: ListedFile[] = [];
  const base = deps.publicUrl.replace(/\/+$/, '');
  for (const row of rows) {
    if (shown.has(row.token)) {
      const cid = randomUUID();
      cids.set(row.token, cid);
      inline.push({
        name: row.name,
        path: attachmentPath(deps.attachmentsDir, row.token),
        contentType: row.content_type,
        size: row.size,
        cid,
      });
      continue;
    }
    // Mail links open files of public comments only; a private comment's files are the console's.
    const link = comment.isPublic ? await mailAttachmentUrl(tdb, deps.signingKey, row.token) : null;
    files.push({ name: row.name, url: link && `${base}${link}` });
  }
  // The stored HTML is already clean; this pass only swaps or drops its images.
  const mailHtml = html === null ? null : sanitizeRichTextHtml(html, (token) => cids.get(token) ?? null);
  return { html: mailHtml, inline, files };
}
