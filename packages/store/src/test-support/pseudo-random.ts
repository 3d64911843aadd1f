// Reproducible pseudo-random bytes for tests (AES-256-CTR keystream), so failures can be replayed.
import { createCipheriv } from 'node:crypto';

export function pseudoRandomBytes(length: number, seed = 1): Buffer {
  const key = Buffer.alloc(32);
  key.writeUInt32BE(seed >>> 0, 0);
  return createCipheriv('aes-256-ctr', key, Buffer.alloc(16)).update(Buffer.alloc(length));
}

/** Text that deflate shrinks a lot, like logs and documents. */
export function compressibleText(length: number): Buffer {
  const lines: string[] = [];
  let total = 0;
  for (let i = 0; total < length; i++) {
    const line = `2024-05-01T10:${String(i % 60).padStart(2, '0')}:00Z host-${i % 17} event=${(i * 7919) % 1000}\n`;
    lines.push(line);
    total += line.length;
  }
  return Buffer.from(lines.join('')).subarray(0, length);
}
