// Reads a restore's chunks ahead of its writers, in batches, in the order the files are written: the
// chunks of the files to be written next arrive many to a request while earlier files are still being
// written. What is held (fetched or on its way, not yet written) stays under a memory budget. A chunk
// handed out by next() comes with a hold on its batch answer's memory, which its reader lets go
// (ChunkLeases); the prefetcher lets go of its own once no file is to read the chunk any more.
import type { ChunkSource, FetchedChunk } from './chunk-source.ts';
import type { ManifestFile } from './file-writer.ts';
import { throwIfStopped } from './retry.ts';

interface Held {
  chunk: Promise<FetchedChunk>;
  /** Scheduled reads of this chunk not yet done (a chunk shared by files is fetched once). */
  uses: number;
  bytes: number;
}

interface Admitted {
  file: ManifestFile;
  /** The next of its chunks the prefetcher schedules, and the next its writer reads. */
  scheduled: number;
  read: number;
  finished: boolean;
}

export interface PrefetchOptions {
  /** Plaintext bytes held at most (one chunk more than that is let through when nothing is held). */
  budget: number;
  /** Per request. */
  batchBytes: number;
  batchIds: number;
}

export const DEFAULT_PREFETCH: PrefetchOptions = {
  budget: 32 * 1024 * 1024,
  batchBytes: 8 * 1024 * 1024,
  batchIds: 1000,
};

const ignore = () => {};
const leaseOf = (chunk: FetchedChunk) => ('lease' in chunk ? chunk.lease : undefined);

export class ChunkPrefetcher {
  private queue: Admitted[] = [];
  private byFile = new Map<ManifestFile, Admitted>();
  /** The first admitted file with chunks left to schedule. */
  private cursor = 0;
  private held = new Map<string, Held>();
  private heldBytes = 0;
  private waiters: (() => void)[] = [];
  /** Chunk reads of admitted files not yet scheduled; a batch waits until they would fill one. */
  private pendingBytes = 0;
  private pendingChunks = 0;
  /** Writers waiting for a chunk not yet asked for: a batch goes now, full or not. */
  private demand = 0;
  private closed = false;

  constructor(
    private source: Pick<ChunkSource, 'getMany'>,
    private signal: AbortSignal,
    private options: PrefetchOptions = DEFAULT_PREFETCH,
  ) {
    signal.addEventListener('abort', () => this.wake(), { once: true });
  }

  /** A file to be written, in the order files are written. */
  admit(file: ManifestFile): void {
    const entry: Admitted = { file, scheduled: 0, read: 0, finished: false };
    this.queue.push(entry);
    this.byFile.set(file, entry);
    this.pendingBytes += file.chunks.reduce((sum, [, length]) => sum + length, 0);
    this.pendingChunks += file.chunks.length;
    this.pump();
  }

  /** Every file to be written has been admitted: what is pending goes without waiting for more. */
  close(): void {
    this.closed = true;
    this.pump();
  }

  /**
   * The file's next chunk as fetched (chunks are read in order, each once). A chunk with a lease is held
   * for the caller, who lets go of it once done with its bytes.
   */
  async next(file: ManifestFile): Promise<FetchedChunk> {
    const entry = this.byFile.get(file);
    if (!entry) throw new Error('restore: a file was written before it was admitted');
    const index = entry.read;
    const [id] = entry.file.chunks[index]!;
    while (entry.scheduled <= index) {
      throwIfStopped(this.signal);
      this.demand++;
      this.pump();
      if (entry.scheduled <= index) await new Promise<void>((resolve) => this.waiters.push(resolve));
      this.demand--;
    }
    entry.read++;
    const held = this.held.get(id)!;
    try {
      const chunk = await held.chunk;
      leaseOf(chunk)?.retain();
      return chunk;
    } finally {
      this.release(id);
    }
  }

  /** The file is written, failed or skipped: its chunks not yet read are let go. */
  finish(file: ManifestFile): void {
    const entry = this.byFile.get(file);
    if (!entry || entry.finished) return;
    entry.finished = true;
    this.byFile.delete(file);
    for (let i = entry.read; i < entry.scheduled; i++) this.release(entry.file.chunks[i]![0]);
    for (let i = entry.scheduled; i < entry.file.chunks.length; i++) this.unpend(entry.file.chunks[i]![1]);
    entry.read = entry.scheduled;
    this.pump();
  }

  private unpend(length: number): void {
    this.pendingBytes -= length;
    this.pendingChunks--;
  }

  private release(id: string): void {
    const held = this.held.get(id);
    if (!held || --held.uses > 0) return;
    this.held.delete(id);
    this.heldBytes -= held.bytes;
    held.chunk.then((chunk) => leaseOf(chunk)?.release(), ignore);
    this.pump();
  }

  private wake(): void {
    const waiters = this.waiters;
    this.waiters = [];
    for (const resolve of waiters) resolve();
  }

  /**
   * Schedules the next batch when enough is pending to fill one and there is room for a worthwhile
   * one (a quarter of the budget), or when a writer waits or no more files come: many small requests
   * are what batching is to avoid.
   */
  private pump(): void {
    const { budget, batchBytes, batchIds } = this.options;
    let progressed = false;
    while (!this.signal.aborted) {
      const urgent = this.demand > 0 || this.closed;
      const full = this.pendingBytes >= batchBytes || this.pendingChunks >= batchIds;
      if (!urgent && !full) break;
      // Held, not only in flight: when the writers are what holds a restore up, nothing is in flight,
      // and each file's few freed bytes went out as a request of their own.
      const room = budget - this.heldBytes;
      if (this.heldBytes > 0 && room < budget / 4 && this.demand === 0) break;
      const batch: [string, number][] = [];
      let bytes = 0;
      while (this.cursor < this.queue.length && batch.length < batchIds && bytes < batchBytes) {
        const entry = this.queue[this.cursor]!;
        if (entry.finished || entry.scheduled >= entry.file.chunks.length) {
          this.cursor++;
          continue;
        }
        const [id, length] = entry.file.chunks[entry.scheduled]!;
        const known = this.held.get(id);
        if (!known && this.heldBytes + length > budget && this.heldBytes > 0) break;
        this.unpend(length);
        progressed = true;
        if (known) known.uses++;
        else {
          const held: Held = { chunk: Promise.resolve({ plain: Buffer.alloc(0) }), uses: 1, bytes: length };
          this.held.set(id, held);
          this.heldBytes += length;
          batch.push([id, length]);
          bytes += length;
        }
        entry.scheduled++;
      }
      if (batch.length > 0) this.fetch(batch);
      else break;
    }
    // Woken only for news, so that waiting writers do not wake each other in turn for nothing.
    if (progressed) this.wake();
  }

  private fetch(batch: [string, number][]): void {
    const answers = this.source.getMany(batch, this.signal);
    answers.catch(ignore);
    batch.forEach(([id], i) => {
      const held = this.held.get(id)!;
      held.chunk = answers.then((all) => all[i]!);
      // A file let go before its chunk arrived leaves the answer unread: that is no failure.
      held.chunk.catch(ignore);
    });
  }
}
