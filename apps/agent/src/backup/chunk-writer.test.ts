// Files encoded by the worker threads. Small ones whole: each file's chunks decode to its bytes
// exactly, its hash is that of the whole file, a file that grew past the capacity since the scan is
// left to reading in parts, one that shrank is read as it is now, and a missing one fails naming why.
// Large ones in parts: cut exactly where reading them in one go cuts them, several at once.
import { createHash } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chunkIdOf, decodeChunk, type EncodedChunk, FastCdc, generateDataKey } from '@warden/store';
import { WorkerPool } from '@warden/threads';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChunkSink } from './chunk-sink.ts';
import { type Encoders, writeInParts, writeWhole } from './chunk-writer.ts';
import { UploadQueue } from './upload-queue.ts';
import { WholeFiles } from './whole-files.ts';

const CAPACITY = 1024 * 1024;
const key = generateDataKey();
const encoders: Encoders = new WorkerPool(new URL('./encode-worker.ts', import.meta.url), 2);
const wholeFiles = new WholeFiles(encoders, { capacity: CAPACITY, key: new Uint8Array(key) });
let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'warden-chunk-writer-'));
});
afterAll(async () => {
  await encoders.close();
  await rm(dir, { recursive: true, force: true });
});

class KeepingSink implements ChunkSink {
  readonly chunks = new Map<string, Buffer>();
  async store(chunks: EncodedChunk[]): Promise<Set<string>> {
    for (const c of chunks) this.chunks.set(c.id, c.data);
    return new Set(chunks.map((c) => c.id));
  }
}

async function encodeFile(name: string, data: Buffer, scannedSize = data.length) {
  const file = path.join(dir, name);
  await writeFile(file, data);
  const sink = new KeepingSink();
  const queue = new UploadQueue<string>(sink);
  let bytes = 0;
  const written = await writeWhole(wholeFiles, { path: file, size: scannedSize }, queue, (n) => {
    bytes += n;
  });
  await queue.drain();
  return { written, sink, bytes };
}

async function contentOf(written: { chunks: [string, number][] }, sink: KeepingSink): Promise<Buffer> {
  const parts = await Promise.all(written.chunks.map(([id]) => decodeChunk(sink.chunks.get(id)!, key, id)));
  return Buffer.concat(parts);
}

/** Bytes that do not compress, the same in every run. */
function noise(length: number): Buffer {
  const out = Buffer.alloc(length);
  let x = 1;
  for (let i = 0; i < length; i++) {
    x ^= x << 13;
    x ^= x >>> 17;
    x ^= x << 5;
    out[i] = x & 0xff;
  }
  return out;
}

const sha256 = (data: Buffer) => createHash('sha256').update(data).digest('hex');

/** The file's hash as a backup records it: the SHA-256 of a file of at most one chunk, else none. */
const expectedHash = (written: { chunks: unknown[] }, data: Buffer) =>
  written.chunks.length > 1 ? null : sha256(data);

describe('encoding small files whole in worker threads', () => {
  it('queues chunks that decode to the file exactly, a file of one chunk hashed whole', async () => {
    // Text compresses; noise is stored raw; many small files go through at once.
    const files = [
      noise(CAPACITY),
      Buffer.from('quarterly numbers\n'.repeat(40_000)),
      Buffer.from(Array.from({ length: 300_000 }, (_, i) => (i * 7919) % 251)),
      Buffer.alloc(0),
      ...Array.from({ length: 40 }, (_, i) => Buffer.from(`note ${i}\n`.repeat(i + 1))),
    ];
    const results = await Promise.all(files.map((data, i) => encodeFile(`f${i}`, data)));
    for (const [i, { written, sink, bytes }] of results.entries()) {
      const data = files[i]!;
      expect(written!.size).toBe(data.length);
      expect(written!.hash).toBe(expectedHash(written!, data));
      expect(bytes).toBe(data.length);
      expect(sha256(await contentOf(written!, sink))).toBe(sha256(data));
    }
    // 1 MiB of noise is cut in more than one chunk, so it has no hash of its own: its restore checks
    // each chunk instead; the empty file has the SHA-256 of nothing.
    expect(results[0]!.written!.chunks.length).toBeGreaterThan(1);
    expect(results[0]!.written!.hash).toBeNull();
    expect(results[3]!.written!.hash).toBe(sha256(Buffer.alloc(0)));
  });

  it('reads a file as it is now whatever size the scan saw, and leaves one past the capacity to streaming', async () => {
    const grown = Buffer.alloc(700, 3);
    const { written } = await encodeFile('grown', grown, 10);
    expect(written!.hash).toBe(sha256(grown));
    const shrunk = await encodeFile('shrunk', Buffer.alloc(5, 4), 900);
    expect(shrunk.written!.size).toBe(5);
    const exact = await encodeFile('exact', Buffer.alloc(CAPACITY, 5));
    expect(exact.written!.size).toBe(CAPACITY);
    const large = await encodeFile('large', Buffer.alloc(CAPACITY + 1, 6), 1000);
    expect(large.written).toBeNull();
    expect(large.sink.chunks.size).toBe(0);
    expect(large.bytes).toBe(0);
  });

  it('fails for a file that is gone, with the system error', async () => {
    const queue = new UploadQueue<string>(new KeepingSink());
    const gone = { path: path.join(dir, 'gone'), size: 10 };
    await expect(writeWhole(wholeFiles, gone, queue, () => {})).rejects.toMatchObject({
      code: 'ENOENT',
      message: expect.stringContaining('no such file or directory'),
    });
  });

  it('sends the files asked for in one turn several to a message, each failing or not on its own', async () => {
    const messages: number[] = [];
    const counting = new WholeFiles(
      {
        run: (request) => {
          if (request.kind === 'whole') messages.push(request.files.length);
          return encoders.run(request);
        },
      },
      { capacity: CAPACITY, key: new Uint8Array(key) },
      4,
    );
    const names = Array.from({ length: 10 }, (_, i) => `batch-${i}`);
    await Promise.all(names.map((name, i) => writeFile(path.join(dir, name), `file ${i}\n`.repeat(i + 1))));
    const asked = names.map((name, i) =>
      counting.encode(path.join(dir, i === 5 ? 'batch-missing' : name), 100),
    );
    const results = await Promise.allSettled(asked);
    expect(messages).toEqual([4, 4, 2]);
    for (const [i, result] of results.entries()) {
      if (i === 5) {
        expect(result).toMatchObject({ status: 'rejected', reason: { code: 'ENOENT' } });
        continue;
      }
      expect(result.status).toBe('fulfilled');
      const file = (result as PromiseFulfilledResult<{ grown: false; size: number; hash: string }>).value;
      expect(file.size).toBe(`file ${i}\n`.length * (i + 1));
      expect(file.hash).toBe(sha256(Buffer.from(`file ${i}\n`.repeat(i + 1))));
    }
  });
});

async function encodeInParts(name: string, data: Buffer) {
  const file = path.join(dir, name);
  await writeFile(file, data);
  const sink = new KeepingSink();
  const queue = new UploadQueue<string>(sink);
  let bytes = 0;
  const written = await writeInParts(encoders, { file, key: new Uint8Array(key) }, queue, (n) => {
    bytes += n;
  });
  await queue.drain();
  return { written, sink, bytes };
}

/** The chunk ids of cutting data in one go. */
function idsInOneGo(data: Buffer): string[] {
  const cdc = new FastCdc();
  return [...cdc.push(data), ...cdc.finish()].map((plain) => chunkIdOf(plain));
}

describe('encoding large files in parts in worker threads', () => {
  it('cuts each file where one pass would, whatever its size against a part, several files at once', async () => {
    const MiB = 1024 * 1024;
    const text = Buffer.from('ledger line with a total of 1234.56\n'.repeat(200_000));
    const files = [
      Buffer.concat([noise(5 * MiB), text, Buffer.alloc(3 * MiB), noise(MiB + 17)]),
      noise(8 * MiB),
      noise(4 * MiB - 1),
      Buffer.alloc(0),
      noise(300),
    ];
    const results = await Promise.all(files.map((data, i) => encodeInParts(`p${i}`, data)));
    for (const [i, { written, sink, bytes }] of results.entries()) {
      const data = files[i]!;
      expect(written.chunks.map(([id]) => id)).toEqual(idsInOneGo(data));
      expect(written.chunks.reduce((sum, [, length]) => sum + length, 0)).toBe(data.length);
      expect(written.size).toBe(data.length);
      expect(written.hash).toBe(expectedHash(written, data));
      expect(bytes).toBe(data.length);
      expect(sha256(await contentOf(written, sink))).toBe(sha256(data));
    }
    // 16 MiB: four parts, chunks that cross from one part into the next.
    expect(results[0]!.written.chunks.length).toBeGreaterThan(4);
  });

  it('fails for a file that is gone, with the system error', async () => {
    const queue = new UploadQueue<string>(new KeepingSink());
    const request = { file: path.join(dir, 'gone-too'), key: new Uint8Array(key) };
    await expect(writeInParts(encoders, request, queue, () => {})).rejects.toMatchObject({ code: 'ENOENT' });
  });
});
