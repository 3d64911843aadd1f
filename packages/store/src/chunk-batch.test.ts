// A batch sent in pieces is the same batch: the pieces join into encodeChunkBatch()'s bytes, which
// split back into the chunks, and a bad id is refused before anything is sent.
import { describe, expect, it } from 'vitest';
import { ChunkBatchError, decodeChunkBatch, encodeChunkBatch, encodeChunkBatchParts } from './chunk-batch.ts';
import { encodeChunk, MAX_ENCODED_CHUNK_SIZE } from './chunk-codec.ts';
import { generateDataKey } from './keys.ts';
import { compressibleText, pseudoRandomBytes } from './test-support/pseudo-random.ts';

const key = generateDataKey();
const chunks = [
  encodeChunk(compressibleText(40_000), key),
  encodeChunk(pseudoRandomBytes(9_000, 5), key),
  encodeChunk(pseudoRandomBytes(1, 6), key),
];

describe('chunk batches', () => {
  it('sends the chunks themselves as pieces, which join into the batch and split back into the chunks', () => {
    const parts = encodeChunkBatchParts(chunks);
    expect(parts.filter((_, i) => i % 2 === 1)).toEqual(chunks.map((c) => c.data));
    for (const [i, chunk] of chunks.entries()) expect(parts[2 * i + 1]).toBe(chunk.data);
    const joined = Buffer.concat(parts);
    expect(joined.equals(encodeChunkBatch(chunks))).toBe(true);
    const decoded = decodeChunkBatch(joined, MAX_ENCODED_CHUNK_SIZE);
    expect(decoded.map((c) => c.id)).toEqual(chunks.map((c) => c.id));
    for (const [i, chunk] of decoded.entries()) expect(chunk.data.equals(chunks[i]!.data)).toBe(true);
  });

  it('refuses a chunk whose id is not a SHA-256 in hex', () => {
    expect(() => encodeChunkBatchParts([{ id: 'not-hex', data: chunks[0]!.data }])).toThrow(ChunkBatchError);
  });
});
