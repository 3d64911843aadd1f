// Step-up confirmation: sensitive actions (deleting backup data) need the password confirmed within
// the last five minutes; otherwise they answer 403 MFA_REQUIRED and the console asks for it.
import { STEP_UP_VALID_MS } from '@warden/domain';
import type { Db } from '../db/database.ts';
import { ApiError } from '../http/api-error.ts';
import type { AuthContext } from './auth-context.ts';
import { verifyPassword } from './password.ts';

export function requireRecentStepUp(auth: AuthContext, now = Date.now()): void {
  if (!auth.stepUpAt || now - Date.parse(auth.stepUpAt) > STEP_UP_VALID_MS) {
    throw new ApiError(403, 'MFA_REQUIRED', 'Confirm your password to continue');
  }
}

export async function stepUp(db: Db, auth: AuthContext, password: string): Promise<{ validUntil: string }> {
  const user = await db.kysely
    .selectFrom('users')
    .select('password_hash')
    .where('id', '=', auth.user.id)
    .executeTakeFirst();
  if (!(await verifyPassword(password, user?.password_hash ?? null))) {
    throw new ApiError(400, 'VALIDATION_FAILED', 'The password is incorrect', {
      password: 'The password is incorrect',
    });
  }
  const now = new Date();
  await db.kysely
    .updateTable('sessions')
    .set({ step_up_at: now.toISOString() })
    .where('id', '=', auth.sessionId)
    .execute();
  return { validUntil: new Date(now.getTime() + STEP_UP_VALID_MS).toISOString() };
}
