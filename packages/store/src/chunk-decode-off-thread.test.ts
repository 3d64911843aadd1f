// decodeChunkOffThread against decodeChunk: the same plaintext for every format version and codec, and
// the same refusal (a ChunkCorruptError naming the chunk) for every kind of damage.
import { createHash } from 'node:crypto';
import { deflateRawSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import {
  ChunkCorruptError,
  decodeChunk,
  decodeChunkOffThread,
  encodeChunk,
  MAX_CHUNK_SIZE,
} from './chunk-codec.ts';
import { generateDataKey } from './keys.ts';
import { sealChunk, sealChunkAs, sealZstdChunk, zstdZeros } from './test-support/crafted-chunk.ts';
import { compressibleText, pseudoRandomBytes } from './test-support/pseudo-random.ts';

const key = generateDataKey();

async function expectCorrupt(decoding: Promise<Buffer>, id: string, reason?: RegExp): Promise<void> {
  const error = await decoding.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(ChunkCorruptError);
  expect((error as ChunkCorruptError).chunkId).toBe(id);
  if (reason) expect((error as Error).message).toMatch(reason);
}

describe('decodeChunkOffThread', () => {
  it('decodes what decodeChunk decodes: zstd, raw and both deflate formats', async () => {
    for (const plain of [compressibleText(300_000), pseudoRandomBytes(1_048_576, 5), Buffer.alloc(0)]) {
      const encoded = encodeChunk(plain, key);
      expect((await decodeChunkOffThread(encoded.data, key, encoded.id)).equals(plain)).toBe(true);
      const id = createHash('sha256').update(plain).digest('hex');
      for (const sealed of [
        sealChunk(id, deflateRawSync(plain, { level: 1 }), true, key),
        sealChunk(id, plain, false, key),
        sealChunkAs(2, 1, id, deflateRawSync(plain), key),
      ]) {
        expect((await decodeChunkOffThread(sealed, key, id)).equals(await decodeChunk(sealed, key, id))).toBe(
          true,
        );
      }
    }
  });

  it('decodes many chunks at once, each to its own plaintext', async () => {
    const plains = Array.from({ length: 12 }, (_, i) => pseudoRandomBytes(200_000 + i, i + 1));
    const encoded = plains.map((plain) => encodeChunk(plain, key));
    const decoded = await Promise.all(encoded.map((c) => decodeChunkOffThread(c.data, key, c.id)));
    expect(decoded.every((plain, i) => plain.equals(plains[i]!))).toBe(true);
  });

  it('detects a change to any byte, truncation and extension', async () => {
    const { id, data } = encodeChunk(compressibleText(300), key);
    for (let i = 0; i < data.length; i++) {
      const tampered = Buffer.from(data);
      tampered[i] = tampered[i]! ^ 0x01;
      await expectCorrupt(decodeChunkOffThread(tampered, key, id), id);
    }
    await expectCorrupt(decodeChunkOffThread(data.subarray(0, data.length - 1), key, id), id);
    await expectCorrupt(decodeChunkOffThread(data.subarray(0, 20), key, id), id, /too short/);
    await expectCorrupt(decodeChunkOffThread(Buffer.concat([data, Buffer.from([0])]), key, id), id);
  });

  it('refuses the wrong key, another chunk id and content that does not hash to its id', async () => {
    const a = encodeChunk(Buffer.from('chunk a'), key);
    const b = encodeChunk(Buffer.from('chunk b'), key);
    await expectCorrupt(decodeChunkOffThread(a.data, generateDataKey(), a.id), a.id, /authentication failed/);
    await expectCorrupt(decodeChunkOffThread(a.data, key, b.id), b.id, /authentication failed/);
    await expectCorrupt(decodeChunkOffThread(a.data, key, 'not-an-id'), 'not-an-id');
    const id = createHash('sha256').update('what the id claims').digest('hex');
    const sealed = sealChunk(id, Buffer.from('something else'), false, key);
    await expectCorrupt(decodeChunkOffThread(sealed, key, id), id, /SHA-256 mismatch/);
  });

  it('refuses content that would decompress past the largest chunk', async () => {
    const id = 'ab'.repeat(32);
    const over = sealZstdChunk(id, zstdZeros(MAX_CHUNK_SIZE + 1), key);
    await expectCorrupt(decodeChunkOffThread(over, key, id), id, /too large/);
  });
});
