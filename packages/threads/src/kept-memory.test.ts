// Memory kept between transfers: best fit, a bound on what is kept, let go when quiet, and a lease
// that gives memory back only once its last holder is done, never after a holder failed.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { KeptMemory, MemoryLease } from './kept-memory.ts';

const MiB = 1024 * 1024;
const options = { step: 4 * MiB, keep: 4, quietMs: 30_000 };
const plain = () => new KeptMemory({ ...options, create: (n) => new ArrayBuffer(n) });
const shared = () => new KeptMemory({ ...options, create: (n) => new SharedArrayBuffer(n) });

describe('KeptMemory', () => {
  afterEach(() => vi.useRealTimers());

  it('gives back the smallest kept buffer that holds a transfer, in steps', () => {
    const memory = plain();
    const small = memory.take(3 * MiB);
    const large = memory.take(9 * MiB);
    expect([small.byteLength, large.byteLength]).toEqual([4 * MiB, 12 * MiB]);
    memory.give(large);
    memory.give(small);
    expect(memory.take(2 * MiB)).toBe(small);
    expect(memory.take(2 * MiB)).toBe(large);
    expect(memory.take(2 * MiB)).not.toBe(small);
  });

  it('makes one step for an empty transfer, and shared memory when asked to', () => {
    const memory = shared();
    const empty = memory.take(0);
    expect(empty).toBeInstanceOf(SharedArrayBuffer);
    expect(empty.byteLength).toBe(4 * MiB);
  });

  it('keeps a bounded number of buffers, the largest, and ignores memory handed elsewhere', () => {
    const memory = plain();
    const buffers = [1, 2, 3, 4, 5].map((n) => memory.take(n * 4 * MiB));
    for (const b of buffers) memory.give(b);
    expect(memory.keptBytes).toBe((2 + 3 + 4 + 5) * 4 * MiB);
    const moved = memory.take(20 * MiB);
    structuredClone(moved, { transfer: [moved] });
    memory.give(moved);
    expect(memory.keptBytes).toBe((2 + 3 + 4) * 4 * MiB);
  });

  it('lets its memory go once transfers stop for a while', () => {
    vi.useFakeTimers();
    const memory = plain();
    memory.give(memory.take(MiB));
    vi.advanceTimersByTime(20_000);
    memory.give(memory.take(MiB));
    vi.advanceTimersByTime(20_000);
    expect(memory.keptBytes).toBe(4 * MiB);
    vi.advanceTimersByTime(10_000);
    expect(memory.keptBytes).toBe(0);
  });
});

describe('MemoryLease', () => {
  it('gives the memory back when its last holder lets go, and not before', () => {
    const memory = shared();
    const slab = memory.take(MiB);
    const lease = new MemoryLease(memory, slab, 2);
    lease.retain();
    lease.release();
    lease.release();
    expect(memory.keptBytes).toBe(0);
    lease.release();
    expect(memory.take(MiB)).toBe(slab);
  });

  it('never gives back memory a failed holder may have left with a thread', () => {
    const memory = shared();
    const slab = memory.take(MiB);
    const lease = new MemoryLease(memory, slab, 2);
    lease.spoil();
    lease.release();
    expect(memory.keptBytes).toBe(0);
    expect(memory.take(MiB)).not.toBe(slab);
  });

  it('gives back at once memory nothing holds', () => {
    const memory = shared();
    const slab = memory.take(MiB);
    new MemoryLease(memory, slab, 0);
    expect(memory.take(MiB)).toBe(slab);
  });

  it('refuses to count a holder after the memory went back, or to let go twice', () => {
    const memory = shared();
    const lease = new MemoryLease(memory, memory.take(MiB), 1);
    lease.release();
    expect(() => lease.release()).toThrow(/more often/);
    expect(() => lease.retain()).toThrow(/after it was given back/);
  });
});
