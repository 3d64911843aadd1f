// Sign-in, session, CSRF and sign-out against the real server and database.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_EMAIL, ADMIN_PASSWORD, createTestApp, type TestApp } from '../testing/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

describe('sign-in', () => {
  it('returns the session with user, division config and permissions', async () => {
    const res = await t.admin.get('/api/auth/session');
    expect(res.statusCode).toBe(200);
    const session = res.json();
    expect(session.user.email).toBe(ADMIN_EMAIL);
    expect(session.user.userType).toBe('TECHNICIAN');
    expect(session.permissions.canManageTechnicians).toBe(true);
    expect(session.divisionConfig.features.restore_original_location).toBe(true);
    expect(session.organizationIds).toBeNull();
  });

  it('sets an httpOnly session cookie', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: ADMIN_EMAIL, password: ADMIN_PASSWORD },
    });
    const cookie = res.cookies.find((c) => c.name === 'warden_session');
    expect(cookie?.httpOnly).toBe(true);
    expect(cookie?.sameSite).toBe('Lax');
  });

  it('refuses a wrong password without saying which part was wrong', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: ADMIN_EMAIL, password: 'wrong password' },
    });
    expect(res.statusCode).toBe(401);
    expect(res.json().error.code).toBe('UNAUTHENTICATED');
  });

  it('rate-limits repeated failures for one account', async () => {
    const attempt = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: 'victim@example.test', password: 'guess' },
      });
    const codes: number[] = [];
    for (let i = 0; i < 7; i++) codes.push((await attempt()).statusCode);
    expect(codes.slice(0, 5)).toEqual([401, 401, 401, 401, 401]);
    expect(codes.slice(5)).toEqual([429, 429]);
  });

  it('names the missing fields of a malformed sign-in', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'a@b.c', extra: 1 },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toMatchObject({ password: expect.any(String), extra: 'Unknown field' });
  });

  it('rejects a state-changing call without the CSRF token', async () => {
    const res = await t.admin.request(
      'POST',
      '/api/organizations',
      { name: 'Acme' },
      { headers: { 'x-csrf-token': 'nope' } },
    );
    expect(res.statusCode).toBe(403);
    expect(res.json().error.code).toBe('CSRF_FAILED');
  });

  it('ends the session on sign-out', async () => {
    const { TestClient } = await import('../testing/test-client.ts');
    const client = await TestClient.signIn(t.app, ADMIN_EMAIL, ADMIN_PASSWORD);
    expect((await client.post('/api/auth/logout')).statusCode).toBe(200);
    expect((await client.get('/api/auth/session')).statusCode).toBe(401);
  });
});

describe('step-up confirmation', () => {
  it('refuses a wrong password and records a right one', async () => {
    const { requireRecentStepUp } = await import('./step-up.ts');
    const { loadAuthContext } = await import('./auth-context.ts');
    const bad = await t.admin.post('/api/auth/step-up', { password: 'nope' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields.password).toBeDefined();
    const token = t.admin.cookie.split('=')[1]!;
    const before = await loadAuthContext(t.app.db, token);
    expect(() => requireRecentStepUp(before!)).toThrow('Confirm your password');
    const ok = await t.admin.post('/api/auth/step-up', { password: ADMIN_PASSWORD });
    expect(ok.statusCode).toBe(200);
    const after = await loadAuthContext(t.app.db, token);
    expect(() => requireRecentStepUp(after!)).not.toThrow();
    expect(() => requireRecentStepUp(after!, Date.now() + 6 * 60_000)).toThrow();
  });
});
