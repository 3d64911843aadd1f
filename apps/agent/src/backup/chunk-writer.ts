// Cuts a file (or a volume archive stream) into chunks, encodes them and queues them for upload,
// while hashing the whole content: what a file becomes in a backup.
import { createHash } from 'node:crypto';
import { encodeChunkAsync, FastCdc } from '@warden/store';
import type { UploadQueue } from './upload-queue.ts';

export interface WrittenStream {
  hash: string;
  size: number;
  chunks: [string, number][];
}

async function queuePieces<T>(
  pieces: Buffer[],
  queue: UploadQueue<T>,
  key: Buffer,
  chunks: [string, number][],
): Promise<void> {
  for (const piece of pieces) {
    // Compression runs on libuv's threads, so other files are read and hashed meanwhile.
    const encoded = await encodeChunkAsync(piece, key);
    chunks.push([encoded.id, piece.length]);
    await queue.add(encoded);
  }
}

export async function writeStream<T>(
  source: AsyncIterable<Buffer>,
  queue: UploadQueue<T>,
  key: Buffer,
  onBytes: (n: number) => void = () => {},
): Promise<WrittenStream> {
  const cdc = new FastCdc();
  const hash = createHash('sha256');
  const chunks: [string, number][] = [];
  let size = 0;
  for await (const piece of source) {
    hash.update(piece);
    size += piece.length;
    onBytes(piece.length);
    await queuePieces(cdc.push(piece), queue, key, chunks);
  }
  await queuePieces(cdc.finish(), queue, key, chunks);
  return { hash: hash.digest('hex'), size, chunks };
}

/**
 * A file read whole (small files: one read instead of a stream). When it is a single chunk, the
 * chunk id already is the SHA-256 of the whole file, so it is not hashed twice.
 */
export async function writeBuffer<T>(
  data: Buffer,
  queue: UploadQueue<T>,
  key: Buffer,
): Promise<WrittenStream> {
  const cdc = new FastCdc();
  const chunks: [string, number][] = [];
  await queuePieces([...cdc.push(data), ...cdc.finish()], queue, key, chunks);
  const hash = chunks.length === 1 ? chunks[0]![0] : createHash('sha256').update(data).digest('hex');
  return { hash, size: data.length, chunks };
}
