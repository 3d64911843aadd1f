// The check an uploaded chunk passes before it is stored: it decrypts with the organisation's key and
// its plaintext hashes to its id (within the largest chunk size), so no device can store bytes under
// an id they do not belong to and damage every backup that uses the chunk.
// The check runs on the server's decoding threads.
import { ChunkCorruptError, type EncodedChunk } from '@warden/store';
import { badRequest } from '../../http/api-error.ts';
import type { ChunkDecoders } from '../storage/chunk-decoders.ts';

/** Each chunk's plaintext size; a 400 naming the first chunk whose bytes are not the chunk they claim to be. */
export async function verifiedPlainSizes(
  decoders: ChunkDecoders,
  key: Buffer,
  chunks: readonly EncodedChunk[],
): Promise<number[]> {
  const sizes = await decoders.sizes(key, chunks);
  const corrupt = sizes.find((s) => s instanceof ChunkCorruptError);
  if (corrupt) {
    throw badRequest(
      `${corrupt.message}. It was not stored: a chunk must decode to its id with the organisation's key`,
      { body: 'Chunk does not match its id' },
    );
  }
  return sizes as number[];
}
