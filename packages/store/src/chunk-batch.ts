// Several encoded chunks in one body, so that a backup of many small files uploads them in a few
// requests instead of one each. Each frame: the chunk id (32 raw bytes), its length (uint32,
// big-endian), then the encoded chunk.
import { type EncodedChunk, readChunkHeader } from './chunk-codec.ts';

const ID_LENGTH = 32;
const FRAME_HEADER = ID_LENGTH + 4;

export class ChunkBatchError extends Error {
  override readonly name = 'ChunkBatchError';
}

export function encodeChunkBatch(chunks: readonly EncodedChunk[]): Buffer {
  return Buffer.concat(encodeChunkBatchParts(chunks));
}

/**
 * The batch as the pieces it is made of (frame heads and the chunks themselves, not copied), for a
 * writer that sends them in order: joining them into one buffer would copy every chunk once more.
 */
export function encodeChunkBatchParts(chunks: readonly EncodedChunk[]): Buffer[] {
  const heads = Buffer.allocUnsafe(chunks.length * FRAME_HEADER);
  const parts: Buffer[] = [];
  chunks.forEach((chunk, i) => {
    const head = heads.subarray(i * FRAME_HEADER, (i + 1) * FRAME_HEADER);
    if (head.write(chunk.id, 0, 'hex') !== ID_LENGTH) throw new ChunkBatchError(`Bad chunk id ${chunk.id}`);
    head.writeUInt32BE(chunk.data.length, ID_LENGTH);
    parts.push(head, chunk.data);
  });
  return parts;
}

/**
 * Splits a batch into its chunks (sharing the body's memory) and checks each chunk's framing; a
 * truncated frame, an oversized length or a malformed chunk is a ChunkBatchError.
 */
export function decodeChunkBatch(body: Buffer, maxChunkLength: number): EncodedChunk[] {
  const chunks: EncodedChunk[] = [];
  let at = 0;
  while (at < body.length) {
    if (body.length - at < FRAME_HEADER) throw new ChunkBatchError(`Frame ${chunks.length + 1} is truncated`);
    const id = body.toString('hex', at, at + ID_LENGTH);
    const length = body.readUInt32BE(at + ID_LENGTH);
    const start = at + FRAME_HEADER;
    if (length > maxChunkLength || start + length > body.length) {
      throw new ChunkBatchError(`Frame ${chunks.length + 1} (${id}) has a bad length`);
    }
    const data = body.subarray(start, start + length);
    try {
      readChunkHeader(data, id);
    } catch (error) {
      throw new ChunkBatchError(`Frame ${chunks.length + 1}: ${(error as Error).message}`);
    }
    chunks.push({ id, data });
    at = start + length;
  }
  return chunks;
}

/**
 * The head of one frame of a batch read's answer, the encoded chunk following it; a length of 0 says
 * the chunk cannot be given, which no encoded chunk (never empty) is mistaken for.
 */
export function chunkFrameHeader(id: string, length: number): Buffer {
  const head = Buffer.allocUnsafe(FRAME_HEADER);
  if (head.write(id, 0, 'hex') !== ID_LENGTH) throw new ChunkBatchError(`Bad chunk id ${id}`);
  head.writeUInt32BE(length, ID_LENGTH);
  return head;
}

/** A batch read's answer as its frames, in order (data null where the chunk could not be given). */
export function decodeChunkFrames(
  body: Buffer,
  maxChunkLength: number,
): { id: string; data: Buffer | null }[] {
  const frames: { id: string; data: Buffer | null }[] = [];
  let at = 0;
  while (at < body.length) {
    if (body.length - at < FRAME_HEADER) throw new ChunkBatchError(`Frame ${frames.length + 1} is truncated`);
    const id = body.toString('hex', at, at + ID_LENGTH);
    const length = body.readUInt32BE(at + ID_LENGTH);
    const start = at + FRAME_HEADER;
    if (length > maxChunkLength || start + length > body.length) {
      throw new ChunkBatchError(`Frame ${frames.length + 1} (${id}) has a bad length`);
    }
    frames.push({ id, data: length === 0 ? null : body.subarray(start, start + length) });
    at = start + length;
  }
  return frames;
}
