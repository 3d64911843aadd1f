import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { BlobNotFoundError, type BlobStore, readBlobRange } from './blob-store.ts';
import { decodeChunk, encodeChunk } from './chunk-codec.ts';
import { FileBlobStore } from './file-blob-store.ts';
import { generateDataKey } from './keys.ts';
import { MemoryBlobStore } from './memory-blob-store.ts';
import {
  buildPack,
  buildPackParts,
  chunkOfPack,
  groupIntoPacks,
  isPackId,
  PackFormatError,
  readPackIndex,
} from './pack-file.ts';
import { compressibleText, pseudoRandomBytes } from './test-support/pseudo-random.ts';

const key = generateDataKey();
const chunks = [
  encodeChunk(compressibleText(50_000), key),
  encodeChunk(pseudoRandomBytes(70_000, 2), key),
  encodeChunk(pseudoRandomBytes(10, 3), key),
];

describe('pack files', () => {
  it('holds each chunk at the offset its index names, and every chunk decodes from it', async () => {
    const pack = buildPack(chunks);
    expect(isPackId(pack.id)).toBe(true);
    expect(readPackIndex(pack.data)).toEqual(pack.entries);
    for (const [i, entry] of pack.entries.entries()) {
      expect(entry.id).toBe(chunks[i]!.id);
      const data = chunkOfPack(pack.data, entry);
      expect(data.equals(chunks[i]!.data)).toBe(true);
      expect((await decodeChunk(data, key, entry.id)).length).toBeGreaterThan(0);
    }
  });

  it('builds the same pack from pieces that hold the chunks themselves, not copies', () => {
    const parts = buildPackParts(chunks);
    const joined = Buffer.concat(parts.parts);
    expect(joined.length).toBe(parts.size);
    expect(readPackIndex(joined)).toEqual(parts.entries);
    expect(joined.equals({ ...buildPack(chunks), id: parts.id }.data)).toBe(true);
    for (const chunk of chunks) expect(parts.parts).toContain(chunk.data);
  });

  it('refuses a truncated or damaged pack instead of reading past its chunks', () => {
    const pack = buildPack(chunks);
    expect(() => readPackIndex(pack.data.subarray(0, pack.data.length - 100))).toThrow(PackFormatError);
    expect(() => readPackIndex(pack.data.subarray(0, 4096))).toThrow(/truncated/);
    const damaged = Buffer.from(pack.data);
    damaged.writeUInt32BE(999, damaged.length - 8);
    expect(() => readPackIndex(damaged)).toThrow(PackFormatError);
    const shifted = Buffer.from(pack.data);
    const firstEntry = shifted.length - 8 - 3 * 40;
    shifted.writeUInt32BE(5, firstEntry + 32);
    expect(() => readPackIndex(shifted)).toThrow(/entry 1/);
    expect(() => chunkOfPack(pack.data, { offset: 4, length: pack.data.length })).toThrow(PackFormatError);
  });

  it('refuses an empty pack, a chunk twice and a malformed chunk', () => {
    expect(() => buildPack([])).toThrow(PackFormatError);
    expect(() => buildPack([chunks[0]!, chunks[0]!])).toThrow(/twice/);
    expect(() => buildPack([{ id: chunks[0]!.id, data: Buffer.alloc(100) }])).toThrow(/bad magic/);
  });

  it('groups chunks into packs of about the target size, each id once', () => {
    const sizes = chunks.map((c) => c.data.length);
    const target = sizes[0]! + sizes[1]! - 1;
    const groups = groupIntoPacks([...chunks, chunks[1]!], target);
    // The three chunks pass the target by a few bytes: one pack, not a full one and a tiny one.
    expect(groups.map((g) => g.map((c) => c.id))).toEqual([chunks.map((c) => c.id)]);
  });

  it('splits an upload of several times the target into packs of about equal size', () => {
    const many = Array.from({ length: 40 }, (_, i) =>
      encodeChunk(pseudoRandomBytes(1000 + i * 37, 10 + i), key),
    );
    const total = many.reduce((sum, c) => sum + c.data.length, 0);
    const groups = groupIntoPacks([...many, ...many.slice(0, 5)], Math.ceil(total / 3.2));
    expect(groups).toHaveLength(3);
    expect(groups.flat().map((c) => c.id)).toEqual(many.map((c) => c.id));
    const largest = Math.max(...many.map((c) => c.data.length));
    for (const group of groups) {
      const bytes = group.reduce((sum, c) => sum + c.data.length, 0);
      expect(Math.abs(bytes - total / 3)).toBeLessThanOrEqual(largest);
    }
  });

  it('keeps one pack for an upload well under the target', () => {
    expect(groupIntoPacks(chunks).map((g) => g.length)).toEqual([3]);
  });
});

describe('readBlobRange', () => {
  let folder = '';
  afterEach(async () => {
    if (folder) await rm(folder, { recursive: true, force: true });
  });

  async function check(store: BlobStore) {
    const pack = buildPack(chunks);
    await store.put(`org/packs/${pack.id}`, pack.data);
    const entry = pack.entries[1]!;
    const data = await readBlobRange(store, `org/packs/${pack.id}`, entry.offset, entry.length);
    expect(data.equals(chunks[1]!.data)).toBe(true);
    const tail = await readBlobRange(store, `org/packs/${pack.id}`, pack.data.length - 4, 100);
    expect(tail.toString('latin1')).toBe('WPKI');
    await expect(readBlobRange(store, 'org/packs/absent', 0, 10)).rejects.toThrow(BlobNotFoundError);
  }

  it('reads part of an object from a file store', async () => {
    folder = await mkdtemp(path.join(tmpdir(), 'warden-pack-'));
    await check(new FileBlobStore(folder));
  });

  it('reads part of an object from a memory store, and from a store without getRange', async () => {
    await check(new MemoryBlobStore());
    const plain = new MemoryBlobStore();
    await check({
      has: (k) => plain.has(k),
      hasMany: (k) => plain.hasMany(k),
      put: (k, d) => plain.put(k, d),
      putMany: (e) => plain.putMany(e),
      putIfAbsent: (k, d) => plain.putIfAbsent(k, d),
      putManyIfAbsent: (e) => plain.putManyIfAbsent(e),
      get: (k) => plain.get(k),
      delete: (k) => plain.delete(k),
      list: (p) => plain.list(p),
    });
  });
});
