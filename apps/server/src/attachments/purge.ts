// Removes uploads nobody claimed within a day, and partial files an interrupted upload left behind.
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Db } from '../db/database.ts';
import { removeAttachments } from './attachment-store.ts';

export const UNCLAIMED_UPLOAD_TTL_MS = 24 * 60 * 60 * 1000;

export async function purgeUnclaimedUploads(db: Db, dir: string, now = Date.now()): Promise<number> {
  const cutoff = new Date(now - UNCLAIMED_UPLOAD_TTL_MS).toISOString();
  const stale = await db.kysely
    .selectFrom('attachments')
    .select('token')
    .where('status', '=', 'TEMP')
    .where('created_at', '<', cutoff)
    .execute();
  await removeAttachments(
    db,
    dir,
    stale.map((r) => r.token),
  );
  await removeStalePartials(dir, now - UNCLAIMED_UPLOAD_TTL_MS);
  return stale.length;
}

async function removeStalePartials(dir: string, cutoffMs: number): Promise<void> {
  const names = await fs.readdir(dir).catch(() => [] as string[]);
  for (const name of names.filter((n) => n.endsWith('.part'))) {
    const file = path.join(dir, name);
    const stat = await fs.stat(file).catch(() => undefined);
    if (stat && stat.mtimeMs < cutoffMs) await fs.rm(file, { force: true });
  }
}
