// DirectWrites: a large file written around the page cache reads back whole and ends where its data
// does; small files and systems that refuse direct writes are left to the usual write, with no file
// left behind; a FileBlobStore that asks for them writes its large objects that way.
import { constants } from 'node:fs';
import { mkdtemp, open, readdir, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DIRECT_MIN_BYTES, DirectWrites } from './direct-write.ts';
import { FileBlobStore } from './file-blob-store.ts';
import { DIRECT_ALIGNMENT, withAligned } from './kept-join.ts';
import { pseudoRandomBytes } from './test-support/pseudo-random.ts';

const directSupported = (constants as Record<string, number | undefined>).O_DIRECT !== undefined;
let folder: string;

beforeEach(async () => {
  folder = await mkdtemp(path.join(tmpdir(), 'warden-direct-'));
});

afterEach(async () => {
  await rm(folder, { recursive: true, force: true });
});

const einval = () => Object.assign(new Error('EINVAL: invalid argument'), { code: 'EINVAL' });

describe('withAligned', () => {
  it('pads the bytes with zeros to a whole number of blocks, after the pieces in order', async () => {
    const parts = [Buffer.from('abc'), Buffer.alloc(DIRECT_ALIGNMENT, 7), Buffer.from('de')];
    // A previous use leaves its bytes in the kept memory; the padding must not carry them.
    await withAligned([Buffer.alloc(3 * DIRECT_ALIGNMENT, 0xff)], async () => {});
    await withAligned(parts, async (padded, size) => {
      expect(size).toBe(DIRECT_ALIGNMENT + 5);
      expect(padded.length).toBe(2 * DIRECT_ALIGNMENT);
      expect(padded.subarray(0, size)).toEqual(Buffer.concat(parts));
      expect(padded.subarray(size).every((b) => b === 0)).toBe(true);
    });
  });
});

describe.runIf(process.platform === 'linux' && directSupported)('DirectWrites', () => {
  it('writes a large file of any length whole, ending where its data does', async () => {
    const direct = new DirectWrites();
    const data = pseudoRandomBytes(3 * DIRECT_MIN_BYTES + 1234, 1);
    const file = path.join(folder, 'pack');
    expect(await direct.writeNew(file, [data.subarray(0, 1000), data.subarray(1000)])).toBe(true);
    expect((await stat(file)).size).toBe(data.length);
    expect((await readFile(file)).equals(data)).toBe(true);
    expect(direct.refused).toBe(false);
  });

  it('refuses to replace a file that exists', async () => {
    const file = path.join(folder, 'pack');
    await (await open(file, 'w')).close();
    await expect(new DirectWrites().writeNew(file, Buffer.alloc(DIRECT_MIN_BYTES))).rejects.toMatchObject({
      code: 'EEXIST',
    });
  });

  it('leaves small files to the usual write', async () => {
    const file = path.join(folder, 'small');
    expect(await new DirectWrites().writeNew(file, Buffer.alloc(DIRECT_MIN_BYTES - 1))).toBe(false);
    expect(await readdir(folder)).toEqual([]);
  });

  it('stops trying on a file system that refuses direct opens', async () => {
    let opens = 0;
    const direct = new DirectWrites((async () => {
      opens++;
      throw einval();
    }) as unknown as typeof open);
    const file = path.join(folder, 'pack');
    expect(await direct.writeNew(file, Buffer.alloc(DIRECT_MIN_BYTES))).toBe(false);
    expect(await direct.writeNew(file, Buffer.alloc(DIRECT_MIN_BYTES))).toBe(false);
    expect(opens).toBe(1);
    expect(direct.refused).toBe(true);
  });

  /** A DirectWrites whose files refuse every write with error. */
  const failingWrites = (error: () => Error) =>
    new DirectWrites((async (file: string, flags: number, mode: number) => {
      const handle = await open(file, flags, mode);
      return Object.assign(Object.create(handle), {
        write: async () => {
          throw error();
        },
        truncate: handle.truncate.bind(handle),
        sync: handle.sync.bind(handle),
        close: handle.close.bind(handle),
      });
    }) as unknown as typeof open);

  it('removes the file it made when the system refuses the write after the open', async () => {
    const direct = failingWrites(einval);
    const file = path.join(folder, 'pack');
    expect(await direct.writeNew(file, Buffer.alloc(DIRECT_MIN_BYTES))).toBe(false);
    expect(await readdir(folder)).toEqual([]);
    expect(direct.refused).toBe(true);
  });

  it('leaves one file to the usual write when no aligned memory is to be had, and tries the next', async () => {
    const direct = failingWrites(() => new RangeError('WebAssembly.Memory(): could not allocate memory'));
    const file = path.join(folder, 'pack');
    expect(await direct.writeNew(file, Buffer.alloc(DIRECT_MIN_BYTES))).toBe(false);
    expect(await readdir(folder)).toEqual([]);
    expect(direct.refused).toBe(false);
  });

  it('lets other errors through', async () => {
    const direct = new DirectWrites();
    const file = path.join(folder, 'missing-folder', 'pack');
    await expect(direct.writeNew(file, Buffer.alloc(DIRECT_MIN_BYTES))).rejects.toMatchObject({
      code: 'ENOENT',
    });
    expect(direct.refused).toBe(false);
  });

  it('is how a FileBlobStore asked for it writes a large object, which reads back whole', async () => {
    const store = new FileBlobStore(path.join(folder, 'store'), { direct: true });
    const writes = vi.spyOn(store.direct!, 'writeNew');
    const data = pseudoRandomBytes(2 * DIRECT_MIN_BYTES + 77, 2);
    await store.put('packs/ab01', [data.subarray(0, 5), data.subarray(5)]);
    expect((await store.get('packs/ab01')).equals(data)).toBe(true);
    await expect(writes.mock.results[0]?.value).resolves.toBe(true);
    expect(await readdir(path.join(folder, 'store', 'packs', 'ab'))).toEqual(['ab01']);
  });
});
