import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { blobKeySegments, InvalidBlobKeyError } from './blob-store.ts';
import { FileBlobStore } from './file-blob-store.ts';
import { MemoryBlobStore } from './memory-blob-store.ts';
import { describeBlobStoreContract } from './test-support/blob-store-contract.ts';

const fileRoots: string[] = [];
afterAll(() => {
  for (const root of fileRoots) rmSync(root, { recursive: true, force: true });
});

describeBlobStoreContract('MemoryBlobStore', () => new MemoryBlobStore());
describeBlobStoreContract('FileBlobStore', () => {
  const root = mkdtempSync(path.join(tmpdir(), 'warden-blob-contract-'));
  fileRoots.push(root);
  return new FileBlobStore(root);
});

describe('blobKeySegments', () => {
  it('splits valid keys', () => {
    expect(blobKeySegments('org_1/abc-DEF')).toEqual(['org_1', 'abc-DEF']);
    expect(blobKeySegments('single')).toEqual(['single']);
  });

  it.each([
    '',
    '/etc/passwd',
    '../outside',
    'ns/../../outside',
    '..',
    '.',
    'ns/./id',
    'ns//id',
    'ns/',
    'ns\\..\\id',
    'C:/Windows',
    'ns/id.tmp',
    'ns/with space',
    'ns/ünicode',
    'ns/nul',
    'COM1/id',
  ])('rejects %j', (key) => {
    expect(() => blobKeySegments(key)).toThrow(InvalidBlobKeyError);
  });

  it('rejects overlong keys', () => {
    expect(() => blobKeySegments('x'.repeat(1025))).toThrow(/too long/);
    expect(blobKeySegments('x'.repeat(1024))).toHaveLength(1);
  });
});
