import { Encoder } from '@toondepauw/node-zstd';
import { describe, expect, it } from 'vitest';
import { compress } from './chunk-compression.ts';
import { compressibleText, pseudoRandomBytes } from './test-support/pseudo-random.ts';
import { zstdContentBound } from './zstd-frame.ts';

const MiB = 1024 * 1024;
const limits = { maxContentSize: 4 * MiB, maxWindowSize: 4 * MiB };
const MAGIC = [0x28, 0xb5, 0x2f, 0xfd];

/** A block header: last flag, type (0 raw, 1 RLE, 2 compressed, 3 reserved), size. */
function block(last: boolean, type: number, size: number): number[] {
  const header = (size << 3) | (type << 1) | (last ? 1 : 0);
  return [header & 0xff, (header >> 8) & 0xff, (header >> 16) & 0xff];
}

/** A frame with a 512 KiB window and the given blocks (RLE blocks carry their one byte). */
function frame(blocks: number[][], descriptor = 0x00, window = 0x48): Buffer {
  return Buffer.from([...MAGIC, descriptor, window, ...blocks.flat()]);
}

describe('zstdContentBound', () => {
  it('bounds what the compressor makes by the plaintext size, rounded up to whole blocks', () => {
    const encoder = new Encoder(1);
    for (const plain of [compressibleText(4 * MiB), pseudoRandomBytes(3 * MiB + 5), Buffer.alloc(4 * MiB)]) {
      const result = zstdContentBound(encoder.encodeSync(plain), limits);
      const bound = 'bound' in result ? result.bound : -1;
      expect(bound).toBeGreaterThanOrEqual(plain.length);
      expect(bound).toBeLessThanOrEqual(Math.ceil(plain.length / (128 * 1024)) * 128 * 1024);
    }
    expect(zstdContentBound(encoder.encodeSync(Buffer.alloc(0)), limits)).toEqual({ bound: 0 });
  });

  it('adds up raw and RLE blocks exactly and refuses a frame of RLE blocks past the limit', () => {
    const rle = [...block(false, 1, 128 * 1024), 0];
    expect(zstdContentBound(frame([rle, [...block(true, 0, 2), 7, 7]]), limits)).toEqual({
      bound: 128 * 1024 + 2,
    });
    const bomb = frame([...Array.from({ length: 32 }, () => rle), [...block(true, 1, 1), 0]]);
    expect(bomb.length).toBeLessThan(200);
    expect(zstdContentBound(bomb, limits)).toEqual({
      refused: `too large: it may decompress past ${4 * MiB} bytes`,
    });
  });

  it('refuses what the decoder would need too much memory for, or cannot decode alone', () => {
    const last = block(true, 0, 0);
    // Window descriptor 0x68: 2^(10 + 13) bytes, 8 MiB.
    expect(zstdContentBound(frame([last], 0x00, 0x68), limits)).toEqual({
      refused: 'the zstd frame asks for too large a window',
    });
    // Single segment with an 8-byte content size of 1 GiB: the window is the content size.
    const huge = Buffer.from([...MAGIC, 0xe0, 0, 0, 0, 0x40, 0, 0, 0, 0, ...last]);
    expect(zstdContentBound(huge, limits)).toEqual({ refused: 'the zstd frame asks for too large a window' });
    expect(zstdContentBound(frame([last], 0x01), limits)).toEqual({
      refused: 'the zstd frame needs a dictionary',
    });
    expect(zstdContentBound(frame([block(true, 3, 0)]), limits)).toEqual({
      refused: 'a zstd block has the reserved type',
    });
    expect(zstdContentBound(frame([block(true, 2, 200 * 1024)]), limits)).toEqual({
      refused: 'a zstd block is larger than the format allows',
    });
    expect(zstdContentBound(frame([block(false, 0, 0)]), limits)).toEqual({
      refused: 'the zstd frame is truncated',
    });
  });

  it('skips the checksum and refuses anything after it', () => {
    const withChecksum = Buffer.concat([frame([block(true, 0, 1), [9]], 0x04), Buffer.alloc(4)]);
    expect(zstdContentBound(withChecksum, limits)).toEqual({ bound: 1 });
    expect(zstdContentBound(Buffer.concat([withChecksum, Buffer.alloc(1)]), limits)).toEqual({
      refused: 'data follows the zstd frame',
    });
  });
});

describe('compress', () => {
  it('stores raw what the decoder would refuse, so every chunk written can be read back', () => {
    const text = compressibleText(600 * 1024);
    expect(compress(text, 4 * MiB).codec).toBe(2);
    // With a 64 KiB plaintext limit the 5-block frame claims more than the 4 × 64 KiB allowed.
    const kept = compress(text, 64 * 1024);
    expect(kept.codec).toBe(0);
    expect(kept.content).toBe(text);
  });
});
