// Grouping a revision's chunks into reads: only neighbours stored back to back in one pack go together,
// in order, up to the byte limit; chunks stored on their own are read alone.
import { describe, expect, it } from 'vitest';
import { groupAdjacent, type LocatedSpan } from './chunk-groups.ts';

let seq = 0;
const span = (pack: string | null, packOffset: number | null, size: number): LocatedSpan => ({
  seq: seq++,
  chunk_id: `c${seq}`,
  offset: 0,
  length: size,
  pack_id: pack,
  pack_offset: packOffset,
  stored_size: size,
});

async function* from(spans: LocatedSpan[]) {
  yield* spans;
}

async function groups(spans: LocatedSpan[], maxBytes?: number): Promise<string[][]> {
  const out: string[][] = [];
  for await (const group of groupAdjacent(from(spans), maxBytes)) out.push(group.map((s) => s.chunk_id));
  return out;
}

describe('groupAdjacent', () => {
  it('joins chunks stored back to back in one pack, and nothing else', async () => {
    const a = span('p1', 4, 100);
    const b = span('p1', 104, 50);
    const c = span('p1', 154, 10);
    const gap = span('p1', 200, 10);
    const otherPack = span('p2', 210, 10);
    const alone = span(null, null, 10);
    const afterAlone = span('p2', 220, 10);
    expect(await groups([a, b, c, gap, otherPack, alone, afterAlone])).toEqual([
      [a.chunk_id, b.chunk_id, c.chunk_id],
      [gap.chunk_id],
      [otherPack.chunk_id],
      [alone.chunk_id],
      [afterAlone.chunk_id],
    ]);
  });

  it('keeps each group within the byte limit, a larger chunk alone', async () => {
    const spans = [
      span('p', 4, 40),
      span('p', 44, 40),
      span('p', 84, 40),
      span('p', 124, 500),
      span('p', 624, 10),
    ];
    expect(await groups(spans, 100)).toEqual([
      [spans[0]!.chunk_id, spans[1]!.chunk_id],
      [spans[2]!.chunk_id],
      [spans[3]!.chunk_id],
      [spans[4]!.chunk_id],
    ]);
    expect(await groups([])).toEqual([]);
  });
});
