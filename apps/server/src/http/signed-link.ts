// Signed, expiring links for browser downloads: the token names the resource and the user it was
// issued to, so a link that leaks is useless to anyone else and dies after a few minutes.
import { createHmac, timingSafeEqual } from 'node:crypto';
import { ApiError } from './api-error.ts';

export interface LinkClaims {
  /** What the link opens, e.g. "revision:12" or "zip:plan:3:folder:9:job:7:deleted". */
  resource: string;
  userId: number;
  expiresAt: number;
}

export const LINK_TTL_MS = 5 * 60_000;

function sign(payload: string, key: string): string {
  return createHmac('sha256', key).update(payload).digest('base64url');
}

export function createLinkToken(
  key: string,
  resource: string,
  userId: number,
  now = Date.now(),
): LinkClaims & { token: string } {
  const claims: LinkClaims = { resource, userId, expiresAt: now + LINK_TTL_MS };
  const payload = Buffer.from(JSON.stringify(claims)).toString('base64url');
  return { ...claims, token: `${payload}.${sign(payload, key)}` };
}

/** Checks signature, expiry and user; answers 403 with a clear reason otherwise. */
export function verifyLinkToken(
  key: string,
  token: string,
  userId: number | undefined,
  now = Date.now(),
): LinkClaims {
  const [payload, signature] = token.split('.');
  if (!payload || !signature) throw new ApiError(403, 'FORBIDDEN', 'This download link is not valid');
  const expected = Buffer.from(sign(payload, key));
  const actual = Buffer.from(signature);
  if (expected.length !== actual.length || !timingSafeEqual(expected, actual)) {
    throw new ApiError(403, 'FORBIDDEN', 'This download link is not valid');
  }
  const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as LinkClaims;
  if (claims.expiresAt <= now) throw new ApiError(403, 'FORBIDDEN', 'This download link has expired');
  if (claims.userId !== userId)
    throw new ApiError(403, 'FORBIDDEN', 'This download link was issued to another user');
  return claims;
}
