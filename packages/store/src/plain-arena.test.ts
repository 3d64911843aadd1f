import { createHash } from 'node:crypto';
import { Encoder } from '@toondepauw/node-zstd';
import { describe, expect, it } from 'vitest';
import { decodeChunkSync, encodeChunk } from './chunk-codec.ts';
import { generateDataKey } from './keys.ts';
import { PlainArena } from './plain-arena.ts';
import { sealZstdChunk } from './test-support/crafted-chunk.ts';
import { compressibleText, pseudoRandomBytes } from './test-support/pseudo-random.ts';

const key = generateDataKey();
const idOf = (plain: Buffer) => createHash('sha256').update(plain).digest('hex');

describe('PlainArena', () => {
  it('holds many plaintexts side by side until reset, then reuses the same memory', () => {
    const arena = new PlainArena();
    const plains = [compressibleText(300_000), compressibleText(90_000), pseudoRandomBytes(70_000, 3)];
    const chunks = plains.map((plain) => encodeChunk(plain, key));
    const decoded = chunks.map((c) => decodeChunkSync(c.data, key, c.id, { arena }));
    decoded.forEach((plain, i) => {
      expect(plain.equals(plains[i]!)).toBe(true);
    });
    // The two compressed chunks share one block of memory, the second right after the first.
    expect(decoded[1]!.buffer).toBe(decoded[0]!.buffer);
    expect(decoded[1]!.byteOffset).toBe(decoded[0]!.byteOffset + decoded[0]!.length);
    arena.reset();
    const again = decodeChunkSync(chunks[1]!.data, key, chunks[1]!.id, { arena });
    expect(again.buffer).toBe(decoded[0]!.buffer);
    expect(again.byteOffset).toBe(decoded[0]!.byteOffset);
    expect(again.equals(plains[1]!)).toBe(true);
  });

  it('grows into a new block without moving what it already holds', () => {
    const arena = new PlainArena();
    const first = compressibleText(900_000);
    const second = compressibleText(2_000_000);
    const a = decodeChunkSync(encodeChunk(first, key).data, key, idOf(first), { arena });
    const b = decodeChunkSync(encodeChunk(second, key).data, key, idOf(second), { arena });
    expect(b.buffer).not.toBe(a.buffer);
    expect(a.equals(first)).toBe(true);
    expect(b.equals(second)).toBe(true);
  });

  it('decodes frames that do not name their size (the thread-pool encoder’s) into its memory', () => {
    const arena = new PlainArena();
    const plain = compressibleText(400_000);
    const stored = sealZstdChunk(idOf(plain), new Encoder(1).encodeSync(plain), key);
    const withoutArena = decodeChunkSync(stored, key, idOf(plain));
    const inArena = decodeChunkSync(stored, key, idOf(plain), { arena });
    expect(withoutArena.equals(plain)).toBe(true);
    expect(inArena.equals(plain)).toBe(true);
    // Without an arena the plaintext is copied out at its length, not left in the bound's room.
    expect(withoutArena.buffer.byteLength).toBe(plain.length);
  });
});
