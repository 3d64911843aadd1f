// FileBlobStore on a file system without hard links (FAT, exFAT, some shares): putIfAbsent still
// stores new objects and keeps existing ones.
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FileBlobStore } from './file-blob-store.ts';

vi.mock('node:fs/promises', async (importOriginal) => {
  const actual = await importOriginal<typeof import('node:fs/promises')>();
  const link = async () => {
    throw Object.assign(new Error('operation not permitted, link'), { code: 'EPERM' });
  };
  return { ...actual, default: { ...actual, link }, link };
});

const ID = 'ab'.padEnd(64, '0');
let parent: string;
let store: FileBlobStore;

beforeEach(async () => {
  parent = await mkdtemp(path.join(tmpdir(), 'warden-blobs-'));
  store = new FileBlobStore(path.join(parent, 'root'));
});
afterEach(async () => {
  await rm(parent, { recursive: true, force: true });
});

describe('FileBlobStore without hard links', () => {
  it('stores a new object, keeps an existing one and leaves no temporary file', async () => {
    expect(await store.putIfAbsent(`org1/${ID}`, Buffer.from('first'))).toBe(true);
    expect(await store.putIfAbsent(`org1/${ID}`, Buffer.from('second'))).toBe(false);
    expect([...(await store.putManyIfAbsent([[`org1/${ID}`, Buffer.from('third')]]))]).toEqual([]);
    expect((await store.get(`org1/${ID}`)).toString()).toBe('first');
    expect(await readdir(path.join(parent, 'root', 'org1', 'ab'))).toEqual([ID]);
  });
});
