// Small files are read whole into reused buffers: each file's bytes exactly, the buffer handed to the
// next file only once the last is done with it, and a file that grew past the limit left to streaming.
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { SmallFileReader } from './small-file-reader.ts';

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'warden-small-files-'));
});
afterEach(() => rm(dir, { recursive: true, force: true }));

async function file(name: string, data: Buffer): Promise<string> {
  const p = path.join(dir, name);
  await writeFile(p, data);
  return p;
}

describe('SmallFileReader', () => {
  it("hands over each file's bytes exactly, reusing one buffer for files read one after another", async () => {
    const reader = new SmallFileReader(1024);
    const a = await file('a', Buffer.alloc(1000, 1));
    const b = await file('b', Buffer.alloc(10, 2));
    const empty = await file('empty', Buffer.alloc(0));
    const seen: Buffer[] = [];
    const copy = async (data: Buffer) => {
      seen.push(data);
      return Buffer.from(data);
    };
    expect(await reader.withFile(a, 1000, copy)).toEqual(Buffer.alloc(1000, 1));
    expect(await reader.withFile(b, 10, copy)).toEqual(Buffer.alloc(10, 2));
    expect(await reader.withFile(empty, 0, copy)).toEqual(Buffer.alloc(0));
    expect(seen[0]!.buffer).toBe(seen[1]!.buffer);
  });

  it('gives files read at once buffers of their own', async () => {
    const reader = new SmallFileReader(1024);
    const paths = await Promise.all([1, 2, 3].map((n) => file(`f${n}`, Buffer.alloc(100 * n, n))));
    const results = await Promise.all(
      paths.map((p, i) =>
        reader.withFile(p, 100 * (i + 1), async (data) => {
          await new Promise((resolve) => setImmediate(resolve));
          return Buffer.from(data);
        }),
      ),
    );
    expect(results).toEqual([1, 2, 3].map((n) => Buffer.alloc(100 * n, n)));
  });

  it('reads a file whole whatever size the scan saw, and answers null for one past the limit', async () => {
    const reader = new SmallFileReader(1024);
    const grown = await file('grown', Buffer.alloc(700, 3));
    expect(await reader.withFile(grown, 10, async (d) => Buffer.from(d))).toEqual(Buffer.alloc(700, 3));
    const shrunk = await file('shrunk', Buffer.alloc(5, 4));
    expect(await reader.withFile(shrunk, 900, async (d) => Buffer.from(d))).toEqual(Buffer.alloc(5, 4));
    const exact = await file('exact', Buffer.alloc(1024, 5));
    expect(await reader.withFile(exact, 1024, async (d) => d.length)).toBe(1024);
    const large = await file('large', Buffer.alloc(1025, 6));
    let called = false;
    const result = await reader.withFile(large, 1000, async () => {
      called = true;
    });
    expect(result).toBeNull();
    expect(called).toBe(false);
  });
});
