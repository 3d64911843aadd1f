// Cuts a file (or a volume archive stream) into chunks, encodes them and queues them for upload,
// while hashing the whole content: what a file becomes in a backup. Small files are encoded whole by
// worker threads.
import { createHash } from 'node:crypto';
import { encodeChunkAsync, FastCdc } from '@warden/store';
import { asBuffer, type WorkerPool } from '@warden/threads';
import type { EncodeAnswer, EncodeRequest } from './encode-worker.ts';
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

export type Encoders = WorkerPool<EncodeRequest, EncodeAnswer>;

/**
 * A small file read, cut and encoded whole by a worker thread (encode-worker.ts), its chunks queued
 * here. Answers null, having queued nothing, when the file has grown past the capacity since it was
 * scanned: the caller streams it instead.
 */
export async function writeWhole<T>(
  encoders: Encoders,
  request: EncodeRequest,
  queue: UploadQueue<T>,
  onBytes: (n: number) => void,
): Promise<WrittenStream | null> {
  const answer = await encoders.run(request);
  if (answer.grown) return null;
  onBytes(answer.size);
  for (const { id, data } of answer.chunks) {
    await queue.add({ id, data: asBuffer(data) });
  }
  const chunks = answer.chunks.map(({ id, length }): [string, number] => [id, length]);
  return { hash: answer.hash, size: answer.size, chunks };
}
