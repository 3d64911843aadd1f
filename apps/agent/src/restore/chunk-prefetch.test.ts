// The prefetcher's batching when the writers, not the fetching, hold a restore up: the chunks are
// asked for in batches of a quarter of the budget or more, not one small request per file written.
import { setImmediate as nextTurn } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { ChunkPrefetcher } from './chunk-prefetch.ts';
import type { ChunkSource } from './chunk-source.ts';
import type { ManifestFile } from './file-writer.ts';

const FILES = 400;
const CHUNK = 10;
const OPTIONS = { budget: 1000, batchBytes: 250, batchIds: 1000 };

function fakeSource() {
  const batches: number[] = [];
  const source: Pick<ChunkSource, 'getMany'> = {
    async getMany(chunks) {
      batches.push(chunks.length);
      await nextTurn();
      return chunks.map(([, length]) => Promise.resolve({ plain: Buffer.alloc(length) }));
    },
  };
  return { source, batches };
}

const file = (i: number) =>
  ({ chunks: [[i.toString(16).padStart(64, '0'), CHUNK]] }) as unknown as ManifestFile;

describe('chunk prefetcher', () => {
  it('fetches in batches of a quarter of the budget while the writers are behind', async () => {
    const { source, batches } = fakeSource();
    const prefetch = new ChunkPrefetcher(source, new AbortController().signal, OPTIONS);
    const files = Array.from({ length: FILES }, (_, i) => file(i));
    for (const f of files) prefetch.admit(f);
    prefetch.close();
    for (const f of files) {
      const chunk = await prefetch.next(f);
      expect(chunk).toEqual({ plain: Buffer.alloc(CHUNK) });
      // Writing takes longer than fetching.
      await nextTurn();
      await nextTurn();
      prefetch.finish(f);
    }
    expect(batches.reduce((a, b) => a + b, 0)).toBe(FILES);
    // 4,000 bytes in batches of at least 250 but the last few; one request a file before.
    expect(batches.length).toBeLessThanOrEqual(20);
  });
});
