// Key handling: each organisation's random data key encrypts its chunks and is stored only wrapped
// (AES-256-GCM) by the installation's master key.
import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

export const KEY_LENGTH = 32;
const WRAP_PREFIX = 'wk1:';
const IV_LENGTH = 12;
const TAG_LENGTH = 16;
// Binds a wrapped value to its purpose, so it cannot be confused with another secret under the same key.
const WRAP_AAD = Buffer.from('warden data key v1', 'latin1');

/** A key that is malformed or does not match. Messages never contain key material. */
export class KeyError extends Error {
  override readonly name = 'KeyError';
}

export function assertKey(key: Uint8Array, what = 'Key'): void {
  if (!(key instanceof Uint8Array) || key.length !== KEY_LENGTH) {
    throw new KeyError(`${what} must be ${KEY_LENGTH} bytes`);
  }
}

export function generateDataKey(): Buffer {
  return randomBytes(KEY_LENGTH);
}

export function wrapKey(dataKey: Buffer, masterKey: Buffer): string {
  assertKey(dataKey, 'Data key');
  assertKey(masterKey, 'Master key');
  const iv = randomBytes(IV_LENGTH);
  const cipher = createCipheriv('aes-256-gcm', masterKey, iv);
  cipher.setAAD(WRAP_AAD);
  const sealed = Buffer.concat([cipher.update(dataKey), cipher.final()]);
  return WRAP_PREFIX + Buffer.concat([iv, cipher.getAuthTag(), sealed]).toString('base64');
}

export function unwrapKey(wrapped: string, masterKey: Buffer): Buffer {
  assertKey(masterKey, 'Master key');
  if (!wrapped.startsWith(WRAP_PREFIX)) throw new KeyError('Wrapped key has an unknown format');
  const raw = Buffer.from(wrapped.slice(WRAP_PREFIX.length), 'base64');
  if (raw.length !== IV_LENGTH + TAG_LENGTH + KEY_LENGTH)
    throw new KeyError('Wrapped key has the wrong length');
  const decipher = createDecipheriv('aes-256-gcm', masterKey, raw.subarray(0, IV_LENGTH));
  decipher.setAAD(WRAP_AAD);
  decipher.setAuthTag(raw.subarray(IV_LENGTH, IV_LENGTH + TAG_LENGTH));
  try {
    return Buffer.concat([decipher.update(raw.subarray(IV_LENGTH + TAG_LENGTH)), decipher.final()]);
  } catch {
    throw new KeyError('Wrapped key does not open with this master key (wrong master key or damaged value)');
  }
}

/** Reads a master key given as base64 (standard or URL-safe alphabet) of exactly 32 bytes. */
export function parseMasterKey(base64: string): Buffer {
  const text = base64.trim();
  if (!/^[A-Za-z0-9+/_-]+={0,2}$/.test(text)) {
    throw new KeyError(`Master key must be ${KEY_LENGTH} bytes encoded as base64; it is not base64`);
  }
  // Node's base64 decoder reads both alphabets.
  const key = Buffer.from(text, 'base64');
  if (key.length !== KEY_LENGTH) {
    throw new KeyError(
      `Master key must be ${KEY_LENGTH} bytes encoded as base64; it decodes to ${key.length} bytes`,
    );
  }
  return key;
}
