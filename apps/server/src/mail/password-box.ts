// Keeps the SMTP password out of the database in clear: AES-256-GCM under a key derived from the
// installation's master key, so a copy of the database alone does not reveal it.
import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

const PREFIX = 'v1:';

/** purpose gives each kind of secret its own key, so one cannot be opened as another. */
function keyFrom(masterKey: string, purpose: string): Buffer {
  return Buffer.from(hkdfSync('sha256', masterKey, 'warden-mail', purpose, 32));
}

export function sealPassword(masterKey: string, password: string, purpose = 'smtp-password'): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keyFrom(masterKey, purpose), iv);
  const sealed = Buffer.concat([cipher.update(password, 'utf8'), cipher.final()]);
  return PREFIX + Buffer.concat([iv, cipher.getAuthTag(), sealed]).toString('base64');
}

export function openPassword(masterKey: string, stored: string, purpose = 'smtp-password'): string {
  if (!stored.startsWith(PREFIX)) throw new Error('Unknown SMTP password format');
  const raw = Buffer.from(stored.slice(PREFIX.length), 'base64');
  const decipher = createDecipheriv('aes-256-gcm', keyFrom(masterKey, purpose), raw.subarray(0, 12));
  decipher.setAuthTag(raw.subarray(12, 28));
  return Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString('utf8');
}
