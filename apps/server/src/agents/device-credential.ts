// Device credentials: "<device uid>.<secret>", of which the server keeps only a SHA-256. Every agent
// call presents it as a bearer token, and each accepted call counts as contact from the device. A
// device awaiting approval is refused.
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { isPending } from '../approvals/approval-queries.ts';
import type { Db } from '../db/database.ts';
import { nowIso } from '../db/database.ts';
import { ApiError } from '../http/api-error.ts';

export interface DeviceContext {
  id: number;
  uid: string;
  organizationId: number;
}

const hash = (secret: string) => createHash('sha256').update(secret).digest('base64url');
const CONTACT_WRITE_EVERY_MS = 10_000;
const lastWrite = new Map<number, number>();

export function newCredential(uid: string): { credential: string; credentialHash: string } {
  const secret = randomBytes(32).toString('base64url');
  return { credential: `${uid}.${secret}`, credentialHash: hash(secret) };
}

export async function authenticateDevice(
  db: Db,
  authorization: string | undefined,
): Promise<DeviceContext | undefined> {
  const match = /^Bearer ([0-9a-f-]{36})\.([A-Za-z0-9_-]{20,100})$/.exec(authorization ?? '');
  if (!match) return undefined;
  const [, uid, secret] = match;
  const row = await db.kysely
    .selectFrom('devices')
    .select(['id', 'uid', 'organization_id', 'credential_hash'])
    .where('uid', '=', uid!)
    .where('removed_at', 'is', null)
    .executeTakeFirst();
  if (!row?.credential_hash) return undefined;
  const expected = Buffer.from(row.credential_hash);
  const actual = Buffer.from(hash(secret!));
  if (expected.length !== actual.length || !timingSafeEqual(expected, actual)) return undefined;
  await recordContact(db, row.id);
  // Dormant until approved: every agent call, the link included, is refused, so a pending device
  // gets no plans, no scripts and sends no data. 403, not 401, so its agent keeps retrying.
  if (await isPending(db, row.id)) {
    throw new ApiError(403, 'FORBIDDEN', 'This device is waiting for approval');
  }
  return { id: row.id, uid: row.uid, organizationId: row.organization_id };
}

/** Marks the device as heard from now; writes at most every 10 s per device. */
export async function recordContact(db: Db, deviceId: number, force = false): Promise<void> {
  const now = Date.now();
  if (!force && now - (lastWrite.get(deviceId) ?? 0) < CONTACT_WRITE_EVERY_MS) return;
  lastWrite.set(deviceId, now);
  await db.kysely.updateTable('devices').set({ last_contact: nowIso() }).where('id', '=', deviceId).execute();
}
