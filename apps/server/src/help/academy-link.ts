// The academy sign-in link: the academy address plus a five-minute token naming the technician
// (uid and e-mail), HMAC-signed with the installation's signing key so the academy can trust it.
import { createHmac, timingSafeEqual } from 'node:crypto';

export const DEFAULT_ACADEMY_URL = 'https://academy.example.com/sso';
export const ACADEMY_TOKEN_TTL_MS = 5 * 60 * 1000;

export interface AcademyClaims {
  uid: string;
  email: string;
  /** Expiry, seconds since the epoch. */
  exp: number;
}

/** ACADEMY_URL when set to something; null otherwise. */
export function configuredAcademyUrl(env: NodeJS.ProcessEnv = process.env): string | null {
  return env.ACADEMY_URL?.trim() || null;
}

/** The academy address in effect: the configured one, else the default while the academy flag is on. */
export function academyBaseUrl(configured: string | null, academyFlag: boolean): string | null {
  return configured ?? (academyFlag ? DEFAULT_ACADEMY_URL : null);
}

const mac = (key: string, payload: string) =>
  createHmac('sha256', key).update(`academy.${payload}`).digest('base64url');

export function signAcademyToken(
  key: string,
  user: { uid: string; email: string },
  now = Date.now(),
): string {
  const claims: AcademyClaims = {
    uid: user.uid,
    email: user.email,
    exp: Math.floor((now + ACADEMY_TOKEN_TTL_MS) / 1000),
  };
  const payload = Buffer.from(JSON.stringify(claims)).toString('base64url');
  return `${payload}.${mac(key, payload)}`;
}

/** What the academy does with the token: the technician it names, if genuine and unexpired. */
export function verifyAcademyToken(key: string, token: string, now = Date.now()): AcademyClaims | undefined {
  const [payload, signature] = token.split('.');
  if (!payload || !signature) return undefined;
  const expected = Buffer.from(mac(key, payload));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return undefined;
  const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as AcademyClaims;
  return claims.exp * 1000 > now ? claims : undefined;
}

export function academyLoginUrl(
  base: string,
  key: string,
  user: { uid: string; email: string },
  now = Date.now(),
): string {
  const url = new URL(base);
  url.searchParams.set('token', signAcademyToken(key, user, now));
  return url.toString();
}
