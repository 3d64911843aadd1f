// The academy sign-in link: signed for the technician, valid five minutes, unavailable when neither
// an address is configured nor the academy flag is on.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import {
  ACADEMY_TOKEN_TTL_MS,
  academyBaseUrl,
  academyLoginUrl,
  configuredAcademyUrl,
  DEFAULT_ACADEMY_URL,
  verifyAcademyToken,
} from './academy-link.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

async function setAcademyFlag(on: boolean) {
  const current = (await t.admin.get('/api/division/settings')).json();
  const res = await t.admin.put('/api/division/settings', {
    name: current.name,
    features: { ...current.features, academy: on },
  });
  expect(res.statusCode).toBe(200);
}

describe('academy link', () => {
  it('answers the academy address with a token naming the technician', async () => {
    const tech = await t.admin.technicianWith([], { email: 'learner@msp.test' });
    const session = (await tech.get('/api/auth/session')).json();
    const res = await tech.get('/api/help/academy/login-url');
    expect(res.statusCode).toBe(200);
    const url = new URL(res.json().absoluteLoginUrl);
    expect(`${url.origin}${url.pathname}`).toBe(DEFAULT_ACADEMY_URL);
    const token = url.searchParams.get('token') ?? '';
    const claims = verifyAcademyToken(t.app.secrets.signingKey, token);
    expect(claims).toMatchObject({ uid: session.user.uid, email: 'learner@msp.test' });
    const lifetime = (claims?.exp ?? 0) * 1000 - Date.now();
    expect(lifetime).toBeGreaterThan(ACADEMY_TOKEN_TTL_MS - 5_000);
    expect(lifetime).toBeLessThanOrEqual(ACADEMY_TOKEN_TTL_MS);
  });

  it('makes tokens that expire after five minutes and cannot be altered', () => {
    const key = 'k'.repeat(32);
    const now = Date.now();
    const url = academyLoginUrl(
      'https://learn.example.org/sso?src=warden',
      key,
      { uid: 'u-1', email: 'a@b.test' },
      now,
    );
    const parsed = new URL(url);
    expect(parsed.searchParams.get('src')).toBe('warden');
    const token = parsed.searchParams.get('token') ?? '';
    expect(verifyAcademyToken(key, token, now + ACADEMY_TOKEN_TTL_MS - 1000)).toBeDefined();
    expect(verifyAcademyToken(key, token, now + ACADEMY_TOKEN_TTL_MS + 1000)).toBeUndefined();
    expect(verifyAcademyToken('other-key', token, now)).toBeUndefined();
    const [payload, signature] = token.split('.');
    const forged = Buffer.from(JSON.stringify({ uid: 'admin', email: 'a@b.test', exp: 9e9 })).toString(
      'base64url',
    );
    expect(verifyAcademyToken(key, `${forged}.${signature}`, now)).toBeUndefined();
    expect(verifyAcademyToken(key, `${payload}.${signature}`, now)?.uid).toBe('u-1');
  });

  it('answers 503 when no academy address is configured and the academy flag is off', async () => {
    await setAcademyFlag(false);
    const res = await t.admin.get('/api/help/academy/login-url');
    expect(res.statusCode).toBe(503);
    expect(res.json().error.message).toContain('academy');
    await setAcademyFlag(true);
    expect((await t.admin.get('/api/help/academy/login-url')).statusCode).toBe(200);
  });

  it('uses ACADEMY_URL when set, whatever the flag', () => {
    expect(configuredAcademyUrl({ ACADEMY_URL: ' https://learn.example.org/sso ' })).toBe(
      'https://learn.example.org/sso',
    );
    expect(configuredAcademyUrl({ ACADEMY_URL: '' })).toBeNull();
    expect(academyBaseUrl('https://learn.example.org/sso', false)).toBe('https://learn.example.org/sso');
    expect(academyBaseUrl(null, true)).toBe(DEFAULT_ACADEMY_URL);
    expect(academyBaseUrl(null, false)).toBeNull();
  });
});
