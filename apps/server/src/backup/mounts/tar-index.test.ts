import { buffer } from 'node:stream/consumers';
import tar from 'tar-stream';
import { describe, expect, it } from 'vitest';
import { type TarEntry, TarFormatError, TarIndexer } from './tar-index.ts';

const longName = `deep/${'x'.repeat(120)}/${'é'.repeat(40)}.txt`;

async function archive(): Promise<Buffer> {
  const pack = tar.pack();
  const done = buffer(pack);
  pack.entry({ name: 'docs', type: 'directory' });
  pack.entry({ name: 'docs/a.txt', mtime: new Date('2026-01-02T03:04:05Z') }, 'alpha');
  pack.entry({ name: 'docs/empty.txt' }, '');
  pack.entry({ name: longName }, Buffer.alloc(3000, 7));
  pack.entry({ name: 'link', type: 'symlink', linkname: 'docs/a.txt' });
  pack.entry({ name: 'z.bin' }, Buffer.alloc(1500, 1));
  pack.finalize();
  return done;
}

function indexAll(data: Buffer, pieceSize: number, skipUnwanted = false): TarEntry[] {
  const indexer = new TarIndexer();
  const entries: TarEntry[] = [];
  for (let offset = 0; offset < data.length; offset += pieceSize) {
    const piece = data.subarray(offset, offset + pieceSize);
    if (skipUnwanted && offset + piece.length <= indexer.wantedFrom()) continue;
    entries.push(...indexer.feed(offset, piece));
  }
  indexer.finish();
  return entries;
}

describe('TarIndexer', () => {
  it('finds every entry with the offset of its data, in any piece size', async () => {
    const data = await archive();
    for (const size of [1, 100, 512, 4096, data.length]) {
      const entries = indexAll(data, size);
      expect(entries.map((e) => [e.name, e.type, e.size])).toEqual([
        ['docs', 'FOLDER', 0],
        ['docs/a.txt', 'FILE', 5],
        ['docs/empty.txt', 'FILE', 0],
        [longName, 'FILE', 3000],
        ['z.bin', 'FILE', 1500],
      ]);
      const a = entries[1]!;
      expect(data.subarray(a.dataOffset, a.dataOffset + a.size).toString()).toBe('alpha');
      expect(a.mtime?.toISOString()).toBe('2026-01-02T03:04:05.000Z');
      const long = entries[3]!;
      expect(data.subarray(long.dataOffset, long.dataOffset + 3000).every((b) => b === 7)).toBe(true);
    }
  });

  it('lets the reader skip pieces that hold only file data', async () => {
    const data = await archive();
    expect(indexAll(data, 256, true).map((e) => e.name)).toEqual(indexAll(data, 256).map((e) => e.name));
  });

  it('refuses a stream that is not tar or stops inside an entry', async () => {
    const indexer = new TarIndexer();
    expect(() => indexer.feed(0, Buffer.alloc(512, 65))).toThrow(TarFormatError);
    const data = await archive();
    const cut = new TarIndexer();
    cut.feed(0, data.subarray(0, 1100));
    expect(() => cut.finish()).toThrow('ends inside an entry');
  });
});
