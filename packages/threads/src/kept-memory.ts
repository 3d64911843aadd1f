// Memory kept from one large transfer to the next (an upload's body on the server, a batch answer on
// the agent). Fresh memory faults in and zeroes each of its pages before anything is copied in, which
// cost a quarter of the receiving thread's CPU (docs/performance.md). What is kept is bounded and let
// go once transfers stop for a while, so an idle process holds none of it.

export interface KeptMemoryOptions<M> {
  /** New memory of this many bytes (a multiple of step). */
  create: (bytes: number) => M;
  /** Memory is made in steps of this size, so that transfers of the usual sizes fit what is kept. */
  step: number;
  /** Buffers kept at most: the transfers in flight at once. */
  keep: number;
  /** Kept memory goes after this long without memory given back. */
  quietMs: number;
}

/** A pool of memory of one kind (ArrayBuffer, SharedArrayBuffer): best fit, a bound, let go when quiet. */
export class KeptMemory<M extends ArrayBuffer | SharedArrayBuffer> {
  #free: M[] = [];
  #quiet: NodeJS.Timeout | null = null;

  constructor(private readonly options: KeptMemoryOptions<M>) {}

  /** The smallest kept buffer that holds length bytes, or a new one. */
  take(length: number): M {
    let best = -1;
    for (let i = 0; i < this.#free.length; i++) {
      const size = this.#free[i]!.byteLength;
      if (size >= length && (best < 0 || size < this.#free[best]!.byteLength)) best = i;
    }
    if (best >= 0) return this.#free.splice(best, 1)[0]!;
    const { step, create } = this.options;
    return create(Math.max(1, Math.ceil(length / step)) * step);
  }

  /** Takes memory back once nothing refers to it; past the bound the smallest goes. */
  give(memory: M): void {
    if (memory.byteLength === 0) return; // detached: it went elsewhere
    const { keep, quietMs } = this.options;
    this.#free.push(memory);
    if (this.#free.length > keep) {
      this.#free.sort((a, b) => b.byteLength - a.byteLength);
      this.#free.length = keep;
    }
    if (this.#quiet) this.#quiet.refresh();
    else {
      this.#quiet = setTimeout(() => {
        this.#free = [];
        this.#quiet = null;
      }, quietMs);
      this.#quiet.unref();
    }
  }

  /** Bytes kept now (for tests). */
  get keptBytes(): number {
    return this.#free.reduce((sum, b) => sum + b.byteLength, 0);
  }
}

/**
 * Counts who still reads a piece of kept memory (views of it handed to threads, say); the last to let
 * go gives it back. A holder that failed spoils it instead: a thread it was handed to may not be done
 * reading, so the memory is never given back (the collector frees it once nothing refers to it).
 */
export class MemoryLease<M extends ArrayBuffer | SharedArrayBuffer> {
  #holders: number;
  #spoiled = false;

  constructor(
    private readonly pool: KeptMemory<M>,
    private readonly memory: M,
    holders: number,
  ) {
    this.#holders = holders;
    if (holders === 0) pool.give(memory);
  }

  /** One more holder. */
  retain(): void {
    if (this.#holders <= 0) throw new Error('memory retained after it was given back');
    this.#holders++;
  }

  /** A holder is done reading. */
  release(): void {
    if (this.#holders <= 0) throw new Error('memory released more often than it was held');
    if (--this.#holders === 0 && !this.#spoiled) this.pool.give(this.memory);
  }

  /** A holder is done, but may have left the memory with a thread still reading it. */
  spoil(): void {
    this.#spoiled = true;
    this.release();
  }

  /** Holders now (for tests). */
  get holders(): number {
    return this.#holders;
  }
}
