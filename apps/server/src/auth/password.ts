// Password hashing with scrypt (memory-hard, built into Node), with the parameters kept in the hash.
import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';
import { promisify } from 'node:util';

const scryptAsync = promisify(scrypt) as (
  password: string,
  salt: Buffer,
  keylen: number,
  options: { N: number; r: number; p: number; maxmem: number },
) => Promise<Buffer>;

const N = 16384;
const r = 8;
const p = 1;
const KEYLEN = 32;

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await scryptAsync(password, salt, KEYLEN, { N, r, p, maxmem: 64 * 1024 * 1024 });
  return ['scrypt', N, r, p, salt.toString('base64'), key.toString('base64')].join('$');
}

/**
 * Checked against when no account (or no usable one) matches, so that sign-in costs the same scrypt
 * work either way and its answer time does not tell which e-mail addresses have accounts. The key
 * is no password's hash; it only has the right length and parameters.
 */
export const DUMMY_PASSWORD_HASH = [
  'scrypt',
  N,
  r,
  p,
  Buffer.alloc(16, 1).toString('base64'),
  Buffer.alloc(KEYLEN).toString('base64'),
].join('$');

export async function verifyPassword(password: string, stored: string | null): Promise<boolean> {
  if (!stored) return false;
  const [kind, n, rr, pp, salt, hash] = stored.split('$');
  if (kind !== 'scrypt' || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64');
  const key = await scryptAsync(password, Buffer.from(salt, 'base64'), expected.length, {
    N: Number(n),
    r: Number(rr),
    p: Number(pp),
    maxmem: 64 * 1024 * 1024,
  });
  return timingSafeEqual(key, expected);
}

/** A password that is easy to type from a terminal and long enough to be safe. */
export function generatePassword(): string {
  return randomBytes(18).toString('base64url');
}
