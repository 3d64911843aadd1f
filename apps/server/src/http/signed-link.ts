// Signed, expiring links for browser downloads: the token names the resource and the user it was
// issued to, so a link that leaks is useless to anyone else and dies after a few minutes.
import { createHmac, timingSafeEqual } from 'node:crypto';
import { type SignedLinkClaims, signedLinkClaimsSchema } from '@warden/domain';
import { ApiError } from './api-error.ts';

/** The one answer for a link that is forged, malformed or made for something else. */
export const invalidLink = () => new ApiError(403, 'FORBIDDEN', 'This download link is not valid');

export const LINK_TTL_MS = 5 * 60_000;

function sign(payload: string, key: string): string {
  return createHmac('sha256', key).update(payload).digest('base64url');
}

export function createLinkToken(
  key: string,
  resource: string,
  userId: number,
  now = Date.now(),
): SignedLinkClaims & { token: string } {
  const claims: SignedLinkClaims = { resource, userId, expiresAt: now + LINK_TTL_MS };
  const payload = Buffer.from(JSON.stringify(claims)).toString('base64url');
  return { ...claims, token: `${payload}.${sign(payload, key)}` };
}

/** Checks signature, expiry and user; answers 403 with a clear reason otherwise. */
export function verifyLinkToken(
  key: string,
  token: string,
  userId: number | undefined,
  now = Date.now(),
): SignedLinkClaims {
  const [payload, signature] = token.split('.');
  if (!payload || !signature) throw invalidLink();
  const expected = Buffer.from(sign(payload, key));
  const actual = Buffer.from(signature);
  if (expected.length !== actual.length || !timingSafeEqual(expected, actual)) throw invalidLink();
  const claims = readClaims(payload);
  if (claims.expiresAt <= now) throw new ApiError(403, 'FORBIDDEN', 'This download link has expired');
  if (claims.userId !== userId)
    throw new ApiError(403, 'FORBIDDEN', 'This download link was issued to another user');
  return claims;
}

function readClaims(payload: string): SignedLinkClaims {
  let json: unknown;
  try {
    json = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
  } catch {
    throw invalidLink();
  }
  const parsed = signedLinkClaimsSchema.safeParse(json);
  if (!parsed.success) throw invalidLink();
  return parsed.data;
}
