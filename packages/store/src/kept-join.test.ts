import { describe, expect, it } from 'vitest';
import { withJoined } from './kept-join.ts';
import { pseudoRandomBytes } from './test-support/pseudo-random.ts';

describe('withJoined', () => {
  it('hands over the pieces joined in order, at their total length', async () => {
    const data = pseudoRandomBytes(3 * 1024 * 1024 + 17, 9);
    const parts = [data.subarray(0, 1), data.subarray(1, 500_000), data.subarray(500_000)];
    const copy = await withJoined(parts, async (joined) => Buffer.from(joined));
    expect(copy.equals(data)).toBe(true);
    expect(await withJoined([], async (joined) => joined.length)).toBe(0);
  });

  it('writes the next blob into the memory the last one used, also after a failed write', async () => {
    const parts = [pseudoRandomBytes(2 * 1024 * 1024, 1)];
    const first = await withJoined(parts, async (joined) => joined.buffer);
    await expect(withJoined(parts, async () => Promise.reject(new Error('disk full')))).rejects.toThrow(
      'disk full',
    );
    expect(await withJoined(parts, async (joined) => joined.buffer)).toBe(first);
  });

  it('gives blobs joined at the same time memory of their own', async () => {
    const a = [Buffer.alloc(1024, 1)];
    const b = [Buffer.alloc(1024, 2)];
    await withJoined(a, async (joinedA) => {
      await withJoined(b, async (joinedB) => {
        expect(joinedB.buffer).not.toBe(joinedA.buffer);
        expect(joinedA[0]).toBe(1);
        expect(joinedB[0]).toBe(2);
      });
    });
  });
});
