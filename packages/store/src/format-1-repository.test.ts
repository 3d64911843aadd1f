// A LOCAL repository written by the format-1 codec (deflate-raw) before zstd came in, checked in
// as written: today's code must read it, and deduplicate new backups against its chunks.
import { cp, mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { chunkIdOf, readChunkHeader } from './chunk-codec.ts';
import { openLocalRepository } from './local-repository.ts';
import { compressibleText, pseudoRandomBytes } from './test-support/pseudo-random.ts';

const FIXTURE = path.join(import.meta.dirname, 'test-support', 'format-1-repository');

interface FixtureChunk {
  kind: 'text' | 'random' | 'empty';
  length: number;
  seed: number;
  id: string;
  /** The header's flags byte as written: 1 for deflate-raw, 0 for raw. */
  flags: number;
}

async function fixture(): Promise<{ key: Buffer; namespace: string; chunks: FixtureChunk[] }> {
  const json = JSON.parse(await readFile(path.join(FIXTURE, 'fixture.json'), 'utf8'));
  return { ...json, key: Buffer.from(json.key, 'hex') };
}

function plaintextOf(chunk: FixtureChunk): Buffer {
  if (chunk.kind === 'text') return compressibleText(chunk.length);
  if (chunk.kind === 'random') return pseudoRandomBytes(chunk.length, chunk.seed);
  return Buffer.alloc(0);
}

const temps: string[] = [];
afterEach(async () => {
  await Promise.all(temps.splice(0).map((dir) => rm(dir, { recursive: true, force: true })));
});

describe('a repository of format version 1', () => {
  it('reads and verifies every chunk, deflate and raw', async () => {
    const { key, namespace, chunks } = await fixture();
    expect(new Set(chunks.map((c) => c.flags))).toEqual(new Set([0, 1]));
    const { repository, created } = await openLocalRepository(FIXTURE, namespace, key);
    expect(created).toBe(false);
    for (const chunk of chunks) {
      const stored = await repository.getEncoded(chunk.id);
      expect(readChunkHeader(stored, chunk.id)).toEqual({
        version: 1,
        codec: chunk.flags === 1 ? 'deflate' : 'raw',
      });
      const plain = await repository.getPlain(chunk.id);
      expect(plain.equals(plaintextOf(chunk))).toBe(true);
      expect(await repository.verify(chunk.id)).toBe(true);
    }
    const ids = new Set<string>();
    for await (const id of repository.ids()) ids.add(id);
    expect(ids).toEqual(new Set(chunks.map((c) => c.id)));
  });

  it('keeps the same chunk ids, so new backups store only what is new beside the old chunks', async () => {
    const { key, namespace, chunks } = await fixture();
    const copy = await mkdtemp(path.join(os.tmpdir(), 'warden-format-1-'));
    temps.push(copy);
    await cp(FIXTURE, copy, { recursive: true });
    const { repository } = await openLocalRepository(copy, namespace, key);
    const plains = chunks.map(plaintextOf);
    expect(plains.map(chunkIdOf)).toEqual(chunks.map((c) => c.id));
    expect(await repository.missing(plains.map(chunkIdOf))).toEqual([]);

    const fresh = compressibleText(400_000).reverse();
    const freshId = await repository.putPlain(fresh);
    expect(readChunkHeader(await repository.getEncoded(freshId), freshId)).toEqual({
      version: 2,
      codec: 'zstd',
    });
    for (const [i, plain] of plains.entries()) {
      expect(await repository.putPlain(plain)).toBe(chunks[i]!.id);
      expect((await repository.getEncoded(chunks[i]!.id))[4]).toBe(1);
    }
    expect((await repository.getPlain(freshId)).equals(fresh)).toBe(true);
  });
});
