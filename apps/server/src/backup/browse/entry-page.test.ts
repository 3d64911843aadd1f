// Where a page is read from: every row of the listing in exactly one page, whichever end it is read from.
import { describe, expect, it } from 'vitest';
import { pageWindow } from './entry-page.ts';

/** The rows a window names, counted from the listing's start. */
function rowsOf(page: number, size: number, total: number): number[] {
  const w = pageWindow(page, size, total);
  const first = w.reversed ? total - w.offset - w.limit : w.offset;
  return Array.from({ length: w.limit }, (_, i) => first + i);
}

describe('pageWindow', () => {
  it('reads the first half forwards and the second half backwards from the end', () => {
    expect(pageWindow(0, 250, 100_000)).toEqual({ reversed: false, offset: 0, limit: 250 });
    expect(pageWindow(399, 250, 100_000)).toEqual({ reversed: true, offset: 0, limit: 250 });
    expect(pageWindow(2, 100, 262)).toEqual({ reversed: true, offset: 0, limit: 62 });
    expect(pageWindow(1, 100, 262)).toEqual({ reversed: true, offset: 62, limit: 100 });
  });

  it('gives an empty window past the end', () => {
    expect(pageWindow(3, 100, 262).limit).toBe(0);
    expect(pageWindow(0, 100, 0).limit).toBe(0);
  });

  it('covers every row once for any size', () => {
    for (const total of [1, 2, 7, 100, 101, 262]) {
      for (const size of [1, 3, 50, 100, 300]) {
        const seen = [];
        for (let page = 0; page * size < total; page++) seen.push(...rowsOf(page, size, total));
        expect(seen).toEqual(Array.from({ length: total }, (_, i) => i));
      }
    }
  });
});
