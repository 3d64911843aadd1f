// The prefetcher's batching when the writers, not the fetching, hold a restore up: the chunks are
// asked for in batches of a quarter of the budget or more, not one small request per file written;
// and its holds on batch answers' memory, let go once no file is to read a chunk any more.
import { setImmediate as nextTurn } from 'node:timers/promises';
import { KeptMemory, MemoryLease } from '@warden/threads/kept-memory';
import { describe, expect, it } from 'vitest';
import { ChunkPrefetcher } from './chunk-prefetch.ts';
import type { ChunkSource, StoredChunk } from './chunk-source.ts';
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

describe('chunk prefetcher and batch answer memory', () => {
  const MiB = 1024 * 1024;

  /** Answers each batch as one answer in kept shared memory, as ChunkSource does. */
  function sharedSource(memory: KeptMemory<SharedArrayBuffer>) {
    const leases: MemoryLease<SharedArrayBuffer>[] = [];
    const source: Pick<ChunkSource, 'getMany'> = {
      async getMany(chunks) {
        await nextTurn();
        const answer = memory.take(MiB);
        const lease = new MemoryLease(memory, answer, chunks.length);
        leases.push(lease);
        return chunks.map(([id, length], i) => {
          const stored = Buffer.from(answer, i * length, length);
          return Promise.resolve<StoredChunk>({ id, stored, checkId: false, lease });
        });
      },
    };
    return { source, leases };
  }

  const shared = () =>
    new KeptMemory({ create: (n) => new SharedArrayBuffer(n), step: MiB, keep: 4, quietMs: 30_000 });
  const id = (n: number) => n.toString(16).padStart(64, '0');
  const fileOf = (...chunks: number[]) =>
    ({ chunks: chunks.map((n) => [id(n), CHUNK]) }) as unknown as ManifestFile;

  it('holds a chunk for its reader, and lets go of its own hold once no file is to read it', async () => {
    const memory = shared();
    const { source, leases } = sharedSource(memory);
    const prefetch = new ChunkPrefetcher(source, new AbortController().signal, OPTIONS);
    // The second file shares the first file's chunk.
    const [a, b] = [fileOf(1), fileOf(1)];
    prefetch.admit(a);
    prefetch.admit(b);
    prefetch.close();
    const first = (await prefetch.next(a)) as StoredChunk;
    await nextTurn();
    // The fetch's hold stays while b is still to read the chunk; a's reader holds one more.
    expect(leases[0]!.holders).toBe(2);
    const second = (await prefetch.next(b)) as StoredChunk;
    await nextTurn();
    expect(leases[0]!.holders).toBe(2);
    first.lease!.release();
    second.lease!.release();
    expect(leases[0]!.holders).toBe(0);
    expect(memory.keptBytes).toBe(MiB);
  });

  it('lets go of the chunks a file finished without reading', async () => {
    const memory = shared();
    const { source, leases } = sharedSource(memory);
    const prefetch = new ChunkPrefetcher(source, new AbortController().signal, OPTIONS);
    const skipped = fileOf(2, 3);
    prefetch.admit(skipped);
    prefetch.close();
    const read = (await prefetch.next(skipped)) as StoredChunk;
    prefetch.finish(skipped);
    read.lease!.release();
    await nextTurn();
    expect(leases.map((l) => l.holders)).toEqual([0]);
    expect(memory.keptBytes).toBe(MiB);
  });
});
