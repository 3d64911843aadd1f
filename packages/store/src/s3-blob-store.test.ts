import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { BlobNotFoundError } from './blob-store.ts';
import { S3BlobStore, S3RequestError } from './s3-blob-store.ts';
import { describeBlobStoreContract } from './test-support/blob-store-contract.ts';
import { type S3TestServer, startS3TestServer } from './test-support/s3-test-server.ts';

let server: S3TestServer;
let plain: S3TestServer;
let stores = 0;

beforeAll(async () => {
  server = await startS3TestServer();
  plain = await startS3TestServer({ conditionalWrites: false });
});
afterAll(async () => {
  await server?.close();
  await plain?.close();
});

/** Each store under its own prefix of the one bucket, so every test starts empty. */
const freshStore = (on = server, extra: Partial<S3BlobStore['options']> = {}) =>
  new S3BlobStore({ ...on.options, prefix: `t${++stores}`, ...extra });

async function collect(iterable: AsyncIterable<string>): Promise<string[]> {
  const items: string[] = [];
  for await (const item of iterable) items.push(item);
  return items.sort();
}

describeBlobStoreContract('S3BlobStore', () => freshStore());

describe('S3BlobStore', () => {
  it('keeps each prefix to itself and lists across pages', async () => {
    const a = freshStore(server, { listPageSize: 3 });
    const b = new S3BlobStore({ ...server.options, prefix: a.options.prefix?.replace(/^t/, 'u') });
    const keys = Array.from({ length: 8 }, (_, i) => `org1/k${i}`);
    await a.putMany(keys.map((key) => [key, Buffer.from(key)]));
    await b.put('org1/k0', Buffer.from('b'));
    expect(await collect(a.list())).toEqual(keys);
    expect(await collect(a.list('org1/k1'))).toEqual(['org1/k1']);
    expect(await collect(b.list())).toEqual(['org1/k0']);
    expect((await a.get('org1/k0')).toString()).toBe('org1/k0');
    const root = new S3BlobStore(server.options);
    expect(await collect(root.list(`${a.options.prefix}/`))).toEqual(
      keys.map((k) => `${a.options.prefix}/${k}`),
    );
  });

  it('falls back to check-then-write where the server ignores If-None-Match, keeping existing objects', async () => {
    const store = freshStore(plain);
    expect(await store.putIfAbsent('org1/a', Buffer.from('first'))).toBe(true);
    expect(await store.putIfAbsent('org1/a', Buffer.from('second'))).toBe(false);
    expect([
      ...(await store.putManyIfAbsent([
        ['org1/a', Buffer.from('third')],
        ['org1/b', Buffer.from('b')],
      ])),
    ]).toEqual(['org1/b']);
    expect((await store.get('org1/a')).toString()).toBe('first');
    // The probe object is gone, and would not be listed as a key anyway.
    expect(await collect(new S3BlobStore(plain.options).list(store.options.prefix))).toEqual([
      `${store.options.prefix}/org1/a`,
      `${store.options.prefix}/org1/b`,
    ]);
  });

  it('uses conditional writes where the server has them: a key written since the check is kept', async () => {
    const store = freshStore();
    const racer = new S3BlobStore(store.options);
    // A writer that lands between this store's HEAD and its PUT.
    const has = store.has.bind(store);
    store.has = async (key) => {
      const answer = await has(key);
      await racer.put(key, Buffer.from('racer'));
      return answer;
    };
    expect(await store.putIfAbsent('org1/raced', Buffer.from('mine'))).toBe(false);
    expect((await racer.get('org1/raced')).toString()).toBe('racer');
  });

  it('reports absent keys as BlobNotFoundError and service errors with their status and code', async () => {
    const store = freshStore();
    await expect(store.get('org1/none')).rejects.toThrow(BlobNotFoundError);
    const wrongKey = freshStore(server, { accessKeyId: 'NOT-A-KEY' });
    await expect(wrongKey.get('org1/none')).rejects.toMatchObject({
      name: 'S3RequestError',
      status: 403,
      code: 'InvalidAccessKeyId',
    });
    const noBucket = freshStore(server, { bucket: 'no-such-bucket' });
    const error = await noBucket.put('org1/x', Buffer.from('x')).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(S3RequestError);
    expect((error as S3RequestError).message).toMatch(/PUT org1\/x failed with 404 NoSuchBucket/);
  });

  it('reads a range with a ranged GET, bringing over only its own bytes', async () => {
    const store = freshStore();
    const data = Buffer.from(Array.from({ length: 3_000_000 }, (_, i) => (i * 31) % 256));
    await store.put('org1/pack', data);
    const fetches = vi.spyOn(globalThis, 'fetch');
    try {
      const part = await store.getRange('org1/pack', 1_000_000, 65_536);
      expect(part.equals(data.subarray(1_000_000, 1_065_536))).toBe(true);
      expect(fetches).toHaveBeenCalledTimes(1);
      const request = fetches.mock.calls[0]![0] as Request;
      expect(request.headers.get('range')).toBe('bytes=1000000-1065535');
      const response = (await fetches.mock.results[0]!.value) as Response;
      expect(response.status).toBe(206);
      expect(Number(response.headers.get('content-length'))).toBe(65_536);
    } finally {
      fetches.mockRestore();
    }
  });

  it('refuses an endpoint that is not an http(s) URL and a prefix that is not a key', () => {
    expect(() => new S3BlobStore({ ...server.options, endpoint: 'ftp://127.0.0.1' })).toThrow(
      /http\(s\) URL/,
    );
    expect(() => new S3BlobStore({ ...server.options, prefix: '../up' })).toThrow(/Invalid blob key/);
  });
});
