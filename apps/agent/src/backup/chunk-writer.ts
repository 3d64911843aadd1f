// Cuts a file (or a volume archive stream) into chunks, encodes them and queues them for upload: what a
// file becomes in a backup (a volume archive hashed whole as well). Files are read and encoded by
// worker threads (encode-worker.ts), small ones whole, large ones a part at a time; a volume archive,
// generated here, is cut and encoded here.
import { createHash } from 'node:crypto';
import { encodeChunkAsync, FastCdc } from '@warden/store';
import { asBuffer, type WorkerPool } from '@warden/threads';
import type { EncodeAnswer, EncodedPiece, EncodeRequest } from './encode-worker.ts';
import type { UploadQueue } from './upload-queue.ts';
import type { WholeFiles } from './whole-files.ts';

export interface WrittenStream {
  /** SHA-256 of the whole content; null for a file of several chunks (see encode-worker.ts). */
  hash: string | null;
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

async function queueEncoded<T>(pieces: EncodedPiece[], queue: UploadQueue<T>, chunks: [string, number][]) {
  for (const { id, length, data } of pieces) {
    chunks.push([id, length]);
    await queue.add({ id, data: asBuffer(data) });
  }
}

/**
 * A small file read, cut and encoded whole by a worker thread (with others: see WholeFiles), its
 * chunks queued here. Answers null, having queued nothing, when the file has grown past the capacity
 * since it was scanned: the caller reads it in parts instead.
 */
export async function writeWhole<T>(
  wholeFiles: WholeFiles,
  file: { path: string; size: number },
  queue: UploadQueue<T>,
  onBytes: (n: number) => void,
): Promise<WrittenStream | null> {
  const answer = await wholeFiles.encode(file.path, file.size);
  if (answer.grown) return null;
  onBytes(answer.size);
  const chunks: [string, number][] = [];
  await queueEncoded(answer.chunks, queue, chunks);
  return { hash: answer.hash, size: answer.size, chunks };
}

let streams = 0;

/**
 * A file of any size read, cut and encoded a part at a time by one worker thread, which keeps the
 * chunker's state between parts, so the cuts are those of reading it in one go. The worker reads and
 * encodes the next part while this one's chunks are queued.
 */
export async function writeInParts<T>(
  encoders: Encoders,
  request: { file: string; key: Uint8Array },
  queue: UploadQueue<T>,
  onBytes: (n: number) => void,
): Promise<WrittenStream> {
  const send = encoders.lane();
  const part = { kind: 'part', stream: ++streams, ...request } as const;
  const chunks: [string, number][] = [];
  let next = send(part);
  for (;;) {
    const answer = await next;
    if (answer.kind !== 'part') throw new Error('an encoder answered a part with a whole file');
    if (!answer.end) {
      next = send(part);
      // Awaited on the next turn; until then a failure must not count as unhandled.
      next.catch(() => {});
    }
    onBytes(answer.read);
    await queueEncoded(answer.chunks, queue, chunks);
    if (answer.end) return { ...answer.end, chunks };
  }
}
