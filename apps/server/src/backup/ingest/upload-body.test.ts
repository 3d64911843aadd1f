// The memory kept between upload bodies: best fit, a bound on what is kept, and let go when quiet.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BodyMemory } from './upload-body.ts';

const MiB = 1024 * 1024;

describe('BodyMemory', () => {
  afterEach(() => vi.useRealTimers());

  it('gives back the smallest kept buffer that holds a body, in steps of 4 MiB', () => {
    const memory = new BodyMemory();
    const small = memory.take(3 * MiB);
    const large = memory.take(9 * MiB);
    expect([small.byteLength, large.byteLength]).toEqual([4 * MiB, 12 * MiB]);
    memory.give(large);
    memory.give(small);
    expect(memory.take(2 * MiB)).toBe(small);
    expect(memory.take(2 * MiB)).toBe(large);
    expect(memory.take(2 * MiB)).not.toBe(small);
  });

  it('keeps four buffers at most, the largest, and ignores memory handed elsewhere', () => {
    const memory = new BodyMemory();
    const buffers = [1, 2, 3, 4, 5].map((n) => memory.take(n * 4 * MiB));
    for (const b of buffers) memory.give(b);
    expect(memory.keptBytes).toBe((2 + 3 + 4 + 5) * 4 * MiB);
    const moved = memory.take(20 * MiB);
    structuredClone(moved, { transfer: [moved] });
    memory.give(moved);
    expect(memory.keptBytes).toBe((2 + 3 + 4) * 4 * MiB);
  });

  it('lets its memory go once uploads stop for a while', () => {
    vi.useFakeTimers();
    const memory = new BodyMemory();
    memory.give(memory.take(MiB));
    vi.advanceTimersByTime(20_000);
    memory.give(memory.take(MiB));
    vi.advanceTimersByTime(20_000);
    expect(memory.keptBytes).toBe(4 * MiB);
    vi.advanceTimersByTime(10_000);
    expect(memory.keptBytes).toBe(0);
  });
});
