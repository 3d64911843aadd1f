// The check an uploaded chunk passes before it is stored: it decrypts with the organisation's key and
// its plaintext hashes to its id (within the largest chunk size), so no device can store bytes under
// an id they do not belong to and damage every backup that uses the chunk.
// The check runs on the server's decoding threads.
import { ChunkCorruptError, type EncodedChunk } from '@warden/store';
import { badRequest } from '../../http/api-error.ts';
import type { ChunkDecoders } from '../storage/chunk-decoders.ts';
import type { VerifiedChunk } from '../storage/pack-writer.ts';
import type { UploadedBytes } from './upload-body.ts';

/**
 * The chunks of an upload's body with their plaintext sizes, lying in the memory handed back by the
 * check (see ChunkDecoders.sizesOfBody: the body passed in is empty afterwards), and that memory, to be
 * given back to the body pool once the chunks are stored; a 400 naming the first chunk whose bytes are
 * not the chunk they claim to be.
 */
export async function verifiedUpload(
  decoders: ChunkDecoders,
  key: Buffer,
  body: UploadedBytes,
  chunks: readonly EncodedChunk[],
): Promise<{ chunks: VerifiedChunk[]; memory: ArrayBuffer | null }> {
  const checked = await decoders.sizesOfBody(key, body.data, chunks, body.memory ?? undefined);
  const sizes = checked.sizes;
  const corrupt = sizes.find((s) => s instanceof ChunkCorruptError);
  if (corrupt) {
    throw badRequest(
      `${corrupt.message}. It was not stored: a chunk must decode to its id with the organisation's key`,
      { body: 'Chunk does not match its id' },
    );
  }
  return {
    chunks: checked.chunks.map((chunk, i) => ({ ...chunk, plainSize: sizes[i] as number })),
    memory: body.memory ? checked.memory : null,
  };
}
