// Test helper: encoded chunks the encoder never makes (content that does not hash to its id, a
// decompression bomb), sealed with a real key so that only the check under test can refuse them.

import { createCipheriv, createHash, randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { createDeflateRaw } from 'node:zlib';
import { Encoder } from '@toondepauw/node-zstd';

/**
 * The chunk format of chunk-codec.ts, written out independently: "WCK1", version, codec byte (flags in
 * version 1), IV, body, tag.
 */
export function sealChunkAs(
  version: number,
  codec: number,
  id: string,
  content: Buffer,
  key: Buffer,
): Buffer {
  const header = Buffer.from([...Buffer.from('WCK1', 'latin1'), version, codec]);
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(Buffer.concat([header, Buffer.from(id, 'hex')]));
  const body = Buffer.concat([cipher.update(content), cipher.final()]);
  return Buffer.concat([header, iv, body, cipher.getAuthTag()]);
}

/** A chunk of format version 1: deflate-raw when compressed, else raw. */
export function sealChunk(id: string, content: Buffer, compressed: boolean, key: Buffer): Buffer {
  return sealChunkAs(1, compressed ? 1 : 0, id, content, key);
}

/** A zstd chunk of format version 2 (codec 2) around any content, a frame or not. */
export function sealZstdChunk(id: string, content: Buffer, key: Buffer): Buffer {
  return sealChunkAs(2, 2, id, content, key);
}

/** Raw deflate of size zero bytes, made a mebibyte at a time so the plaintext is never held. */
export async function deflatedZeros(size: number): Promise<Buffer> {
  const deflate = createDeflateRaw({ level: 9 });
  const out: Buffer[] = [];
  deflate.on('data', (piece: Buffer) => out.push(piece));
  const ended = once(deflate, 'end');
  const zeros = Buffer.alloc(1024 * 1024);
  for (let left = size; left > 0; left -= zeros.length) {
    if (!deflate.write(zeros.subarray(0, Math.min(left, zeros.length)))) await once(deflate, 'drain');
  }
  deflate.end();
  await ended;
  return Buffer.concat(out);
}

/** A zstd frame of size zero bytes (the compressor's own framing, which the decoder reads whole). */
export function zstdZeros(size: number): Buffer {
  return new Encoder(1).encodeSync(Buffer.alloc(size));
}

/** A small encoded chunk whose content inflates to inflatedSize zero bytes. */
export async function decompressionBomb(inflatedSize: number, key: Buffer) {
  const id = createHash('sha256').update(`${inflatedSize} zero bytes`).digest('hex');
  return { id, data: sealChunk(id, await deflatedZeros(inflatedSize), true, key) };
}
