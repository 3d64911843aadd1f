// The check an uploaded chunk passes before it is stored: it decrypts with the organisation's key and
// its plaintext hashes to its id (within the largest chunk size), so no device can store bytes under
// an id they do not belong to and damage every backup that uses the chunk.
import { ChunkCorruptError, decodeChunk, type EncodedChunk } from '@warden/store';
import pLimit from 'p-limit';
import { badRequest } from '../../http/api-error.ts';

// libuv's thread pool runs four inflates at once by default.
const DECODE_CONCURRENCY = 4;

/** The chunk's plaintext size; a 400 naming the chunk when the bytes are not the chunk they claim to be. */
export async function verifiedPlainSize(key: Buffer, chunk: EncodedChunk): Promise<number> {
  try {
    return (await decodeChunk(chunk.data, key, chunk.id)).length;
  } catch (err) {
    if (!(err instanceof ChunkCorruptError)) throw err;
    throw badRequest(
      `${err.message}. It was not stored: a chunk must decode to its id with the organisation's key`,
      {
        body: 'Chunk does not match its id',
      },
    );
  }
}

/** verifiedPlainSize() of each chunk, a few at a time; the first refusal drops the ones still queued. */
export async function verifiedPlainSizes(key: Buffer, chunks: readonly EncodedChunk[]): Promise<number[]> {
  const limit = pLimit(DECODE_CONCURRENCY);
  try {
    return await Promise.all(chunks.map((chunk) => limit(() => verifiedPlainSize(key, chunk))));
  } finally {
    limit.clearQueue();
  }
}
