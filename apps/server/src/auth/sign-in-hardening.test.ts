// Sign-in against guessing: forged proxy headers, guesses spread over addresses, and answer timing
// that must not tell which e-mail addresses have accounts.
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ADMIN_EMAIL, ADMIN_PASSWORD, createTestApp, type TestApp } from '../testing/test-app.ts';
import * as password from './password.ts';

let t: TestApp;
/** A server of its own for each group: a locked account must not leak into the next group. */
function useApp(env: Record<string, string> = {}) {
  beforeAll(async () => {
    t = await createTestApp(env);
  });
  afterAll(async () => t.close());
}
afterEach(() => vi.restoreAllMocks());

const signIn = (email: string, pass: string, extra: { remoteAddress?: string; xff?: string } = {}) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email, password: pass },
    ...(extra.remoteAddress ? { remoteAddress: extra.remoteAddress } : {}),
    ...(extra.xff ? { headers: { 'x-forwarded-for': extra.xff } } : {}),
  });

describe('proxy headers, not trusted by default', () => {
  useApp();

  it('ignores X-Forwarded-For, so a new header on each try is still throttled', async () => {
    const codes: number[] = [];
    for (let i = 0; i < 7; i++) {
      const res = await signIn('xff-victim@example.test', 'guess', { xff: `203.0.113.${i + 1}` });
      codes.push(res.statusCode);
    }
    expect(codes).toEqual([401, 401, 401, 401, 401, 429, 429]);
  });
});

describe('proxy headers from a trusted proxy (TRUST_PROXY)', () => {
  useApp({ TRUST_PROXY: '127.0.0.1/32' });

  it('takes the client address from X-Forwarded-For', async () => {
    const codes: number[] = [];
    for (let i = 0; i < 7; i++) {
      const res = await signIn('xff-victim@example.test', 'guess', { xff: `203.0.113.${i + 1}` });
      codes.push(res.statusCode);
    }
    // Seven clients with one guess each: no address reaches its limit.
    expect(codes).toEqual(Array(7).fill(401));
  });
});

describe('per-account throttle', () => {
  useApp();
  it('locks an account guessed at from many addresses, with the same answer as an address lock', async () => {
    const codes: number[] = [];
    for (let i = 0; i < 12; i++) {
      const res = await signIn(ADMIN_EMAIL, `guess ${i}`, { remoteAddress: `198.51.100.${i + 1}` });
      codes.push(res.statusCode);
    }
    expect(codes.slice(0, 10)).toEqual(Array(10).fill(401));
    expect(codes.slice(10)).toEqual([429, 429]);
    // Even the right password waits while the account is locked.
    const right = await signIn(ADMIN_EMAIL, ADMIN_PASSWORD, { remoteAddress: '198.51.100.99' });
    expect(right.statusCode).toBe(429);
    expect(right.json().error.code).toBe('RATE_LIMITED');
    expect(right.headers['retry-after']).toBeDefined();
  });

  it('locks an unknown e-mail address the same way, so a lock does not reveal that an account exists', async () => {
    // The administrator's account is locked by the test before.
    const known = await signIn(ADMIN_EMAIL, 'x', { remoteAddress: '198.51.100.200' });
    const codes: number[] = [];
    let last = known;
    for (let i = 0; i < 11; i++) {
      last = await signIn('nobody-here@example.test', `guess ${i}`, { remoteAddress: `192.0.2.${i + 1}` });
      codes.push(last.statusCode);
    }
    expect(codes.at(-1)).toBe(429);
    expect(known.statusCode).toBe(429);
    expect(last.json()).toEqual({
      error: { ...known.json().error, message: expect.stringMatching(/^Too many failed sign-in attempts/) },
    });
  });
});

describe('answer timing', () => {
  useApp();
  async function verifyCalls(email: string): Promise<string[]> {
    const spy = vi.spyOn(password, 'verifyPassword');
    const res = await signIn(email, 'not the password', { remoteAddress: '192.0.2.250' });
    expect(res.statusCode).toBe(401);
    const hashes = spy.mock.calls.map(([, stored]) => String(stored));
    spy.mockRestore();
    return hashes;
  }

  it('runs the same scrypt check for an unknown e-mail as for a known one', async () => {
    const known = await verifyCalls('admin@example.test');
    const unknown = await verifyCalls('no-such-user@example.test');
    expect(known).toHaveLength(1);
    expect(unknown).toHaveLength(1);
    // Same algorithm and cost: the parameters before the salt match.
    const params = (hash: string) => hash.split('$').slice(0, 4).join('$');
    expect(params(unknown[0]!)).toBe(params(known[0]!));
    expect(params(unknown[0]!)).toMatch(/^scrypt\$\d+\$\d+\$\d+$/);
  });

  it('runs it for an inactive account too', async () => {
    const known = await verifyCalls(ADMIN_EMAIL);
    await t.app.db.kysely
      .updateTable('users')
      .set({ status: 'DISABLED' })
      .where('email', '=', ADMIN_EMAIL)
      .execute();
    try {
      const inactive = await verifyCalls(ADMIN_EMAIL);
      expect(inactive).toHaveLength(1);
      expect(inactive[0]!.split('$').slice(0, 4)).toEqual(known[0]!.split('$').slice(0, 4));
      expect(await password.verifyPassword(ADMIN_PASSWORD, inactive[0]!)).toBe(false);
    } finally {
      await t.app.db.kysely
        .updateTable('users')
        .set({ status: 'ACTIVE' })
        .where('email', '=', ADMIN_EMAIL)
        .execute();
    }
  });
});
