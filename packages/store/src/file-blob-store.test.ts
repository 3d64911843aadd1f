// FileBlobStore: the BlobStore contract, then what only files add: the layout on disk, no temporary
// file left behind, nothing written outside the root, and stray files that are not keys.
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { InvalidBlobKeyError } from './blob-store.ts';
import { FileBlobStore } from './file-blob-store.ts';
import { describeBlobStoreContract } from './test-support/blob-store-contract.ts';

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

// The contract's own set-up runs after the one above, so each of its stores gets a fresh root.
describeBlobStoreContract('FileBlobStore', () => new FileBlobStore(root));

async function collect(iterable: AsyncIterable<string>): Promise<string[]> {
  const items: string[] = [];
  for await (const item of iterable) items.push(item);
  return items.sort();
}

async function filesUnder(folder: string): Promise<string[]> {
  const entries = await readdir(folder, { recursive: true, withFileTypes: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => path.join(entry.parentPath, entry.name));
}

describe('FileBlobStore on disk', () => {
  it('stores a key under <namespace>/<first two characters>/<name>', async () => {
    await store.put(`org1/${ID}`, Buffer.from('content'));
    expect(await readFile(path.join(root, 'org1', 'ab', ID), 'utf8')).toBe('content');
  });

  it('replaces an object on put and leaves no temporary files', async () => {
    await store.put(`org1/${ID}`, Buffer.from('first'));
    await store.put(`org1/${ID}`, Buffer.from('second'));
    expect(await filesUnder(root)).toEqual([path.join(root, 'org1', 'ab', ID)]);
  });

  it.each([
    '../escape',
    '../../escape/abcdef',
    'org1/../../escape',
    '/tmp/escape',
    'org1/..',
    'org1\\..\\..\\escape',
    '',
  ])('refuses the key %j and writes nothing outside the root', async (key) => {
    await expect(store.put(key, Buffer.from('x'))).rejects.toThrow(InvalidBlobKeyError);
    await expect(store.putIfAbsent(key, Buffer.from('x'))).rejects.toThrow(InvalidBlobKeyError);
    expect(await readdir(parent)).toEqual([]);
  });

  it('leaves no temporary file after concurrent puts of the same key', async () => {
    const versions = Array.from({ length: 25 }, (_, i) => Buffer.alloc(200_000 + i, i + 1));
    await Promise.all(versions.map((data) => store.put(`org1/${ID}`, data)));
    expect(await filesUnder(root)).toEqual([path.join(root, 'org1', 'ab', ID)]);
  });

  it('keeps the last of two new objects under one key in a putManyIfAbsent, leaving no temporary file', async () => {
    expect(await store.putIfAbsent(`org1/${ID}`, Buffer.from('first'))).toBe(true);
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

  it('leaves no temporary file after concurrent putIfAbsent calls', async () => {
    const versions = Array.from({ length: 25 }, (_, i) => Buffer.alloc(200_000 + i, i + 1));
    const answers = await Promise.all(versions.map((data) => store.putIfAbsent(`org1/${ID}`, data)));
    expect(answers.filter(Boolean)).toHaveLength(1);
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

  it('lists keys skipping stray files, and nothing under a root that is not there', async () => {
    const keys = [`org1/${ID}`, `org1/${OTHER_ID}`, 'org1/ab'];
    for (const key of keys) await store.put(key, Buffer.from(key));
    await writeFile(path.join(root, 'org1', 'README.txt'), 'not a blob');
    await writeFile(path.join(root, 'org1', 'ab', 'zz-misplaced'), 'not a blob');
    expect(await collect(store.list())).toEqual([...keys].sort());
    expect(await collect(store.list('org1/a'))).toEqual([`org1/${ID}`, 'org1/ab'].sort());
    expect(await collect(new FileBlobStore(path.join(parent, 'absent')).list())).toEqual([]);
  });
});
