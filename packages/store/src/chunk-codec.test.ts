import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  CHUNK_OVERHEAD,
  ChunkCorruptError,
  decodeChunk,
  encodeChunk,
  encodeChunkAsync,
  readChunkHeader,
} from './chunk-codec.ts';
import { generateDataKey } from './keys.ts';
import { compressibleText, pseudoRandomBytes } from './test-support/pseudo-random.ts';

const key = generateDataKey();

function expectCorrupt(run: () => unknown, id: string): void {
  let caught: unknown;
  try {
    run();
  } catch (error) {
    caught = error;
  }
  expect(caught).toBeInstanceOf(ChunkCorruptError);
  expect((caught as ChunkCorruptError).chunkId).toBe(id);
}

describe('encodeChunk / decodeChunk', () => {
  it.each([
    ['text', compressibleText(1024 * 1024)],
    ['random bytes', pseudoRandomBytes(1024 * 1024)],
    ['a small chunk', Buffer.from('hello')],
    ['an empty chunk', Buffer.alloc(0)],
  ])('round-trips %s, naming it by the SHA-256 of its plaintext', (_label, plain) => {
    const { id, data } = encodeChunk(plain, key);
    expect(id).toBe(createHash('sha256').update(plain).digest('hex'));
    expect(data.subarray(0, 4).toString('latin1')).toBe('WCK1');
    expect(decodeChunk(data, key, id).equals(plain)).toBe(true);
  });

  it('compresses text and stores incompressible data raw', () => {
    const text = encodeChunk(compressibleText(1024 * 1024), key);
    expect(readChunkHeader(text.data, text.id).compressed).toBe(true);
    expect(text.data.length).toBeLessThan(300 * 1024);

    const random = pseudoRandomBytes(1024 * 1024, 8);
    const raw = encodeChunk(random, key);
    expect(readChunkHeader(raw.data, raw.id).compressed).toBe(false);
    expect(raw.data.length).toBe(random.length + CHUNK_OVERHEAD);

    const small = pseudoRandomBytes(5000, 8);
    const smallRaw = encodeChunk(small, key);
    expect(readChunkHeader(smallRaw.data, smallRaw.id).compressed).toBe(false);
    expect(smallRaw.data.length).toBe(small.length + CHUNK_OVERHEAD);
  });

  it('uses a fresh IV each time, so equal plaintexts give different ciphertexts', () => {
    const plain = compressibleText(10_000);
    const first = encodeChunk(plain, key);
    const second = encodeChunk(plain, key);
    expect(second.id).toBe(first.id);
    expect(second.data.equals(first.data)).toBe(false);
  });

  it('encodes the same way off the main thread', async () => {
    for (const plain of [compressibleText(600_000), pseudoRandomBytes(600_000)]) {
      const sync = encodeChunk(plain, key);
      const async = await encodeChunkAsync(plain, key);
      expect(async.id).toBe(sync.id);
      expect(async.data.length).toBe(sync.data.length);
      expect(decodeChunk(async.data, key, async.id).equals(plain)).toBe(true);
    }
  });

  it('detects a change to any byte', () => {
    for (const plain of [compressibleText(300), pseudoRandomBytes(200)]) {
      const { id, data } = encodeChunk(plain, key);
      for (let i = 0; i < data.length; i++) {
        const tampered = Buffer.from(data);
        tampered[i] = tampered[i]! ^ 0x01;
        expectCorrupt(() => decodeChunk(tampered, key, id), id);
      }
    }
  });

  it('detects truncation and extension', () => {
    const { id, data } = encodeChunk(compressibleText(1000), key);
    expectCorrupt(() => decodeChunk(data.subarray(0, data.length - 1), key, id), id);
    expectCorrupt(() => decodeChunk(data.subarray(0, 20), key, id), id);
    expectCorrupt(() => decodeChunk(Buffer.concat([data, Buffer.from([0])]), key, id), id);
  });

  it('rejects the wrong key', () => {
    const { id, data } = encodeChunk(compressibleText(1000), key);
    expectCorrupt(() => decodeChunk(data, generateDataKey(), id), id);
  });

  it('rejects a chunk stored under another chunk id', () => {
    const a = encodeChunk(Buffer.from('chunk a'), key);
    const b = encodeChunk(Buffer.from('chunk b'), key);
    expectCorrupt(() => decodeChunk(a.data, key, b.id), b.id);
    expectCorrupt(() => decodeChunk(a.data, key, 'not-an-id'), 'not-an-id');
  });

  it('rejects keys that are not 32 bytes', () => {
    expect(() => encodeChunk(Buffer.from('x'), Buffer.alloc(16))).toThrow(/32 bytes/);
  });
});

describe('readChunkHeader', () => {
  it('rejects bad framing', () => {
    const { id, data } = encodeChunk(Buffer.from('framing'), key);
    const badMagic = Buffer.from(data);
    badMagic.write('XCK1', 0, 'latin1');
    expect(() => readChunkHeader(badMagic, id)).toThrow(/bad magic/);
    const badVersion = Buffer.from(data);
    badVersion[4] = 9;
    expect(() => readChunkHeader(badVersion, id)).toThrow(/unknown version 9/);
    const badFlags = Buffer.from(data);
    badFlags[5] = 0x80;
    expect(() => readChunkHeader(badFlags, id)).toThrow(/unknown flags/);
    expect(() => readChunkHeader(data.subarray(0, CHUNK_OVERHEAD - 1), id)).toThrow(ChunkCorruptError);
    expect(readChunkHeader(data, id)).toEqual({ compressed: false });
  });
});
