import { createHash } from 'node:crypto';
import { deflateRawSync } from 'node:zlib';
import { Encoder } from '@toondepauw/node-zstd';
import { describe, expect, it } from 'vitest';
import {
  CHUNK_OVERHEAD,
  ChunkCorruptError,
  decodeChunk,
  decodeChunkSync,
  encodeChunk,
  encodeChunkAsync,
  MAX_CHUNK_SIZE,
  MAX_ENCODED_CHUNK_SIZE,
  readChunkHeader,
} from './chunk-codec.ts';
import { generateDataKey } from './keys.ts';
import {
  decompressionBomb,
  deflatedZeros,
  sealChunk,
  sealChunkAs,
  sealZstdChunk,
  zstdZeros,
} from './test-support/crafted-chunk.ts';
import { compressibleText, pseudoRandomBytes } from './test-support/pseudo-random.ts';

const key = generateDataKey();

async function expectCorrupt(run: () => unknown, id: string): Promise<void> {
  let caught: unknown;
  try {
    await run();
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
  ])('round-trips %s, naming it by the SHA-256 of its plaintext', async (_label, plain) => {
    const { id, data } = encodeChunk(plain, key);
    expect(id).toBe(createHash('sha256').update(plain).digest('hex'));
    expect(data.subarray(0, 4).toString('latin1')).toBe('WCK1');
    expect((await decodeChunk(data, key, id)).equals(plain)).toBe(true);
  });

  it('compresses text and stores incompressible data raw', () => {
    const text = encodeChunk(compressibleText(1024 * 1024), key);
    expect(readChunkHeader(text.data, text.id)).toEqual({ version: 2, codec: 'zstd' });
    expect(text.data.length).toBeLessThan(300 * 1024);

    const random = pseudoRandomBytes(1024 * 1024, 8);
    const raw = encodeChunk(random, key);
    expect(readChunkHeader(raw.data, raw.id).codec).toBe('raw');
    expect(raw.data.length).toBe(random.length + CHUNK_OVERHEAD);

    const small = pseudoRandomBytes(5000, 8);
    const smallRaw = encodeChunk(small, key);
    expect(readChunkHeader(smallRaw.data, smallRaw.id).codec).toBe('raw');
    expect(smallRaw.data.length).toBe(small.length + CHUNK_OVERHEAD);
  });

  it('uses a fresh IV each time, so equal plaintexts give different ciphertexts', () => {
    const plain = compressibleText(10_000);
    const first = encodeChunk(plain, key);
    const second = encodeChunk(plain, key);
    expect(second.id).toBe(first.id);
    expect(second.data.equals(first.data)).toBe(false);
  });

  it('never uses an IV twice, across the draws it takes them from', async () => {
    const plain = compressibleText(100);
    const ivs = new Set<string>();
    // A chunk is its header, a 12-byte IV, the ciphertext and a 16-byte tag.
    const ivAt = CHUNK_OVERHEAD - 12 - 16;
    // More chunks than one draw of nonces holds, sealed both here and on the thread pool.
    for (let i = 0; i < 700; i++) {
      const { data } = i % 2 ? encodeChunk(plain, key) : await encodeChunkAsync(plain, key);
      ivs.add(data.subarray(ivAt, ivAt + 12).toString('hex'));
    }
    expect(ivs.size).toBe(700);
  });

  it('encodes the same way off the main thread', async () => {
    for (const plain of [compressibleText(600_000), pseudoRandomBytes(600_000)]) {
      const sync = encodeChunk(plain, key);
      const async = await encodeChunkAsync(plain, key);
      expect(async.id).toBe(sync.id);
      expect(readChunkHeader(async.data, async.id)).toEqual(readChunkHeader(sync.data, sync.id));
      // The two bindings' frames differ only in whether the header names the content's size.
      expect(Math.abs(async.data.length - sync.data.length)).toBeLessThanOrEqual(8);
      for (const chunk of [sync, async]) {
        expect((await decodeChunk(chunk.data, key, chunk.id)).equals(plain)).toBe(true);
        expect(decodeChunkSync(chunk.data, key, chunk.id).equals(plain)).toBe(true);
      }
    }
  });

  it('detects a change to any byte', async () => {
    for (const plain of [compressibleText(300), pseudoRandomBytes(200)]) {
      const { id, data } = encodeChunk(plain, key);
      for (let i = 0; i < data.length; i++) {
        const tampered = Buffer.from(data);
        tampered[i] = tampered[i]! ^ 0x01;
        await expectCorrupt(() => decodeChunk(tampered, key, id), id);
      }
    }
  });

  it('detects truncation and extension', async () => {
    const { id, data } = encodeChunk(compressibleText(1000), key);
    await expectCorrupt(() => decodeChunk(data.subarray(0, data.length - 1), key, id), id);
    await expectCorrupt(() => decodeChunk(data.subarray(0, 20), key, id), id);
    await expectCorrupt(() => decodeChunk(Buffer.concat([data, Buffer.from([0])]), key, id), id);
  });

  it('rejects the wrong key', async () => {
    const { id, data } = encodeChunk(compressibleText(1000), key);
    await expectCorrupt(() => decodeChunk(data, generateDataKey(), id), id);
  });

  it('rejects a chunk stored under another chunk id', async () => {
    const a = encodeChunk(Buffer.from('chunk a'), key);
    const b = encodeChunk(Buffer.from('chunk b'), key);
    await expectCorrupt(() => decodeChunk(a.data, key, b.id), b.id);
    await expectCorrupt(() => decodeChunk(a.data, key, 'not-an-id'), 'not-an-id');
  });

  it('rejects content sealed under an id it does not hash to', async () => {
    const id = createHash('sha256').update('what the id claims').digest('hex');
    const sealed = sealChunk(id, Buffer.from('something else'), false, key);
    await expect(decodeChunk(sealed, key, id)).rejects.toThrow(/SHA-256 mismatch/);
  });

  it('without its own hash check, still refuses tampered bytes and another chunk id', async () => {
    const a = encodeChunk(compressibleText(5000), key);
    const b = encodeChunk(Buffer.from('chunk b'), key);
    expect(await decodeChunk(a.data, key, a.id, { checkId: false })).toEqual(compressibleText(5000));
    await expectCorrupt(() => decodeChunk(a.data, key, b.id, { checkId: false }), b.id);
    const tampered = Buffer.from(a.data);
    tampered[tampered.length - 20]! ^= 1;
    await expectCorrupt(() => decodeChunk(tampered, key, a.id, { checkId: false }), a.id);
    // What the skipped check alone would catch: only a holder of the key can seal such a chunk.
    const id = createHash('sha256').update('what the id claims').digest('hex');
    const sealed = sealChunk(id, Buffer.from('something else'), false, key);
    expect((await decodeChunk(sealed, key, id, { checkId: false })).toString()).toBe('something else');
  });

  it('rejects keys that are not 32 bytes', () => {
    expect(() => encodeChunk(Buffer.from('x'), Buffer.alloc(16))).toThrow(/32 bytes/);
  });
});

describe('bounded decoding', () => {
  it('round-trips a chunk of the largest size and refuses to encode a larger one', async () => {
    const largest = encodeChunk(compressibleText(MAX_CHUNK_SIZE), key);
    expect((await decodeChunk(largest.data, key, largest.id)).length).toBe(MAX_CHUNK_SIZE);
    expect(() => encodeChunk(Buffer.alloc(MAX_CHUNK_SIZE + 1), key)).toThrow(RangeError);
    await expect(encodeChunkAsync(Buffer.alloc(MAX_CHUNK_SIZE + 1), key)).rejects.toThrow(RangeError);
  });

  it('inflates off the event loop', async () => {
    const plain = compressibleText(MAX_CHUNK_SIZE);
    const id = createHash('sha256').update(plain).digest('hex');
    const chunk = sealChunk(id, deflateRawSync(plain), true, key);
    let turned = false;
    setImmediate(() => {
      turned = true;
    });
    await decodeChunk(chunk, key, id);
    expect(turned).toBe(true);
  });

  it('refuses a decompression bomb as too large, holding no more than about the bound', async () => {
    const bomb = await decompressionBomb(256 * 1024 * 1024, key);
    expect(bomb.data.length).toBeLessThan(300 * 1024);
    const before = process.memoryUsage().arrayBuffers;
    let peak = before;
    const sample = setInterval(() => {
      peak = Math.max(peak, process.memoryUsage().arrayBuffers);
    }, 1);
    try {
      await expect(decodeChunk(bomb.data, key, bomb.id)).rejects.toThrow(
        new ChunkCorruptError(bomb.id, `too large: it inflates past ${MAX_CHUNK_SIZE} bytes`),
      );
    } finally {
      clearInterval(sample);
    }
    peak = Math.max(peak, process.memoryUsage().arrayBuffers);
    expect(peak - before).toBeLessThan(3 * MAX_CHUNK_SIZE);
  });

  it('accepts content that inflates to exactly the bound, and not one byte more', async () => {
    const id = createHash('sha256').update(Buffer.alloc(MAX_CHUNK_SIZE)).digest('hex');
    const exact = sealChunk(id, await deflatedZeros(MAX_CHUNK_SIZE), true, key);
    expect((await decodeChunk(exact, key, id)).equals(Buffer.alloc(MAX_CHUNK_SIZE))).toBe(true);
    const over = sealChunk(id, await deflatedZeros(MAX_CHUNK_SIZE + 1), true, key);
    await expect(decodeChunk(over, key, id)).rejects.toThrow(/too large/);
  });

  it('refuses an encoded chunk longer than the largest chunk can encode to', async () => {
    const id = createHash('sha256').update('long').digest('hex');
    const long = sealChunk(id, Buffer.alloc(MAX_ENCODED_CHUNK_SIZE), false, key);
    expect(() => readChunkHeader(long, id)).toThrow(/too large/);
    await expect(decodeChunk(long, key, id)).rejects.toThrow(ChunkCorruptError);
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
    const badCodec = Buffer.from(data);
    badCodec[5] = 3;
    expect(() => readChunkHeader(badCodec, id)).toThrow(/unknown codec 3/);
    expect(() => readChunkHeader(data.subarray(0, CHUNK_OVERHEAD - 1), id)).toThrow(ChunkCorruptError);
    expect(readChunkHeader(data, id)).toEqual({ version: 2, codec: 'raw' });
  });

  it('reads format version 1 headers, whose flags allow deflate only', () => {
    const id = createHash('sha256').update('v1').digest('hex');
    expect(readChunkHeader(sealChunk(id, Buffer.from('x'), true, key), id)).toEqual({
      version: 1,
      codec: 'deflate',
    });
    expect(readChunkHeader(sealChunk(id, Buffer.from('v1'), false, key), id).codec).toBe('raw');
    const zstdInVersion1 = sealChunkAs(1, 2, id, Buffer.from('x'), key);
    expect(() => readChunkHeader(zstdInVersion1, id)).toThrow(/unknown flags 2/);
  });
});

describe('format versions', () => {
  it('writes zstd under format version 2, keeping the chunk id of the plaintext', async () => {
    const plain = compressibleText(200_000);
    const { id, data } = await encodeChunkAsync(plain, key);
    expect(id).toBe(createHash('sha256').update(plain).digest('hex'));
    expect([data[4], data[5]]).toEqual([2, 2]);
    expect((await decodeChunk(data, key, id)).equals(plain)).toBe(true);
  });

  it('still decodes deflate and raw chunks of format version 1', async () => {
    for (const plain of [compressibleText(300_000), pseudoRandomBytes(70_000, 3), Buffer.alloc(0)]) {
      const id = createHash('sha256').update(plain).digest('hex');
      for (const sealed of [
        sealChunk(id, deflateRawSync(plain, { level: 1 }), true, key),
        sealChunk(id, plain, false, key),
        sealChunkAs(2, 1, id, deflateRawSync(plain), key),
      ]) {
        expect((await decodeChunk(sealed, key, id)).equals(plain)).toBe(true);
      }
    }
  });

  it('authenticates the version and codec: a chunk relabelled as another version is corrupt', async () => {
    const { id, data } = encodeChunk(pseudoRandomBytes(1000, 4), key);
    const relabelled = Buffer.from(data);
    relabelled[4] = 1;
    expect(readChunkHeader(relabelled, id)).toEqual({ version: 1, codec: 'raw' });
    await expect(decodeChunk(relabelled, key, id)).rejects.toThrow(/authentication failed/);
  });

  it('encodes many chunks at once on the thread pool, each decoding to its own plaintext', async () => {
    const plains = Array.from({ length: 24 }, (_, i) =>
      Buffer.concat([compressibleText(20_000 * (i + 1)), pseudoRandomBytes(5_000, i)]),
    );
    const chunks = await Promise.all(plains.map((plain) => encodeChunkAsync(plain, key)));
    const decoded = await Promise.all(chunks.map((c) => decodeChunk(c.data, key, c.id)));
    expect(decoded.every((plain, i) => plain.equals(plains[i]!))).toBe(true);
  });

  it('compresses zstd off the event loop', async () => {
    const plain = compressibleText(MAX_CHUNK_SIZE);
    let turned = false;
    setImmediate(() => {
      turned = true;
    });
    await encodeChunkAsync(plain, key);
    expect(turned).toBe(true);
  });
});

describe('bounded zstd decoding', () => {
  it('refuses a zstd bomb from its block headers, before decompressing it', async () => {
    const id = createHash('sha256').update('64 MiB of zeros').digest('hex');
    const frame = zstdZeros(64 * 1024 * 1024);
    const bomb = sealZstdChunk(id, frame, key);
    expect(bomb.length).toBeLessThan(16 * 1024);
    const before = process.memoryUsage().arrayBuffers;
    await expect(decodeChunk(bomb, key, id)).rejects.toThrow(/too large: it may decompress past/);
    expect(process.memoryUsage().arrayBuffers - before).toBeLessThan(MAX_CHUNK_SIZE);
  });

  it('accepts a frame of exactly the largest chunk, and not one byte more', async () => {
    const id = createHash('sha256').update(Buffer.alloc(MAX_CHUNK_SIZE)).digest('hex');
    const exact = sealZstdChunk(id, zstdZeros(MAX_CHUNK_SIZE), key);
    expect((await decodeChunk(exact, key, id)).equals(Buffer.alloc(MAX_CHUNK_SIZE))).toBe(true);
    const over = sealZstdChunk(id, zstdZeros(MAX_CHUNK_SIZE + 1), key);
    await expect(decodeChunk(over, key, id)).rejects.toThrow(/too large/);
  });

  it('refuses content that is not exactly one zstd frame', async () => {
    const plain = compressibleText(10_000);
    const id = createHash('sha256').update(plain).digest('hex');
    const zstd = new Encoder(1).encodeSync(plain);
    expect((await decodeChunk(sealZstdChunk(id, zstd, key), key, id)).equals(plain)).toBe(true);
    for (const [content, reason] of [
      [Buffer.concat([zstd, zstd]), /data follows the zstd frame/],
      [Buffer.concat([zstd, Buffer.from('junk')]), /data follows the zstd frame/],
      [zstd.subarray(0, zstd.length - 1), /truncated/],
      [deflateRawSync(plain), /not a zstd frame/],
    ] as const) {
      await expect(decodeChunk(sealZstdChunk(id, content, key), key, id)).rejects.toThrow(reason);
    }
  });
});

describe('decodeChunkSync', () => {
  // The plaintext by its hash: comparing megabytes byte by byte through toEqual takes seconds.
  const outcome = async (run: () => Buffer | Promise<Buffer>) => {
    try {
      return { plain: chunkIdOfBytes(await run()) };
    } catch (error) {
      return { error: error instanceof ChunkCorruptError ? error.message : `not corrupt: ${error}` };
    }
  };

  it('answers what decodeChunk answers, plaintext or the same refusal, for every codec and fault', async () => {
    const plain = compressibleText(300_000);
    const id = createHash('sha256').update(plain).digest('hex');
    const zeros = createHash('sha256').update(Buffer.alloc(MAX_CHUNK_SIZE)).digest('hex');
    const zstd = new Encoder(1).encodeSync(plain);
    const tampered = Buffer.from(encodeChunk(plain, key).data);
    tampered[30]! ^= 1;
    const bomb = await decompressionBomb(16 * 1024 * 1024, key);
    const cases: [string, Buffer, string][] = [
      ['zstd', encodeChunk(plain, key).data, id],
      [
        'raw',
        encodeChunk(pseudoRandomBytes(70_000, 5), key).data,
        chunkIdOfBytes(pseudoRandomBytes(70_000, 5)),
      ],
      ['deflate, version 1', sealChunk(id, deflateRawSync(plain), true, key), id],
      [
        'deflate of exactly the bound',
        sealChunk(zeros, await deflatedZeros(MAX_CHUNK_SIZE), true, key),
        zeros,
      ],
      ['zstd of exactly the bound', sealZstdChunk(zeros, zstdZeros(MAX_CHUNK_SIZE), key), zeros],
      ['a deflate bomb', bomb.data, bomb.id],
      ['a zstd bomb', sealZstdChunk(zeros, zstdZeros(16 * 1024 * 1024), key), zeros],
      ['two zstd frames', sealZstdChunk(id, Buffer.concat([zstd, zstd]), key), id],
      ['a tampered byte', tampered, id],
      ['another id', encodeChunk(plain, key).data, zeros],
      ['the wrong hash', sealChunk(zeros, plain, false, key), zeros],
    ];
    for (const [label, data, chunkId] of cases) {
      const async = await outcome(() => decodeChunk(data, key, chunkId));
      const sync = await outcome(() => decodeChunkSync(data, key, chunkId));
      expect({ label, ...sync }, label).toEqual({ label, ...async });
    }
    expect(await outcome(() => decodeChunkSync(cases[0]![1], key, id))).toEqual({ plain: id });
    expect((await outcome(() => decodeChunkSync(bomb.data, key, bomb.id))).error).toMatch(/too large/);
  });
});

function chunkIdOfBytes(plain: Buffer): string {
  return createHash('sha256').update(plain).digest('hex');
}
