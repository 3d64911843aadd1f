// Sign-in, sign-out and the session call.
import { authApi } from '@warden/domain';
import type { FastifyInstance } from 'fastify';
import { nowIso } from '../db/database.ts';
import { ApiError } from '../http/api-error.ts';
import { route } from '../http/route.ts';
import { loadAuthContext } from './auth-context.ts';
import { LoginThrottle } from './login-throttle.ts';
import { DUMMY_PASSWORD_HASH, verifyPassword } from './password.ts';
import { authPolicy } from './policy.ts';
import { presentSession } from './presenter.ts';
import { createSession, deleteSession, SESSION_COOKIE } from './session-store.ts';
import { stepUp, stepUpTries } from './step-up.ts';

export async function authRoutes(app: FastifyInstance) {
  const throttle = new LoginThrottle();
  const stepUpCounter = stepUpTries();

  route(app, authApi.login, authPolicy.login, async ({ body, request, reply }) => {
    const wait = throttle.retryAfter(request.ip, body.email);
    if (wait > 0) {
      reply.header('retry-after', String(wait));
      throw new ApiError(
        429,
        'RATE_LIMITED',
        `Too many failed sign-in attempts. Try again in ${wait} seconds.`,
      );
    }
    const user = await app.db.kysely
      .selectFrom('users')
      .select(['id', 'password_hash', 'status', 'user_type'])
      .where('email', '=', body.email.toLowerCase())
      .executeTakeFirst();
    const usable = user?.status === 'ACTIVE' && user.user_type === 'TECHNICIAN' && user.password_hash;
    // Unknown and unusable accounts pay the same scrypt cost, so timing does not reveal them.
    const matches = await verifyPassword(body.password, usable ? user.password_hash : DUMMY_PASSWORD_HASH);
    if (!usable || !matches) {
      throttle.fail(request.ip, body.email);
      throw new ApiError(401, 'UNAUTHENTICATED', 'The e-mail address or password is incorrect');
    }
    throttle.succeed(request.ip, body.email);
    const { token } = await createSession(app.db, user.id);
    await app.db.kysely
      .updateTable('users')
      .set({ last_login_at: nowIso() })
      .where('id', '=', user.id)
      .execute();
    reply.setCookie(SESSION_COOKIE, token, {
      path: '/',
      httpOnly: true,
      sameSite: 'lax',
      secure: app.config.secureCookies,
    });
    const auth = await loadAuthContext(app.db, token);
    if (!auth) throw new ApiError(401, 'UNAUTHENTICATED', 'The e-mail address or password is incorrect');
    return presentSession(app.db, auth);
  });

  route(app, authApi.logout, authPolicy.logout, async ({ request, reply }) => {
    const token = request.cookies[SESSION_COOKIE];
    if (token) await deleteSession(app.db, token);
    reply.clearCookie(SESSION_COOKIE, { path: '/' });
    return { ok: true as const };
  });

  route(app, authApi.session, authPolicy.session, async ({ auth }) => presentSession(app.db, auth));

  route(app, authApi.stepUp, authPolicy.stepUp, async ({ auth, body, reply }) => {
    try {
      return await stepUp(app.db, auth, body.password, stepUpCounter);
    } catch (error) {
      // Too many wrong passwords ended the session; the cookie goes with it.
      if (error instanceof ApiError && error.statusCode === 429)
        reply.clearCookie(SESSION_COOKIE, { path: '/' });
      throw error;
    }
  });
}
