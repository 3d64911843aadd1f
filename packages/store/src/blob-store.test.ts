import { describe, expect, it } from 'vitest';
import { blobKeySegments, InvalidBlobKeyError } from './blob-store.ts';
import { MemoryBlobStore } from './memory-blob-store.ts';
import { describeBlobStoreContract } from './test-support/blob-store-contract.ts';

// FileBlobStore runs the contract in file-blob-store.test.ts, beside its own cases.
describeBlobStoreContract('MemoryBlobStore', () => new MemoryBlobStore());

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
