// Slows password guessing: failures are counted per address and account, per address, and per
// account from any address (a spread of addresses cannot guess one account's password forever).
import { FailureCounter } from './failure-counter.ts';

const WINDOW_MS = 15 * 60_000;
const MAX_FAILURES_PER_ADDRESS_AND_ACCOUNT = 5;
const MAX_FAILURES_PER_ADDRESS = 50;
const MAX_FAILURES_PER_ACCOUNT = 10;
/** Keys kept per counter; past it the least recently seen are forgotten. */
const CAPACITY = 10_000;

export interface LoginThrottleOptions {
  now?: () => number;
  capacity?: number;
}

export class LoginThrottle {
  private byAddressAndAccount: FailureCounter;
  private byAddress: FailureCounter;
  private byAccount: FailureCounter;

  constructor({ now = Date.now, capacity = CAPACITY }: LoginThrottleOptions = {}) {
    const counter = (limit: number) => new FailureCounter({ windowMs: WINDOW_MS, limit, capacity, now });
    this.byAddressAndAccount = counter(MAX_FAILURES_PER_ADDRESS_AND_ACCOUNT);
    this.byAddress = counter(MAX_FAILURES_PER_ADDRESS);
    this.byAccount = counter(MAX_FAILURES_PER_ACCOUNT);
  }

  /**
   * Seconds to wait before the next try, or 0 when a try is allowed. Unknown e-mail addresses are
   * counted and locked like real ones, so a lock tells nothing about whether the account exists.
   */
  retryAfter(ip: string, email: string): number {
    const account = email.toLowerCase();
    return Math.max(
      this.byAddressAndAccount.retryAfter(`${ip}|${account}`),
      this.byAddress.retryAfter(ip),
      this.byAccount.retryAfter(account),
    );
  }

  fail(ip: string, email: string): void {
    const account = email.toLowerCase();
    this.byAddressAndAccount.fail(`${ip}|${account}`);
    this.byAddress.fail(ip);
    this.byAccount.fail(account);
  }

  succeed(ip: string, email: string): void {
    const account = email.toLowerCase();
    this.byAddressAndAccount.clear(`${ip}|${account}`);
    this.byAccount.clear(account);
  }

  /** Keys held across the counters, for checking that the throttle stays bounded. */
  get size(): number {
    return this.byAddressAndAccount.size + this.byAddress.size + this.byAccount.size;
  }
}
