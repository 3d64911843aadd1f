import { describe, expect, it } from 'vitest';
import { BlobNotFoundError, type BlobStore, InvalidBlobKeyError } from './blob-store.ts';
import { ChunkCorruptError, chunkIdOf, encodeChunk } from './chunk-codec.ts';
import { ChunkRepository } from './chunk-repository.ts';
import { generateDataKey } from './keys.ts';
import { MemoryBlobStore } from './memory-blob-store.ts';
import { compressibleText, pseudoRandomBytes } from './test-support/pseudo-random.ts';

/** Counts writes, to show that stored chunks are not written again. */
class CountingStore extends MemoryBlobStore {
  puts = 0;
  override async put(key: string, data: Buffer): Promise<void> {
    this.puts++;
    await super.put(key, data);
  }
  override async putIfAbsent(key: string, data: Buffer): Promise<boolean> {
    const stored = await super.putIfAbsent(key, data);
    if (stored) this.puts++;
    return stored;
  }
}

function setup(store: BlobStore = new CountingStore()) {
  const key = generateDataKey();
  return { store, key, repository: new ChunkRepository(store, 'org-1', key) };
}

async function collect(iterable: AsyncIterable<string>): Promise<string[]> {
  const items: string[] = [];
  for await (const item of iterable) items.push(item);
  return items.sort();
}

describe('ChunkRepository', () => {
  it('stores a plaintext once under <namespace>/<id> and reads it back verified', async () => {
    const store = new CountingStore();
    const { repository } = setup(store);
    const plain = compressibleText(300_000);
    const id = await repository.putPlain(plain);
    expect(id).toBe(chunkIdOf(plain));
    expect(await store.has(`org-1/${id}`)).toBe(true);
    expect(await repository.putPlain(plain)).toBe(id);
    expect(store.puts).toBe(1);
    expect((await repository.getPlain(id)).equals(plain)).toBe(true);
    expect(await repository.verify(id)).toBe(true);
  });

  it('answers the missing ids, once each, in the order asked', async () => {
    const { repository } = setup();
    const stored = await repository.putPlain(Buffer.from('stored'));
    const a = chunkIdOf(Buffer.from('a'));
    const b = chunkIdOf(Buffer.from('b'));
    expect(await repository.missing([b, stored, a, b])).toEqual([b, a]);
    await expect(repository.missing(['../../etc/passwd'])).rejects.toThrow(InvalidBlobKeyError);
  });

  it('accepts encoded uploads with good framing, keeping a chunk already stored', async () => {
    const store = new CountingStore();
    const { repository, key } = setup(store);
    const plain = pseudoRandomBytes(100_000);
    const encoded = encodeChunk(plain, key);
    expect(await repository.putEncoded(encoded.id, encoded.data)).toBe(true);
    expect(await repository.putEncoded(encoded.id, encodeChunk(plain, key).data)).toBe(false);
    expect(store.puts).toBe(1);
    expect((await repository.getEncoded(encoded.id)).equals(encoded.data)).toBe(true);
    expect((await repository.getPlain(encoded.id)).equals(plain)).toBe(true);

    const other = encodeChunk(Buffer.from('other'), key);
    await expect(
      repository.putEncoded(other.id, Buffer.from('garbage that is long enough to be framed')),
    ).rejects.toThrow(ChunkCorruptError);
    await expect(repository.putEncoded('not-an-id', other.data)).rejects.toThrow(InvalidBlobKeyError);
    expect(await repository.has(other.id)).toBe(false);
  });

  it('fails verification for missing, damaged, misfiled or foreign chunks', async () => {
    const { repository, store, key } = setup();
    const id = await repository.putPlain(compressibleText(50_000));
    const missing = chunkIdOf(Buffer.from('never stored'));
    expect(await repository.verify(missing)).toBe(false);
    await expect(repository.getPlain(missing)).rejects.toThrow(BlobNotFoundError);

    const damaged = await store.get(`org-1/${id}`);
    damaged[damaged.length - 20] = damaged[damaged.length - 20]! ^ 0xff;
    await store.put(`org-1/${id}`, damaged);
    expect(await repository.verify(id)).toBe(false);
    await expect(repository.getPlain(id)).rejects.toThrow(ChunkCorruptError);

    const good = encodeChunk(Buffer.from('good'), key);
    await store.put(`org-1/${missing}`, good.data);
    expect(await repository.verify(missing)).toBe(false);

    const foreign = encodeChunk(Buffer.from('foreign'), generateDataKey());
    await repository.putEncoded(foreign.id, foreign.data);
    expect(await repository.verify(foreign.id)).toBe(false);
  });

  it('lists and deletes its own chunks only', async () => {
    const store = new MemoryBlobStore();
    const { repository } = setup(store);
    const neighbour = new ChunkRepository(store, 'org-2', generateDataKey());
    const ids = [
      await repository.putPlain(Buffer.from('one')),
      await repository.putPlain(Buffer.from('two')),
    ];
    const theirs = await neighbour.putPlain(Buffer.from('three'));
    expect(await collect(repository.ids())).toEqual([...ids].sort());
    expect(await repository.missing([theirs])).toEqual([theirs]);
    await repository.delete(ids[0]!);
    expect(await collect(repository.ids())).toEqual([ids[1]]);
    expect(await neighbour.verify(theirs)).toBe(true);
  });

  it('refuses a namespace that is not one key segment, and a short key', () => {
    const store = new MemoryBlobStore();
    expect(() => new ChunkRepository(store, '../other', generateDataKey())).toThrow(InvalidBlobKeyError);
    expect(() => new ChunkRepository(store, 'a/b', generateDataKey())).toThrow(InvalidBlobKeyError);
    expect(() => new ChunkRepository(store, 'org', Buffer.alloc(8))).toThrow(/32 bytes/);
  });
});
