// Server-side sessions. The cookie holds a random token; the table keeps only its SHA-256.
import { createHash, randomBytes } from 'node:crypto';
import type { Db } from '../db/database.ts';
import { nowIso } from '../db/database.ts';

export const SESSION_COOKIE = 'warden_session';
const IDLE_MS = 12 * 60 * 60_000;
const TOUCH_EVERY_MS = 60_000;

const hashToken = (token: string) => createHash('sha256').update(token).digest('base64url');

export async function createSession(db: Db, userId: number): Promise<{ token: string; csrfToken: string }> {
  const token = randomBytes(32).toString('base64url');
  const csrfToken = randomBytes(24).toString('base64url');
  const now = Date.now();
  await db.kysely
    .insertInto('sessions')
    .values({
      id: hashToken(token),
      user_id: userId,
      csrf_token: csrfToken,
      created_at: new Date(now).toISOString(),
      last_seen_at: new Date(now).toISOString(),
      expires_at: new Date(now + IDLE_MS).toISOString(),
      step_up_at: null,
    })
    .execute();
  return { token, csrfToken };
}

export async function findSession(db: Db, token: string) {
  const row = await db.kysely
    .selectFrom('sessions')
    .selectAll()
    .where('id', '=', hashToken(token))
    .executeTakeFirst();
  if (!row) return undefined;
  const now = Date.now();
  if (Date.parse(row.expires_at) <= now) {
    await db.kysely.deleteFrom('sessions').where('id', '=', row.id).execute();
    return undefined;
  }
  if (now - Date.parse(row.last_seen_at) > TOUCH_EVERY_MS) {
    await db.kysely
      .updateTable('sessions')
      .set({ last_seen_at: nowIso(), expires_at: new Date(now + IDLE_MS).toISOString() })
      .where('id', '=', row.id)
      .execute();
  }
  return row;
}

export async function deleteSession(db: Db, token: string): Promise<void> {
  await db.kysely.deleteFrom('sessions').where('id', '=', hashToken(token)).execute();
}

/** Ends a session known by its id (the stored hash), as an AuthContext carries it. */
export async function deleteSessionById(db: Db, id: string): Promise<void> {
  await db.kysely.deleteFrom('sessions').where('id', '=', id).execute();
}

export async function deleteUserSessions(db: Db, userId: number): Promise<void> {
  await db.kysely.deleteFrom('sessions').where('user_id', '=', userId).execute();
}
