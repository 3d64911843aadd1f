// Gathers encoded chunks across files into batches for the sink, keeping a couple of batches in
// flight while the next one fills, and hands back each file once all its chunks are stored, with the
// stored bytes it added. Thousands of small files thus cost a few requests, not two round trips each.
import type { EncodedChunk } from '@warden/store';
import type { ChunkSink } from './chunk-sink.ts';

export interface QueueLimits {
  /** A batch is sent once it holds this many encoded bytes… */
  bytes: number;
  /** …or this many chunks. */
  chunks: number;
  /** Batches travelling at once: the server stores one while the next is on the wire. */
  inFlight: number;
}

export const DEFAULT_QUEUE_LIMITS: QueueLimits = { bytes: 8 * 1024 * 1024, chunks: 1000, inFlight: 2 };

export interface FinishedFile<T> {
  value: T;
  /** Encoded bytes of the chunks this file was the first to store. */
  storedBytes: number;
}

export class UploadQueue<T> {
  private batch: EncodedChunk[] = [];
  private batchBytes = 0;
  /** Ids queued or in flight, so a chunk shared by several files is sent once. */
  private pendingIds = new Set<string>();
  /** Chunks a batch newly stored, with their sizes, until a finished file claims them. */
  private unclaimed = new Map<string, number>();
  private waiting: { value: T; ids: string[] }[] = [];
  private finished: FinishedFile<T>[] = [];
  /** Batches sent and not yet settled, oldest first; each settles only after the one before it. */
  private travelling: Promise<void>[] = [];
  /** Serialises cutting batches: several files may add chunks at once. */
  private cutting: Promise<void> = Promise.resolve();
  private failure: { error: unknown } | null = null;

  constructor(
    private sink: ChunkSink,
    private limits: QueueLimits = DEFAULT_QUEUE_LIMITS,
  ) {}

  /** Queues a chunk; waits only when a full batch has to wait for room in flight. */
  async add(chunk: EncodedChunk): Promise<void> {
    this.throwIfFailed();
    if (this.pendingIds.has(chunk.id)) return;
    this.pendingIds.add(chunk.id);
    this.batch.push(chunk);
    this.batchBytes += chunk.data.length;
    if (this.full()) await this.send(false);
  }

  /** Marks a file as complete: every one of its chunks has been added. */
  fileDone(value: T, chunkIds: string[]): void {
    this.waiting.push({ value, ids: chunkIds });
  }

  /** Files whose chunks are all stored, in the order they were done; each is handed out once. */
  takeFinished(): FinishedFile<T>[] {
    const done = this.finished;
    this.finished = [];
    return done;
  }

  /** Sends whatever is queued and waits until all of it is stored. */
  async drain(): Promise<void> {
    await this.send(true);
    await Promise.all(this.travelling);
    this.throwIfFailed();
  }

  private full(): boolean {
    return this.batchBytes >= this.limits.bytes || this.batch.length >= this.limits.chunks;
  }

  private send(always: boolean): Promise<void> {
    this.cutting = this.cutting.then(() => this.cut(always));
    return this.cutting;
  }

  /**
   * Cuts the current batch once there is room in flight. A file that filled the batch while another
   * was waiting to cut it finds it gone, and does not send a second, nearly empty one.
   */
  private async cut(always: boolean): Promise<void> {
    while (this.travelling.length >= this.limits.inFlight) await this.travelling[0];
    this.throwIfFailed();
    if (!always && !this.full()) return;
    const batch = this.batch;
    const covered = this.waiting;
    if (batch.length === 0 && covered.length === 0) return;
    this.batch = [];
    this.batchBytes = 0;
    this.waiting = [];
    const before = this.travelling.at(-1) ?? Promise.resolve();
    // Not awaited: the caller goes on reading and encoding while this batch travels.
    const stored = batch.length ? this.sink.store(batch) : Promise.resolve(new Set<string>());
    const settled = Promise.all([stored, before]).then(
      ([ids]) => this.settle(batch, ids, covered),
      (error: unknown) => {
        this.failure ??= { error };
      },
    );
    const done = settled.finally(() => {
      this.travelling = this.travelling.filter((p) => p !== done);
    });
    this.travelling.push(done);
  }

  private settle(batch: EncodedChunk[], stored: Set<string>, covered: { value: T; ids: string[] }[]): void {
    if (this.failure) return;
    for (const chunk of batch) {
      this.pendingIds.delete(chunk.id);
      if (stored.has(chunk.id)) this.unclaimed.set(chunk.id, chunk.data.length);
    }
    // Every chunk of a covered file was added before this batch was cut, so it is in this batch or an
    // earlier one, and batches settle in order: it is stored by now.
    for (const file of covered) {
      let storedBytes = 0;
      for (const id of new Set(file.ids)) {
        const size = this.unclaimed.get(id);
        if (size === undefined) continue;
        storedBytes += size;
        this.unclaimed.delete(id);
      }
      this.finished.push({ value: file.value, storedBytes });
    }
  }

  private throwIfFailed(): void {
    if (this.failure) throw this.failure.error;
  }
}
