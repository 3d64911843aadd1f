import { createHash } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { chunkStream, FastCdc, type FastCdcOptions } from './fastcdc.ts';
import { pseudoRandomBytes } from './test-support/pseudo-random.ts';

const SMALL: FastCdcOptions = { minSize: 2048, avgSize: 8192, maxSize: 32768 };

function chunkAll(data: Buffer, opts?: FastCdcOptions, pieceSize = data.length || 1): Buffer[] {
  const cdc = new FastCdc(opts);
  const chunks: Buffer[] = [];
  for (let offset = 0; offset < data.length; offset += pieceSize) {
    chunks.push(...cdc.push(data.subarray(offset, offset + pieceSize)));
  }
  return [...chunks, ...cdc.finish()];
}

const digest = (chunk: Buffer) => createHash('sha256').update(chunk).digest('hex');

describe('FastCdc', () => {
  it('cuts the same input at the same, pinned places (the boundaries are part of the format)', () => {
    const data = pseudoRandomBytes(16 * 1024 * 1024, 42);
    const lengths = chunkAll(data).map((chunk) => chunk.length);
    expect(lengths).toEqual([
      1198048, 1189696, 1170036, 1384147, 1609550, 1299353, 1317984, 1144230, 2227738, 920615, 1185542,
      1127492, 1002785,
    ]);
    expect(chunkAll(data, undefined, 65536).map((chunk) => chunk.length)).toEqual(lengths);
  });

  it('gives back exactly the input, in chunks between the minimum and maximum size', () => {
    const data = pseudoRandomBytes(2 * 1024 * 1024, 3);
    const chunks = chunkAll(data, SMALL, 10_000);
    expect(Buffer.concat(chunks).equals(data)).toBe(true);
    for (const chunk of chunks.slice(0, -1)) {
      expect(chunk.length).toBeGreaterThanOrEqual(2048);
      expect(chunk.length).toBeLessThanOrEqual(32768);
    }
    const last = chunks.at(-1)!;
    expect(last.length).toBeGreaterThan(0);
    expect(last.length).toBeLessThanOrEqual(32768);
    const average = data.length / chunks.length;
    expect(average).toBeGreaterThan(4096);
    expect(average).toBeLessThan(16384);
  });

  it('forces a cut at the maximum size when the content never matches', () => {
    const zeros = Buffer.alloc(100_000);
    const lengths = chunkAll(zeros, SMALL, 7000).map((chunk) => chunk.length);
    expect(lengths).toEqual([32768, 32768, 32768, 100_000 - 3 * 32768]);
  });

  it('does not depend on how the input is split into pushes', () => {
    const data = pseudoRandomBytes(300_000, 5);
    const expected = chunkAll(data, SMALL).map(digest);
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: data.length }), { maxLength: 40 }), (cuts) => {
        const points = [...new Set([0, ...cuts, data.length])].sort((a, b) => a - b);
        const cdc = new FastCdc(SMALL);
        const chunks: Buffer[] = [];
        for (let i = 0; i + 1 < points.length; i++) {
          chunks.push(...cdc.push(data.subarray(points[i], points[i + 1])));
        }
        chunks.push(...cdc.finish());
        expect(chunks.map(digest)).toEqual(expected);
      }),
      { numRuns: 60 },
    );
  });

  it('changes only the first chunk or two after an insertion near the start (dedupe)', () => {
    const original = pseudoRandomBytes(24 * 1024 * 1024, 9);
    const edited = Buffer.concat([
      original.subarray(0, 1000),
      Buffer.from('inserted bytes'),
      original.subarray(1000),
    ]);
    const before = new Set(chunkAll(original, undefined, 1 << 20).map(digest));
    const after = chunkAll(edited, undefined, 1 << 20).map(digest);
    const changed = after.filter((id) => !before.has(id));
    expect(after.length).toBeGreaterThan(10);
    expect(changed.length).toBeGreaterThanOrEqual(1);
    expect(changed.length).toBeLessThanOrEqual(2);
    expect(after.slice(2).every((id) => before.has(id))).toBe(true);
  });

  it('changes only the chunks around a deletion in the middle', () => {
    const original = pseudoRandomBytes(1024 * 1024, 11);
    const edited = Buffer.concat([original.subarray(0, 500_000), original.subarray(500_100)]);
    const before = new Set(chunkAll(original, SMALL).map(digest));
    const after = chunkAll(edited, SMALL).map(digest);
    expect(after.filter((id) => !before.has(id)).length).toBeLessThanOrEqual(2);
  });

  it('holds less than the maximum chunk size between pushes', () => {
    const cdc = new FastCdc(SMALL);
    const data = Buffer.alloc(200_000, 1);
    for (let offset = 0; offset < data.length; offset += 3000) {
      cdc.push(data.subarray(offset, offset + 3000));
      expect(cdc.pendingLength).toBeLessThan(32768);
    }
  });

  it('says whether the chunk in progress still refers to a pushed buffer, which it copies once cut', () => {
    const cdc = new FastCdc(SMALL);
    const uncut = pseudoRandomBytes(1000, 3);
    cdc.push(uncut);
    expect(cdc.holds(uncut)).toBe(true);
    const cut = pseudoRandomBytes(100_000, 4);
    expect(cdc.push(cut).length).toBeGreaterThan(0);
    expect(cdc.holds(uncut)).toBe(false);
    expect(cdc.holds(cut)).toBe(false);
    expect(cdc.pendingLength).toBeGreaterThan(0);
    cut.fill(0);
    const rest = cdc.finish();
    expect(rest[0]!.equals(pseudoRandomBytes(100_000, 4).subarray(100_000 - rest[0]!.length))).toBe(true);
  });

  it('emits nothing for empty input and one chunk for input below the minimum', () => {
    expect(chunkAll(Buffer.alloc(0))).toEqual([]);
    const small = pseudoRandomBytes(1000);
    const chunks = chunkAll(small, SMALL, 100);
    expect(chunks).toHaveLength(1);
    expect(chunks[0]!.equals(small)).toBe(true);
  });

  it('starts afresh after finish()', () => {
    const data = pseudoRandomBytes(100_000, 2);
    const cdc = new FastCdc(SMALL);
    const first = [...cdc.push(data.subarray(0, 1234)), ...cdc.finish()];
    const second = [...cdc.push(data), ...cdc.finish()].map(digest);
    expect(first).toHaveLength(1);
    expect(second).toEqual(chunkAll(data, SMALL).map(digest));
  });

  it('rejects inconsistent sizes', () => {
    expect(() => new FastCdc({ minSize: 10_000, avgSize: 8192, maxSize: 32768 })).toThrow(RangeError);
    expect(() => new FastCdc({ minSize: 2048, avgSize: 65536, maxSize: 32768 })).toThrow(RangeError);
    expect(() => new FastCdc({ minSize: 1.5 })).toThrow(RangeError);
  });
});

describe('chunkStream', () => {
  it('yields the same chunks as the push API', async () => {
    const data = pseudoRandomBytes(500_000, 4);
    async function* pieces() {
      for (let offset = 0; offset < data.length; offset += 4096)
        yield new Uint8Array(data.subarray(offset, offset + 4096));
    }
    const chunks: Buffer[] = [];
    for await (const chunk of chunkStream(pieces(), SMALL)) chunks.push(chunk);
    expect(chunks.map(digest)).toEqual(chunkAll(data, SMALL).map(digest));
  });
});
