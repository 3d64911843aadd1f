// Step-up confirmation: sensitive actions (deleting backup data) need the password confirmed within
// the last five minutes; otherwise they answer 403 MFA_REQUIRED and the console asks for it.
// Wrong passwords are limited per session: a stolen session cookie must not become a way to guess
// the password behind it.
import { STEP_UP_VALID_MS } from '@warden/domain';
import type { Db } from '../db/database.ts';
import { ApiError } from '../http/api-error.ts';
import type { AuthContext } from './auth-context.ts';
import { FailureCounter } from './failure-counter.ts';
import { DUMMY_PASSWORD_HASH, verifyPassword } from './password.ts';
import { deleteSessionById } from './session-store.ts';

/** Wrong passwords one session may give within the window; the last of them ends the session. */
export const STEP_UP_MAX_FAILURES = 5;
const STEP_UP_WINDOW_MS = 15 * 60_000;

/** The per-session count of step-up tries, bounded like the sign-in throttle. */
export function stepUpTries(now?: () => number): FailureCounter {
  return new FailureCounter({
    windowMs: STEP_UP_WINDOW_MS,
    limit: STEP_UP_MAX_FAILURES,
    capacity: 10_000,
    now,
  });
}

export function requireRecentStepUp(auth: AuthContext, now = Date.now()): void {
  if (!auth.stepUpAt || now - Date.parse(auth.stepUpAt) > STEP_UP_VALID_MS) {
    throw new ApiError(403, 'MFA_REQUIRED', 'Confirm your password to continue');
  }
}

/** The count is kept: tries already past the session check still find it over the limit. */
async function endSession(db: Db, auth: AuthContext): Promise<never> {
  await deleteSessionById(db, auth.sessionId);
  throw new ApiError(429, 'RATE_LIMITED', 'Too many wrong passwords. Sign in again to continue.');
}

export async function stepUp(
  db: Db,
  auth: AuthContext,
  password: string,
  tries: FailureCounter,
): Promise<{ validUntil: string }> {
  // Counted before the check, so that tries sent all at once cannot all slip under the limit.
  const attempt = tries.fail(auth.sessionId);
  if (attempt > STEP_UP_MAX_FAILURES) return endSession(db, auth);
  const user = await db.kysely
    .selectFrom('users')
    .select('password_hash')
    .where('id', '=', auth.user.id)
    .executeTakeFirst();
  const hash = user?.password_hash ?? null;
  const ok = (await verifyPassword(password, hash ?? DUMMY_PASSWORD_HASH)) && hash !== null;
  if (!ok) {
    if (attempt >= STEP_UP_MAX_FAILURES) return endSession(db, auth);
    throw new ApiError(400, 'VALIDATION_FAILED', 'The password is incorrect', {
      password: 'The password is incorrect',
    });
  }
  tries.clear(auth.sessionId);
  const now = new Date();
  await db.kysely
    .updateTable('sessions')
    .set({ step_up_at: now.toISOString() })
    .where('id', '=', auth.sessionId)
    .execute();
  return { validUntil: new Date(now.getTime() + STEP_UP_VALID_MS).toISOString() };
}
