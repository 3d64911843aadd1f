// Memory that a thread decodes chunk after chunk into and drops all at once: a file's chunks before it
// is written, or a check that only needs each chunk's size. Fresh memory for every plaintext costs a
// page fault per 4 KiB and a garbage collection later, dearer on some machines than decompressing.

/** Never kept smaller than this, so that the first few requests do not each grow it. */
const MIN_BYTES = 1024 * 1024;

export class PlainArena {
  private memory = Buffer.allocUnsafeSlow(0);
  private used = 0;

  /** Makes all of the memory free again: views handed out before now must no longer be read. */
  reset(): void {
    this.used = 0;
  }

  /**
   * At least `bytes` of free memory, at the end of what is in use. Growing starts a new block; views
   * into the old one stay valid, since they keep it alive.
   */
  room(bytes: number): Buffer {
    if (this.memory.length - this.used < bytes) {
      this.memory = Buffer.allocUnsafeSlow(Math.max(MIN_BYTES, bytes, this.memory.length * 2));
      this.used = 0;
    }
    return this.memory.subarray(this.used);
  }

  /** Marks the first `bytes` of the last room() as in use, and answers them. */
  keep(bytes: number): Buffer {
    const kept = this.memory.subarray(this.used, this.used + bytes);
    this.used += bytes;
    return kept;
  }
}
