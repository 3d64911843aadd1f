import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createLinkToken, LINK_TTL_MS, verifyLinkToken } from './signed-link.ts';

const key = 'test-signing-key';

describe('signed links', () => {
  it('opens for the user it was issued to', () => {
    const { token } = createLinkToken(key, 'revision:1', 7);
    expect(verifyLinkToken(key, token, 7).resource).toBe('revision:1');
  });

  it('refuses another user, an expired link and a tampered one', () => {
    const now = Date.now();
    const { token } = createLinkToken(key, 'revision:1', 7, now);
    expect(() => verifyLinkToken(key, token, 8, now)).toThrow('another user');
    expect(() => verifyLinkToken(key, token, 7, now + LINK_TTL_MS + 1)).toThrow('expired');
    const [payload, sig] = token.split('.');
    const forged = Buffer.from(
      JSON.stringify({ resource: 'revision:2', userId: 7, expiresAt: now + 1e6 }),
    ).toString('base64url');
    expect(() => verifyLinkToken(key, `${forged}.${sig}`, 7, now)).toThrow('not valid');
    expect(() => verifyLinkToken('other-key', `${payload}.${sig}`, 7, now)).toThrow('not valid');
  });

  it('refuses a correctly signed token whose claims are not link claims', () => {
    const now = Date.now();
    const signed = (text: string) => {
      const payload = Buffer.from(text).toString('base64url');
      return `${payload}.${createHmac('sha256', key).update(payload).digest('base64url')}`;
    };
    for (const text of [
      'not json',
      JSON.stringify({ resource: 'revision:1', userId: '7', expiresAt: now + 1e6 }),
      JSON.stringify({ resource: 'revision:1', userId: 7 }),
      JSON.stringify({ resource: 'revision:1', userId: 7, expiresAt: now + 1e6, admin: true }),
    ]) {
      expect(() => verifyLinkToken(key, signed(text), 7, now), text).toThrow('not valid');
    }
  });
});
