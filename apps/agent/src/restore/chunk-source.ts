// Where a restore reads chunks: the plan's LOCAL repository folder when the manifest names one,
// else the server's cloud store, many chunks to a request. Every chunk is decrypted and authenticated
// with its id; its own SHA-256 is checked only when no whole file's SHA-256 covers it. A chunk from the
// server is handed on as stored, so that the thread writing its file decodes it (see StoredChunk); a
// batch answer is read into shared memory kept from one answer to the next (see StoredChunk.lease).
import fs from 'node:fs';
import path from 'node:path';
import {
  BlobNotFoundError,
  type ChunkRepository,
  decodeChunk,
  decodeChunkFrames,
  isChunkId,
  MARKER_FILE,
  MAX_ENCODED_CHUNK_SIZE,
  openLocalRepository,
} from '@warden/store';
import { KeptMemory, MemoryLease } from '@warden/threads/kept-memory';
import { type ServerApi, ServerError } from '../api/server-api.ts';
import { sleep, withRetry } from './retry.ts';

/**
 * A fetched chunk: its verified plaintext (a local repository's), or its bytes as the server stores
 * them, with what decoding them needs: the writer of a small file decodes them on its own thread.
 */
export type FetchedChunk = { plain: Buffer } | StoredChunk;

export interface StoredChunk {
  id: string;
  stored: Buffer;
  /** Whether its plaintext is hashed against its id (see DecodeOptions). */
  checkId: boolean;
  /**
   * Who still reads the batch answer's memory that stored lies in, when it came in one: one holder for
   * the fetch until its reader takes it (ChunkPrefetcher), then one per reader until the thread it went
   * to has answered (ChunkLeases).
   */
  lease?: MemoryLease<SharedArrayBuffer>;
}

/**
 * The memory batch answers are read into. Fresh shared memory per answer cost the agent's main thread
 * the kernel's zeroing of each page, about a quarter of it in a restore (docs/performance.md). An
 * answer carries at most a batch's 8 MiB of chunks and a restore holds at most 32 MiB of them.
 */
const answerMemory = new KeptMemory({
  create: (bytes) => new SharedArrayBuffer(bytes),
  step: 4 * 1024 * 1024,
  keep: 4,
  quietMs: 30_000,
});

export class ChunkSource {
  private bytes = 0;
  private readonly started = Date.now();

  private constructor(
    private api: ServerApi,
    private key: Buffer,
    private local: ChunkRepository | null,
    private maxBytesPerSecond: number | undefined,
    private ownCheck: ReadonlySet<string>,
  ) {}

  static async open(
    api: ServerApi,
    organizationId: number,
    key: Buffer,
    localRepository: string | null,
    maxBytesPerSecond?: number,
    /**
     * Chunks of files without a SHA-256 to check the whole file against: these are hashed one by one.
     * The others are not hashed twice (see DecodeOptions).
     */
    ownCheck: ReadonlySet<string> = new Set(),
  ): Promise<ChunkSource> {
    let local: ChunkRepository | null = null;
    if (localRepository) {
      // Opening an unmarked folder would make it a repository; a restore only reads.
      if (!fs.existsSync(path.join(localRepository, MARKER_FILE))) {
        throw new Error(`The local backup folder ${localRepository} cannot be reached from this device`);
      }
      ({ repository: local } = await openLocalRepository(localRepository, `org-${organizationId}`, key));
    }
    return new ChunkSource(api, key, local, maxBytesPerSecond, ownCheck);
  }

  /** The verified plaintext of a chunk; throws an error that says what is wrong with it. */
  async get(id: string, signal: AbortSignal): Promise<Buffer> {
    if (!isChunkId(id)) throw new Error(`"${id.slice(0, 80)}" is not a chunk id`);
    const plain = (await this.fromLocal(id)) ?? (await this.decode(await this.fromServer(id, signal), id));
    await this.throttle(plain.length, signal);
    return plain;
  }

  /**
   * Many chunks ([id, plaintext length]) in one batch read, those of the local repository read there
   * instead (and verified as get()'s). A chunk the batch could not give is asked for alone, so that
   * its own error (missing, unreadable) is the one its file reports.
   */
  async getMany(
    chunks: readonly (readonly [string, number])[],
    signal: AbortSignal,
  ): Promise<Promise<FetchedChunk>[]> {
    const bad = chunks.find(([id]) => !isChunkId(id));
    if (bad) throw new Error(`"${bad[0].slice(0, 80)}" is not a chunk id`);
    await this.throttle(
      chunks.reduce((sum, [, length]) => sum + length, 0),
      signal,
    );
    const local = await Promise.all(chunks.map(([id]) => this.fromLocal(id)));
    const remote = chunks.map(([id]) => id).filter((_, i) => !local[i]);
    const fetched = new Map<string, Promise<FetchedChunk>>();
    if (remote.length > 0) {
      const body = await withRetry(signal, () =>
        // In shared memory: the writer threads decode the chunks of small files from views of it.
        this.api.postForBytes('/agent/chunks/batch', { ids: remote }, { shared: answerMemory }),
      );
      const frames = decodeChunkFrames(body, MAX_ENCODED_CHUNK_SIZE);
      if (frames.length !== remote.length || frames.some((f, i) => f.id !== remote[i])) {
        throw new Error('The server answered a batch of chunks out of order');
      }
      const memory = body.buffer instanceof SharedArrayBuffer ? body.buffer : null;
      const lease = memory && new MemoryLease(answerMemory, memory, frames.filter((f) => f.data).length);
      for (const { id, data } of frames) {
        const checkId = this.ownCheck.has(id);
        fetched.set(
          id,
          data
            ? Promise.resolve({ id, stored: data, checkId, ...(lease && { lease }) })
            : this.fromServer(id, signal).then((stored) => ({ id, stored, checkId })),
        );
      }
    }
    return chunks.map(([id], i) => {
      const plain = local[i];
      return plain ? Promise.resolve({ plain }) : fetched.get(id)!;
    });
  }

  /** The data key, for a thread that decodes stored chunks. */
  get dataKey(): Buffer {
    return this.key;
  }

  private decode(encoded: Buffer, id: string): Promise<Buffer> {
    return decodeChunk(encoded, this.key, id, { checkId: this.ownCheck.has(id) });
  }

  private async fromLocal(id: string): Promise<Buffer | null> {
    if (!this.local) return null;
    try {
      return await this.local.getPlain(id, { checkId: this.ownCheck.has(id) });
    } catch (err) {
      if (err instanceof BlobNotFoundError) return null;
      throw err;
    }
  }

  private async fromServer(id: string, signal: AbortSignal): Promise<Buffer> {
    try {
      return await withRetry(signal, () => this.api.getBytes(`/agent/chunks/${id}`));
    } catch (err) {
      if (err instanceof ServerError && err.status === 404) throw new Error(`Chunk ${id} is missing`);
      throw err;
    }
  }

  /** Keeps the average transfer rate under the limit, if one is set. */
  private async throttle(n: number, signal: AbortSignal): Promise<void> {
    if (!this.maxBytesPerSecond) return;
    this.bytes += n;
    const due = this.started + (this.bytes / this.maxBytesPerSecond) * 1000;
    const wait = due - Date.now();
    if (wait > 0) await sleep(wait, signal);
  }
}
