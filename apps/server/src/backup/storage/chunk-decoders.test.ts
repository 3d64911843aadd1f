// The server's decoding threads: answers in the order asked across the threads a batch is split over,
// a corrupt chunk answered as its own error without failing its neighbours, and plaintexts intact.
import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ChunkCorruptError, type EncodedChunk, encodeChunk, generateDataKey } from '@warden/store';
import { afterAll, describe, expect, it } from 'vitest';
import { ChunkDecoders } from './chunk-decoders.ts';

const key = generateDataKey();
const decoders = new ChunkDecoders();
afterAll(() => decoders.close());

const plainOf = (i: number, size: number) =>
  Buffer.alloc(size, `chunk ${i} `).fill(
    createHash('sha256').update(String(i)).digest(),
    0,
    Math.min(32, size),
  );

/** The chunks end to end in one buffer, and each as a view of it (a pack read, an upload's body). */
function laidEnd(chunks: EncodedChunk[]): { body: Buffer; views: EncodedChunk[] } {
  const body = Buffer.concat(chunks.map((c) => c.data));
  let at = 0;
  const views = chunks.map((c) => {
    at += c.data.length;
    return { id: c.id, data: body.subarray(at - c.data.length, at) };
  });
  return { body, views };
}

describe('chunk decoders', () => {
  it('answers sizes and plaintexts in order for a batch split across the threads', async () => {
    // Incompressible, so that the batch is large enough to be split.
    const plains = Array.from({ length: 60 }, (_, i) => randomBytes(i === 7 ? 0 : 1000 + i * 5000));
    const chunks = plains.map((plain) => encodeChunk(plain, key));
    expect(await decoders.sizes(key, chunks)).toEqual(plains.map((p) => p.length));
    const decoded = await decoders.plaintexts(key, chunks);
    expect(decoded.map((p, i) => p instanceof Buffer && p.equals(plains[i]!))).toEqual(
      plains.map(() => true),
    );
  });

  it('answers a corrupt chunk as its error and its neighbours as they are', async () => {
    const chunks = [1, 2, 3].map((i) => encodeChunk(plainOf(i, 300_000), key));
    const tampered = Buffer.from(chunks[1]!.data);
    tampered[40]! ^= 1;
    const other = encodeChunk(plainOf(9, 10), key);
    const asked = [
      chunks[0]!,
      { id: chunks[1]!.id, data: tampered },
      { id: chunks[2]!.id, data: other.data },
    ];
    const sizes = await decoders.sizes(key, asked);
    expect(sizes[0]).toBe(300_000);
    expect(sizes[1]).toEqual(
      new ChunkCorruptError(chunks[1]!.id, 'authentication failed (tampered data or wrong key)'),
    );
    expect(sizes[2]).toBeInstanceOf(ChunkCorruptError);
    expect((sizes[2] as ChunkCorruptError).chunkId).toBe(chunks[2]!.id);
    const plains = await decoders.plaintexts(key, asked);
    expect((plains[0] as Buffer).equals(plainOf(1, 300_000))).toBe(true);
    expect(plains.slice(1).every((p) => p instanceof ChunkCorruptError)).toBe(true);
  });

  it('decodes chunks read together (views of one buffer) and leaves that buffer as it was', async () => {
    const plains = [randomBytes(200_000), randomBytes(5), randomBytes(300_000)];
    const encoded = plains.map((plain) => encodeChunk(plain, key));
    const { body: read, views } = laidEnd(encoded);
    const copy = Buffer.from(read);
    const decoded = await decoders.plaintexts(key, views);
    expect(decoded.map((p, i) => p instanceof Buffer && p.equals(plains[i]!))).toEqual([true, true, true]);
    expect(read.equals(copy)).toBe(true);
  });

  it('leaves the buffers it was given usable', async () => {
    const chunk = encodeChunk(plainOf(4, 5000), key);
    const copy = Buffer.from(chunk.data);
    await decoders.sizes(key, [chunk]);
    expect(chunk.data.equals(copy)).toBe(true);
  });

  it("checks an upload's body handed to a thread and back: the chunks answered hold the same bytes", async () => {
    const plains = [randomBytes(200_000), plainOf(5, 300_000), randomBytes(5)];
    const encoded = plains.map((plain) => encodeChunk(plain, key));
    const tampered = encodeChunk(plainOf(6, 4000), key);
    tampered.data[40]! ^= 1;
    const all = [...encoded, tampered];
    // A body of its own, as an upload's is: Buffer.concat of more than Buffer's pool holds.
    const { body, views } = laidEnd(all);
    const copy = Buffer.from(body);
    const checked = await decoders.sizesOfBody(key, body, views);
    expect(checked.sizes.slice(0, 3)).toEqual(plains.map((p) => p.length));
    expect(checked.sizes[3]).toBeInstanceOf(ChunkCorruptError);
    // Handed over, not copied: what was passed in is empty now, and the answer is the same bytes.
    expect(body.length).toBe(0);
    expect(checked.chunks.map((c) => c.id)).toEqual(all.map((c) => c.id));
    expect(Buffer.concat(checked.chunks.map((c) => c.data)).equals(copy)).toBe(true);
    expect(checked.chunks[1]!.data.buffer).toBe(checked.chunks[2]!.data.buffer);
  });

  it('checks a body lying in larger memory of its own by handing that memory over and back', async () => {
    const plains = [randomBytes(70_000), plainOf(8, 50_000)];
    const encoded = plains.map((plain) => encodeChunk(plain, key));
    const { body: laid, views: laidViews } = laidEnd(encoded);
    const memory = new ArrayBuffer(laid.length + 4096);
    const body = Buffer.from(memory, 0, laid.length);
    laid.copy(body);
    const views = laidViews.map(({ id, data }) => ({
      id,
      data: body.subarray(data.byteOffset - laid.byteOffset, data.byteOffset - laid.byteOffset + data.length),
    }));
    const checked = await decoders.sizesOfBody(key, body, views, memory);
    expect(checked.sizes).toEqual(plains.map((p) => p.length));
    expect(memory.byteLength).toBe(0);
    expect(checked.memory?.byteLength).toBe(laid.length + 4096);
    expect(checked.chunks[0]!.data.buffer).toBe(checked.memory);
    expect(Buffer.concat(checked.chunks.map((c) => c.data)).equals(laid)).toBe(true);
  });

  it("checks a small body in Buffer's shared pool without taking its memory", async () => {
    const chunk = encodeChunk(plainOf(7, 40), key);
    const body = Buffer.from(chunk.data);
    expect(body.buffer.byteLength).toBeGreaterThan(body.length);
    const checked = await decoders.sizesOfBody(key, body, [{ id: chunk.id, data: body }]);
    expect(checked.sizes).toEqual([40]);
    expect(checked.chunks[0]!.data.equals(chunk.data)).toBe(true);
    expect(body.equals(chunk.data)).toBe(true);
  });

  describe('chunks in a local file, read by the thread', () => {
    const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'warden-decoders-'));
    afterAll(() => fs.rmSync(folder, { recursive: true, force: true }));
    const plains = [randomBytes(150_000), plainOf(5, 90_000), randomBytes(3)];
    const encoded = plains.map((plain) => encodeChunk(plain, key));
    const lead = randomBytes(777);
    const file = path.join(folder, 'pack');
    fs.writeFileSync(file, Buffer.concat([lead, ...encoded.map((c) => c.data)]));
    let at = 0;
    const placed = encoded.map((c) => {
      at += c.data.length;
      return { id: c.id, offset: at - c.data.length, length: c.data.length };
    });
    const whole = { path: file, start: lead.length, length: at };

    it('answers each plaintext, with or without hashing each against its id', async () => {
      for (const checkId of [true, false]) {
        const decoded = await decoders.plaintextsInFile(key, whole, placed, { checkId });
        expect(decoded?.map((p, i) => p instanceof Buffer && p.equals(plains[i]!))).toEqual([
          true,
          true,
          true,
        ]);
      }
    });

    it('answers null for the whole when the file is gone, and for a chunk the file ends before', async () => {
      expect(await decoders.plaintextsInFile(key, { ...whole, path: `${file}-gone` }, placed)).toBeNull();
      const beyond = { path: file, start: lead.length, length: at + 100 };
      const past = [...placed, { id: placed[0]!.id, offset: at, length: 100 }];
      const decoded = await decoders.plaintextsInFile(key, beyond, past);
      expect(decoded?.at(-1)).toBeNull();
      expect((decoded?.[1] as Buffer).equals(plains[1]!)).toBe(true);
    });

    it('finds a tampered byte or a chunk under another id without hashing, through AES-GCM', async () => {
      const tampered = path.join(folder, 'tampered');
      const bytes = fs.readFileSync(file);
      bytes[lead.length + placed[1]!.offset + 40]! ^= 1;
      fs.writeFileSync(tampered, bytes);
      const swapped = [placed[0]!, placed[1]!, { ...placed[2]!, id: placed[0]!.id }];
      const fromTampered = await decoders.plaintextsInFile(key, { ...whole, path: tampered }, swapped, {
        checkId: false,
      });
      expect(fromTampered?.[0]).toBeInstanceOf(Buffer);
      expect(fromTampered?.slice(1)).toEqual([
        new ChunkCorruptError(placed[1]!.id, 'authentication failed (tampered data or wrong key)'),
        new ChunkCorruptError(placed[0]!.id, 'authentication failed (tampered data or wrong key)'),
      ]);
    });
  });
});
