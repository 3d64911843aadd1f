// Decoding stored chunks on worker threads (decode-worker.ts): an upload's check of each chunk against
// its id (its body handed to one thread and back; other batches split across the threads), and a
// download's plaintexts, a read of neighbouring chunks at a time (which a thread reads from the pack's
// file itself when the store is on the local disk).
import { availableParallelism } from 'node:os';
import { ChunkCorruptError, type DecodeOptions, type EncodedChunk } from '@warden/store';
import { asBuffer, WorkerPool } from '@warden/threads';
import type { DecodeAnswer, DecodeRequest, DecodeResult } from './decode-worker.ts';

/** One per core, up to four: an agent's batches in flight, or the parts of a split batch, spread across them. */
const THREADS = Math.max(1, Math.min(4, availableParallelism()));
/** A batch smaller than this goes to one thread: a split costs more than it saves. */
const MIN_SPLIT_BYTES = 256 * 1024;

/**
 * The request's bytes and where each chunk lies in them. Chunks that are most of one buffer (a pack
 * read, an upload's body not split) are sent as that buffer, which the message copies outside this
 * thread's heap, so that the main thread has no copy of them to collect; others (a part of a split
 * batch, a small body in Buffer's shared pool) are copied back to back into a buffer of their own,
 * handed over.
 */
function laidOut(chunks: readonly EncodedChunk[]): {
  data: Uint8Array;
  chunks: DecodeRequest['chunks'];
  transfer: ArrayBuffer[];
} {
  const shared = chunks[0]?.data.buffer;
  const total = chunks.reduce((sum, c) => sum + c.data.length, 0);
  if (shared && chunks.every((c) => c.data.buffer === shared) && total * 4 >= shared.byteLength * 3) {
    return {
      data: new Uint8Array(shared),
      chunks: chunks.map((c) => ({ id: c.id, offset: c.data.byteOffset, length: c.data.length })),
      transfer: [],
    };
  }
  const data = new Uint8Array(new ArrayBuffer(total));
  let at = 0;
  return {
    data,
    chunks: chunks.map(({ id, data: bytes }) => {
      data.set(bytes, at);
      at += bytes.length;
      return { id, offset: at - bytes.length, length: bytes.length };
    }),
    transfer: [data.buffer],
  };
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

function plaintextOf(result: DecodeResult, id: string): Buffer | ChunkCorruptError | null {
  if ('corrupt' in result) return new ChunkCorruptError(id, result.corrupt);
  if ('beyondEnd' in result) return null;
  return asBuffer(result.plain!);
}

/** A result of bytes sent with the request, which lie whole in them: only a file read can end early. */
function sentResult(result: DecodeResult): Exclude<DecodeResult, { beyondEnd: true }> {
  if ('beyondEnd' in result) throw new Error('a chunk was laid out beyond the bytes sent to decode it');
  return result;
}

/** Each chunk's plaintext size, or the ChunkCorruptError that says why it is not the chunk its id names. */
const sizesOf = (results: DecodeResult[], chunks: readonly { id: string }[]) =>
  results
    .map(sentResult)
    .map((r, i) => ('corrupt' in r ? new ChunkCorruptError(chunks[i]!.id, r.corrupt) : r.size));

export class ChunkDecoders {
  private pool = new WorkerPool<DecodeRequest, DecodeAnswer>(
    new URL('./decode-worker.ts', import.meta.url),
    THREADS,
  );

  private async run(key: Buffer, chunks: readonly EncodedChunk[], keepPlain: boolean, checkId = true) {
    const answers = await Promise.all(
      // A download's read is decoded whole, its neighbours in the read-ahead on the other threads.
      (keepPlain ? [chunks] : split(chunks, THREADS)).map((part) => {
        const { transfer, ...laid } = laidOut(part);
        return this.pool.run({ key: new Uint8Array(key), ...laid, keepPlain, checkId }, transfer);
      }),
    );
    return answers.flatMap((answer) => answer.results);
  }

  /** Each chunk's plaintext size, or the ChunkCorruptError that says why it is not the chunk its id names. */
  async sizes(key: Buffer, chunks: readonly EncodedChunk[]): Promise<(number | ChunkCorruptError)[]> {
    return sizesOf(await this.run(key, chunks, false), chunks);
  }

  /**
   * As sizes(), for the chunks of an upload's body, lying in memory no other value shares: memory when
   * given (the body's pooled memory), else the body's own when it is the whole of it. That memory is
   * handed to one thread and back instead of copied (an upload's two or more batches in flight keep the
   * threads busy). The chunks answered lie in the memory handed back, which is answered too; the body
   * and the chunks passed in are empty afterwards. A body in shared memory (a small one, in Buffer's
   * pool) is checked by sizes(), and answers no memory.
   */
  async sizesOfBody(
    key: Buffer,
    body: Buffer,
    chunks: readonly EncodedChunk[],
    memory?: ArrayBuffer,
  ): Promise<{ sizes: (number | ChunkCorruptError)[]; chunks: EncodedChunk[]; memory: ArrayBuffer | null }> {
    const own = memory ?? body.buffer;
    const whole = memory
      ? body.buffer === memory
      : body.byteOffset === 0 && body.byteLength === own.byteLength;
    if (!whole || own instanceof SharedArrayBuffer || chunks.some((c) => c.data.buffer !== own)) {
      return { sizes: await this.sizes(key, chunks), chunks: [...chunks], memory: null };
    }
    const laid = chunks.map((c) => ({ id: c.id, offset: c.data.byteOffset, length: c.data.length }));
    const request = { key: new Uint8Array(key), data: new Uint8Array(own), chunks: laid };
    const answer = await this.pool.run({ ...request, keepPlain: false, checkId: true, handBack: true }, [
      own,
    ]);
    const back = asBuffer(answer.data!);
    return {
      sizes: sizesOf(answer.results, laid),
      chunks: laid.map(({ id, offset, length }) => ({ id, data: back.subarray(offset, offset + length) })),
      memory: back.buffer as ArrayBuffer,
    };
  }

  /**
   * Each chunk's verified plaintext, or the ChunkCorruptError that says why it has none. A reader that
   * only hands the bytes on may skip hashing each against its id (see DecodeOptions).
   */
  async plaintexts(
    key: Buffer,
    chunks: readonly EncodedChunk[],
    options: DecodeOptions = {},
  ): Promise<(Buffer | ChunkCorruptError)[]> {
    const results = await this.run(key, chunks, true, options.checkId !== false);
    return results.map((r, i) => plaintextOf(sentResult(r), chunks[i]!.id)!);
  }

  /**
   * As plaintexts(), for chunks lying in a range of a local file, which the thread reads itself: the
   * bytes never pass through this thread. Null for the whole when the file is gone, null for a chunk
   * the file ends before.
   */
  async plaintextsInFile(
    key: Buffer,
    file: { path: string; start: number; length: number },
    chunks: DecodeRequest['chunks'],
    options: DecodeOptions = {},
  ): Promise<(Buffer | ChunkCorruptError | null)[] | null> {
    let results: DecodeResult[];
    try {
      const checkId = options.checkId !== false;
      ({ results } = await this.pool.run({
        key: new Uint8Array(key),
        file,
        chunks,
        keepPlain: true,
        checkId,
      }));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
    return results.map((r, i) => plaintextOf(r, chunks[i]!.id));
  }

  close(): Promise<void> {
    return this.pool.close();
  }
}
