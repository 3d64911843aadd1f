// The sign-in throttle's counters: per address and account, per address, per account, and bounded.
import { describe, expect, it } from 'vitest';
import { LoginThrottle } from './login-throttle.ts';

describe('LoginThrottle', () => {
  it('locks an account after failures from many addresses, for any address', () => {
    const throttle = new LoginThrottle();
    for (let i = 0; i < 10; i++) throttle.fail(`10.0.0.${i}`, 'Victim@Example.test');
    expect(throttle.retryAfter('10.9.9.9', 'victim@example.test')).toBeGreaterThan(0);
    expect(throttle.retryAfter('10.9.9.9', 'someone-else@example.test')).toBe(0);
  });

  it('lets the account try again when the window has passed', () => {
    let now = 1_000_000;
    const throttle = new LoginThrottle({ now: () => now });
    for (let i = 0; i < 10; i++) throttle.fail(`10.0.0.${i}`, 'victim@example.test');
    expect(throttle.retryAfter('10.9.9.9', 'victim@example.test')).toBe(15 * 60);
    now += 15 * 60_000;
    expect(throttle.retryAfter('10.9.9.9', 'victim@example.test')).toBe(0);
  });

  it('keeps no more entries than its capacity under a flood of new addresses and accounts', () => {
    const throttle = new LoginThrottle({ capacity: 100 });
    for (let i = 0; i < 5000; i++) throttle.fail(`2001:db8::${i.toString(16)}`, `user${i}@example.test`);
    expect(throttle.size).toBeLessThanOrEqual(300);
    // The newest are still counted.
    for (let i = 0; i < 5; i++) throttle.fail('2001:db8::ffff', 'last@example.test');
    expect(throttle.retryAfter('2001:db8::ffff', 'last@example.test')).toBeGreaterThan(0);
  });
});
