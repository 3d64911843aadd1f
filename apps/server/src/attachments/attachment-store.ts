// Where uploads live: one file per token under DATA_DIR/attachments, one row per file. Removing an
// upload removes both; claiming links TEMP uploads to what uses them.
import fs from 'node:fs/promises';
import path from 'node:path';
import type { AttachmentPurpose } from '@warden/domain';
import type { Selectable } from 'kysely';
import type { Db } from '../db/database.ts';
import type { AttachmentTable } from '../db/schema.ts';

export type AttachmentRow = Selectable<AttachmentTable>;

export function attachmentsDir(dataDir: string): string {
  return path.join(dataDir, 'attachments');
}

export function attachmentPath(dir: string, token: string): string {
  // Tokens are base64url, so they cannot climb out of the folder; checked anyway.
  if (!/^[A-Za-z0-9_-]+$/.test(token)) throw new Error('Invalid attachment token');
  return path.join(dir, token);
}

export async function findAttachment(db: Db, token: string): Promise<AttachmentRow | undefined> {
  return db.kysely.selectFrom('attachments').selectAll().where('token', '=', token).executeTakeFirst();
}

export async function findAttachmentById(db: Db, id: number): Promise<AttachmentRow | undefined> {
  return db.kysely.selectFrom('attachments').selectAll().where('id', '=', id).executeTakeFirst();
}

/**
 * The caller's unused uploads of one purpose among these tokens, in the order the tokens are
 * given: files upload in parallel, so the order they were stored in is a race, while the list the
 * technician sees is the order they expect in the mail.
 */
export async function findTempUploads(
  db: Db,
  userId: number,
  purpose: AttachmentPurpose,
  tokens: readonly string[],
): Promise<AttachmentRow[]> {
  if (tokens.length === 0) return [];
  const rows = await db.kysely
    .selectFrom('attachments')
    .selectAll()
    .where('token', 'in', tokens)
    .where('user_id', '=', userId)
    .where('purpose', '=', purpose)
    .where('status', '=', 'TEMP')
    .execute();
  const byToken = new Map(rows.map((row) => [row.token, row]));
  return tokens.flatMap((token) => byToken.get(token) ?? []);
}

/** Removes the rows first, then the files, so no row ever points at a missing file. */
export async function removeAttachments(db: Db, dir: string, tokens: readonly string[]): Promise<void> {
  if (tokens.length === 0) return;
  await db.kysely.deleteFrom('attachments').where('token', 'in', tokens).execute();
  await Promise.all(tokens.map((t) => fs.rm(attachmentPath(dir, t), { force: true })));
}

export async function linkAttachments(
  db: Db,
  tokens: readonly string[],
  link: { kind: string; id: number },
): Promise<void> {
  if (tokens.length === 0) return;
  await db.kysely
    .updateTable('attachments')
    .set({ status: 'LINKED', linked_kind: link.kind, linked_id: link.id })
    .where('token', 'in', tokens)
    .where('status', '=', 'TEMP')
    .execute();
}
