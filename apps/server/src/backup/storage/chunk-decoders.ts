// Decoding stored chunks on worker threads (decode-worker.ts): an upload's check of each chunk against
// its id, and a download's plaintexts. A request's chunks are copied into one buffer handed to the thread.
import { availableParallelism } from 'node:os';
import { ChunkCorruptError, type EncodedChunk } from '@warden/store';
import { WorkerPool } from '@warden/threads';
import type { DecodeRequest, DecodeResult } from './decode-worker.ts';

/** One per core, up to four: the checks of a batch upload split across them. */
const THREADS = Math.max(1, Math.min(4, availableParallelism()));
/** A batch smaller than this goes to one thread: a split costs more than it saves. */
const MIN_SPLIT_BYTES = 256 * 1024;

/** The chunks' bytes back to back in memory of their own, never in Buffer's shared pool. */
function packed(chunks: readonly EncodedChunk[]): Uint8Array {
  const total = chunks.reduce((sum, c) => sum + c.data.length, 0);
  const data = new Uint8Array(new ArrayBuffer(total));
  let at = 0;
  for (const { data: bytes } of chunks) {
    data.set(bytes, at);
    at += bytes.length;
  }
  return data;
}

/** Consecutive parts of about equal bytes, at most `count`. */
function split(chunks: readonly EncodedChunk[], count: number): EncodedChunk[][] {
  const total = chunks.reduce((sum, c) => sum + c.data.length, 0);
  const parts = Math.max(1, Math.min(count, Math.floor(total / MIN_SPLIT_BYTES), chunks.length));
  const target = total / parts;
  const result: EncodedChunk[][] = [[]];
  let bytes = 0;
  for (const chunk of chunks) {
    if (bytes >= target * result.length && result.length < parts) result.push([]);
    result.at(-1)!.push(chunk);
    bytes += chunk.data.length;
  }
  return result;
}

export class ChunkDecoders {
  private pool = new WorkerPool<DecodeRequest, DecodeResult[]>(
    new URL('./decode-worker.ts', import.meta.url),
    THREADS,
  );

  private async run(key: Buffer, chunks: readonly EncodedChunk[], keepPlain: boolean) {
    const answers = await Promise.all(
      split(chunks, THREADS).map((part) => {
        const data = packed(part);
        const request: DecodeRequest = {
          key: new Uint8Array(key),
          data,
          chunks: part.map((c) => ({ id: c.id, length: c.data.length })),
          keepPlain,
        };
        return this.pool.run(request, [data.buffer as ArrayBuffer]);
      }),
    );
    return answers.flat();
  }

  /** Each chunk's plaintext size, or the ChunkCorruptError that says why it is not the chunk its id names. */
  async sizes(key: Buffer, chunks: readonly EncodedChunk[]): Promise<(number | ChunkCorruptError)[]> {
    const results = await this.run(key, chunks, false);
    return results.map((r, i) => ('corrupt' in r ? new ChunkCorruptError(chunks[i]!.id, r.corrupt) : r.size));
  }

  /** Each chunk's verified plaintext, or the ChunkCorruptError that says why it has none. */
  async plaintexts(key: Buffer, chunks: readonly EncodedChunk[]): Promise<(Buffer | ChunkCorruptError)[]> {
    const results = await this.run(key, chunks, true);
    return results.map((r, i) => {
      if ('corrupt' in r) return new ChunkCorruptError(chunks[i]!.id, r.corrupt);
      const plain = r.plain!;
      return Buffer.from(plain.buffer, plain.byteOffset, plain.byteLength);
    });
  }

  close(): Promise<void> {
    return this.pool.close();
  }
}
