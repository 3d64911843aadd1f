// Slows password guessing: after repeated failures for one address and account, sign-in waits.
const WINDOW_MS = 15 * 60_000;
const MAX_FAILURES = 5;
const MAX_FAILURES_PER_IP = 50;

interface Bucket {
  failures: number;
  firstAt: number;
}

export class LoginThrottle {
  private buckets = new Map<string, Bucket>();

  constructor(private now: () => number = Date.now) {}

  /** Seconds to wait before the next try, or 0 when a try is allowed. */
  retryAfter(ip: string, email: string): number {
    const waits = [
      this.wait(`${ip}|${email.toLowerCase()}`, MAX_FAILURES),
      this.wait(ip, MAX_FAILURES_PER_IP),
    ];
    return Math.max(...waits);
  }

  fail(ip: string, email: string): void {
    for (const key of [`${ip}|${email.toLowerCase()}`, ip]) {
      const bucket = this.live(key) ?? { failures: 0, firstAt: this.now() };
      bucket.failures++;
      this.buckets.set(key, bucket);
    }
  }

  succeed(ip: string, email: string): void {
    this.buckets.delete(`${ip}|${email.toLowerCase()}`);
  }

  private live(key: string): Bucket | undefined {
    const bucket = this.buckets.get(key);
    if (bucket && this.now() - bucket.firstAt > WINDOW_MS) {
      this.buckets.delete(key);
      return undefined;
    }
    return bucket;
  }

  private wait(key: string, max: number): number {
    const bucket = this.live(key);
    if (!bucket || bucket.failures < max) return 0;
    return Math.ceil((bucket.firstAt + WINDOW_MS - this.now()) / 1000);
  }
}
