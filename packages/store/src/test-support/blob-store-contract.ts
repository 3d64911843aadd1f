// The BlobStore interface's guarantees as one vitest suite, run against every store (file, memory, S3),
// so a new store is held to the same promises as the ones the chunk repository was built on.
import { beforeEach, describe, expect, it } from 'vitest';
import { BlobNotFoundError, type BlobStore, InvalidBlobKeyError } from '../blob-store.ts';

const ID = 'ab'.padEnd(64, '0');
const OTHER_ID = 'cd'.padEnd(64, '1');

async function collect(iterable: AsyncIterable<string>): Promise<string[]> {
  const items: string[] = [];
  for await (const item of iterable) items.push(item);
  return items.sort();
}

/** makeStore answers a new, empty store for each test. */
export function describeBlobStoreContract(
  name: string,
  makeStore: () => Promise<BlobStore> | BlobStore,
): void {
  describe(`${name} (BlobStore contract)`, () => {
    let store: BlobStore;
    beforeEach(async () => {
      store = await makeStore();
    });

    it('stores, reads and replaces whole objects', async () => {
      await store.put(`org1/${ID}`, Buffer.from('first'));
      expect((await store.get(`org1/${ID}`)).toString()).toBe('first');
      await store.put(`org1/${ID}`, Buffer.from('second'));
      expect((await store.get(`org1/${ID}`)).toString()).toBe('second');
      expect(await store.has(`org1/${ID}`)).toBe(true);
      expect(await store.has(`org2/${ID}`)).toBe(false);
      const empty = Buffer.alloc(0);
      await store.put('org1/empty', empty);
      expect((await store.get('org1/empty')).length).toBe(0);
    });

    it('keeps binary content byte for byte, and copies what it is given', async () => {
      const data = Buffer.from(Array.from({ length: 70_000 }, (_, i) => (i * 7919) % 256));
      await store.put(`org1/${ID}`, data);
      const read = await store.get(`org1/${ID}`);
      expect(read.equals(data)).toBe(true);
      read.fill(0);
      expect((await store.get(`org1/${ID}`)).equals(data)).toBe(true);
    });

    it('stores an object given in pieces as the pieces one after another', async () => {
      const whole = Buffer.from(Array.from({ length: 300_000 }, (_, i) => (i * 31) % 251));
      // Many pieces, more than one writev takes at once on most systems, of uneven sizes.
      const pieces: Buffer[] = [];
      for (let at = 0, size = 1; at < whole.length; at += size, size = (size * 3) % 397 || 1) {
        pieces.push(whole.subarray(at, at + size));
      }
      await store.put(`org1/${ID}`, pieces);
      expect((await store.get(`org1/${ID}`)).equals(whole)).toBe(true);
      await store.put(`org1/${ID}`, []);
      expect((await store.get(`org1/${ID}`)).length).toBe(0);
    });

    it('throws BlobNotFoundError naming an absent key, and deletes idempotently', async () => {
      await expect(store.get(`org1/${ID}`)).rejects.toMatchObject({
        name: 'BlobNotFoundError',
        key: `org1/${ID}`,
      });
      await store.put(`org1/${ID}`, Buffer.from('x'));
      await store.delete(`org1/${ID}`);
      await store.delete(`org1/${ID}`);
      await expect(store.get(`org1/${ID}`)).rejects.toThrow(BlobNotFoundError);
      expect(await store.has(`org1/${ID}`)).toBe(false);
    });

    it.each([
      '../escape',
      'org1/../../escape',
      '/tmp/escape',
      'org1\\..\\escape',
      'org1/.hidden',
      '',
    ])('refuses the key %j for every operation', async (key) => {
      await expect(store.put(key, Buffer.from('x'))).rejects.toThrow(InvalidBlobKeyError);
      await expect(store.putIfAbsent(key, Buffer.from('x'))).rejects.toThrow(InvalidBlobKeyError);
      await expect(
        store.putMany([
          [`org1/${ID}`, Buffer.from('x')],
          [key, Buffer.from('x')],
        ]),
      ).rejects.toThrow(InvalidBlobKeyError);
      await expect(store.get(key)).rejects.toThrow(InvalidBlobKeyError);
      await expect(store.has(key)).rejects.toThrow(InvalidBlobKeyError);
      await expect(store.delete(key)).rejects.toThrow(InvalidBlobKeyError);
      await expect(store.hasMany([`org1/${ID}`, key])).rejects.toThrow(InvalidBlobKeyError);
      expect(await collect(store.list())).toEqual([]);
    });

    it('answers which keys are present', async () => {
      await store.put(`org1/${ID}`, Buffer.from('a'));
      const present = await store.hasMany([`org1/${ID}`, `org1/${OTHER_ID}`, `org1/${ID}`]);
      expect([...present]).toEqual([`org1/${ID}`]);
      expect((await store.hasMany([])).size).toBe(0);
    });

    it('stores many objects at once', async () => {
      const entries = Array.from(
        { length: 40 },
        (_, i) => [`org1/k${i}`, Buffer.alloc(1000 + i, i)] as const,
      );
      await store.putMany(entries);
      for (const [key, data] of entries) expect((await store.get(key)).equals(data)).toBe(true);
      await store.putMany([]);
    });

    it('keeps an existing object on putIfAbsent and answers what it stored', async () => {
      expect(await store.putIfAbsent(`org1/${ID}`, Buffer.from('first'))).toBe(true);
      expect(await store.putIfAbsent(`org1/${ID}`, Buffer.from('second'))).toBe(false);
      expect((await store.get(`org1/${ID}`)).toString()).toBe('first');
      const stored = await store.putManyIfAbsent([
        [`org1/${ID}`, Buffer.from('third')],
        [`org1/${OTHER_ID}`, Buffer.from('other')],
      ]);
      expect([...stored]).toEqual([`org1/${OTHER_ID}`]);
      expect((await store.get(`org1/${ID}`)).toString()).toBe('first');
      expect((await store.get(`org1/${OTHER_ID}`)).toString()).toBe('other');
      expect((await store.putManyIfAbsent([])).size).toBe(0);
    });

    it('survives concurrent puts of the same key: one whole version wins', async () => {
      const versions = Array.from({ length: 12 }, (_, i) => Buffer.alloc(200_000 + i, i + 1));
      await Promise.all(versions.map((data) => store.put(`org1/${ID}`, data)));
      const stored = await store.get(`org1/${ID}`);
      expect(versions.some((data) => data.equals(stored))).toBe(true);
    });

    it('lets exactly one of concurrent putIfAbsent calls store the object, whole', async () => {
      const versions = Array.from({ length: 12 }, (_, i) => Buffer.alloc(200_000 + i, i + 1));
      const answers = await Promise.all(versions.map((data) => store.putIfAbsent(`org1/${ID}`, data)));
      expect(answers.filter(Boolean)).toHaveLength(1);
      expect((await store.get(`org1/${ID}`)).equals(versions[answers.indexOf(true)]!)).toBe(true);
    });

    it('reads part of an object where the store reads ranges', async (context) => {
      if (!store.getRange) return context.skip();
      const data = Buffer.from(Array.from({ length: 5000 }, (_, i) => i % 251));
      await store.put(`org1/${ID}`, data);
      expect((await store.getRange(`org1/${ID}`, 0, 10)).equals(data.subarray(0, 10))).toBe(true);
      expect((await store.getRange(`org1/${ID}`, 1234, 100)).equals(data.subarray(1234, 1334))).toBe(true);
      expect((await store.getRange(`org1/${ID}`, 4990, 100)).equals(data.subarray(4990))).toBe(true);
      expect((await store.getRange(`org1/${ID}`, 5000, 10)).length).toBe(0);
      expect((await store.getRange(`org1/${ID}`, 7, 0)).length).toBe(0);
      await expect(store.getRange(`org1/${OTHER_ID}`, 0, 10)).rejects.toThrow(BlobNotFoundError);
      await expect(store.getRange(`org1/${OTHER_ID}`, 0, 0)).rejects.toThrow(BlobNotFoundError);
    });

    it('lists keys, optionally by prefix', async () => {
      const keys = [`org1/${ID}`, `org1/${OTHER_ID}`, `org2/${ID}`, 'top-level', 'org1/ab', '12/34'];
      for (const key of keys) await store.put(key, Buffer.from(key));
      expect(await collect(store.list())).toEqual([...keys].sort());
      expect(await collect(store.list('org1/'))).toEqual(
        [`org1/${ID}`, 'org1/ab', `org1/${OTHER_ID}`].sort(),
      );
      expect(await collect(store.list('org1/a'))).toEqual([`org1/${ID}`, 'org1/ab'].sort());
      expect(await collect(store.list('org'))).toEqual(
        [`org1/${ID}`, 'org1/ab', `org1/${OTHER_ID}`, `org2/${ID}`].sort(),
      );
      expect(await collect(store.list('missing/'))).toEqual([]);
      await store.delete('top-level');
      expect(await collect(store.list('top'))).toEqual([]);
    });
  });
}
