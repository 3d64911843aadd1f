// Counts failures per key within a fixed window, in a capped LRU map: a flood of new keys evicts the
// least recently touched ones instead of growing the process without bound.
import { LRUCache } from 'lru-cache';

interface Bucket {
  failures: number;
  firstAt: number;
}

export interface FailureCounterOptions {
  windowMs: number;
  /** Failures within the window after which the key waits for the window's end. */
  limit: number;
  /** Keys kept at most. */
  capacity: number;
  now?: () => number;
}

export class FailureCounter {
  private buckets: LRUCache<string, Bucket>;
  private now: () => number;

  constructor(private options: FailureCounterOptions) {
    this.buckets = new LRUCache({ max: options.capacity });
    this.now = options.now ?? Date.now;
  }

  /** Seconds until the key may try again, or 0 while it is under the limit. */
  retryAfter(key: string): number {
    const bucket = this.live(key);
    if (!bucket || bucket.failures < this.options.limit) return 0;
    return Math.max(1, Math.ceil((bucket.firstAt + this.options.windowMs - this.now()) / 1000));
  }

  /** Records a failure and answers the failures counted in the current window. */
  fail(key: string): number {
    const bucket = this.live(key) ?? { failures: 0, firstAt: this.now() };
    bucket.failures++;
    this.buckets.set(key, bucket);
    return bucket.failures;
  }

  clear(key: string): void {
    this.buckets.delete(key);
  }

  /** Keys held now (never more than the capacity). */
  get size(): number {
    return this.buckets.size;
  }

  private live(key: string): Bucket | undefined {
    const bucket = this.buckets.get(key);
    if (bucket && this.now() - bucket.firstAt >= this.options.windowMs) {
      this.buckets.delete(key);
      return undefined;
    }
    return bucket;
  }
}
