import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { BlobNotFoundError, InvalidBlobKeyError } from './blob-store.ts';
import { FileBlobStore } from './file-blob-store.ts';

const ID = 'ab'.padEnd(64, '0');
const OTHER_ID = 'cd'.padEnd(64, '1');

let parent: string;
let root: string;
let store: FileBlobStore;

beforeEach(async () => {
  parent = await mkdtemp(path.join(tmpdir(), 'warden-blobs-'));
  root = path.join(parent, 'root');
  store = new FileBlobStore(root);
});

afterEach(async () => {
  await rm(parent, { recursive: true, force: true });
});

async function collect(iterable: AsyncIterable<string>): Promise<string[]> {
  const items: string[] = [];
  for await (const item of iterable) items.push(item);
  return items.sort();
}

async function filesUnder(folder: string): Promise<string[]> {
  const entries = await readdir(folder, { recursive: true, withFileTypes: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => path.join(entry.parentPath, entry.name));
}

describe('FileBlobStore', () => {
  it('stores a key under <namespace>/<first two characters>/<name>', async () => {
    await store.put(`org1/${ID}`, Buffer.from('content'));
    expect(await readFile(path.join(root, 'org1', 'ab', ID), 'utf8')).toBe('content');
    expect((await store.get(`org1/${ID}`)).toString()).toBe('content');
    expect(await store.has(`org1/${ID}`)).toBe(true);
    expect(await store.has(`org2/${ID}`)).toBe(false);
  });

  it('replaces an object on put and leaves no temporary files', async () => {
    await store.put(`org1/${ID}`, Buffer.from('first'));
    await store.put(`org1/${ID}`, Buffer.from('second'));
    expect((await store.get(`org1/${ID}`)).toString()).toBe('second');
    expect(await filesUnder(root)).toEqual([path.join(root, 'org1', 'ab', ID)]);
  });

  it('throws BlobNotFoundError for a missing key and deletes idempotently', async () => {
    await expect(store.get(`org1/${ID}`)).rejects.toThrow(BlobNotFoundError);
    await store.put(`org1/${ID}`, Buffer.from('x'));
    await store.delete(`org1/${ID}`);
    await store.delete(`org1/${ID}`);
    await expect(store.get(`org1/${ID}`)).rejects.toMatchObject({
      name: 'BlobNotFoundError',
      key: `org1/${ID}`,
    });
  });

  it.each([
    '../escape',
    '../../escape/abcdef',
    'org1/../../escape',
    '/tmp/escape',
    'org1/..',
    'org1\\..\\..\\escape',
    '',
  ])('refuses the key %j for every operation and writes nothing outside the root', async (key) => {
    await expect(store.put(key, Buffer.from('x'))).rejects.toThrow(InvalidBlobKeyError);
    await expect(store.get(key)).rejects.toThrow(InvalidBlobKeyError);
    await expect(store.has(key)).rejects.toThrow(InvalidBlobKeyError);
    await expect(store.delete(key)).rejects.toThrow(InvalidBlobKeyError);
    await expect(store.hasMany([`org1/${ID}`, key])).rejects.toThrow(InvalidBlobKeyError);
    expect(await readdir(parent)).toEqual([]);
  });

  it('survives concurrent puts of the same key: one whole version wins, no temporary file remains', async () => {
    const versions = Array.from({ length: 25 }, (_, i) => Buffer.alloc(200_000 + i, i + 1));
    await Promise.all(versions.map((data) => store.put(`org1/${ID}`, data)));
    const stored = await store.get(`org1/${ID}`);
    expect(versions.some((data) => data.equals(stored))).toBe(true);
    expect(await filesUnder(root)).toEqual([path.join(root, 'org1', 'ab', ID)]);
  });

  it('keeps an existing object on putIfAbsent, leaving no temporary file', async () => {
    expect(await store.putIfAbsent(`org1/${ID}`, Buffer.from('first'))).toBe(true);
    expect(await store.putIfAbsent(`org1/${ID}`, Buffer.from('second'))).toBe(false);
    expect((await store.get(`org1/${ID}`)).toString()).toBe('first');
    const stored = await store.putManyIfAbsent([
      [`org1/${ID}`, Buffer.from('third')],
      [`org1/${OTHER_ID}`, Buffer.from('other')],
      [`org1/${OTHER_ID}`, Buffer.from('other again')],
    ]);
    expect([...stored]).toEqual([`org1/${OTHER_ID}`]);
    expect((await store.get(`org1/${ID}`)).toString()).toBe('first');
    expect((await store.get(`org1/${OTHER_ID}`)).toString()).toBe('other again');
    expect((await filesUnder(root)).sort()).toEqual([
      path.join(root, 'org1', 'ab', ID),
      path.join(root, 'org1', 'cd', OTHER_ID),
    ]);
  });

  it('lets exactly one of concurrent putIfAbsent calls store the object, whole', async () => {
    const versions = Array.from({ length: 25 }, (_, i) => Buffer.alloc(200_000 + i, i + 1));
    const answers = await Promise.all(versions.map((data) => store.putIfAbsent(`org1/${ID}`, data)));
    expect(answers.filter(Boolean)).toHaveLength(1);
    const stored = await store.get(`org1/${ID}`);
    expect(stored.equals(versions[answers.indexOf(true)]!)).toBe(true);
    expect(await filesUnder(root)).toEqual([path.join(root, 'org1', 'ab', ID)]);
  });

  it('never shows a half-written file under the final name (temporary files are not keys)', async () => {
    await store.put(`org1/${ID}`, Buffer.from('whole'));
    // What a crash during a put leaves behind.
    await mkdir(path.join(root, 'org1', 'cd'), { recursive: true });
    await writeFile(path.join(root, 'org1', 'cd', `.${OTHER_ID}.0123456789ab.tmp`), 'half');
    expect(await store.has(`org1/${OTHER_ID}`)).toBe(false);
    expect(await collect(store.list())).toEqual([`org1/${ID}`]);
  });

  it('answers which keys are present', async () => {
    await store.put(`org1/${ID}`, Buffer.from('a'));
    const present = await store.hasMany([`org1/${ID}`, `org1/${OTHER_ID}`, `org1/${ID}`]);
    expect([...present]).toEqual([`org1/${ID}`]);
    expect((await store.hasMany([])).size).toBe(0);
  });

  it('lists keys, optionally by prefix, skipping stray files', async () => {
    const keys = [`org1/${ID}`, `org1/${OTHER_ID}`, `org2/${ID}`, 'top-level', 'org1/ab'];
    for (const key of keys) await store.put(key, Buffer.from(key));
    await writeFile(path.join(root, 'org1', 'README.txt'), 'not a blob');
    await writeFile(path.join(root, 'org1', 'ab', 'zz-misplaced'), 'not a blob');
    expect(await collect(store.list())).toEqual([...keys].sort());
    expect(await collect(store.list('org1/'))).toEqual([`org1/${ID}`, 'org1/ab', `org1/${OTHER_ID}`].sort());
    expect(await collect(store.list('org1/a'))).toEqual([`org1/${ID}`, 'org1/ab'].sort());
    expect(await collect(store.list('org'))).toEqual(
      [`org1/${ID}`, 'org1/ab', `org1/${OTHER_ID}`, `org2/${ID}`].sort(),
    );
    expect(await collect(store.list('missing/'))).toEqual([]);
    expect(await collect(new FileBlobStore(path.join(parent, 'absent')).list())).toEqual([]);
  });
});
