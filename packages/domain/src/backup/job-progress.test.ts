// The shared progress figures: throughput since the start, time left at that pace, and the share done.
import { describe, expect, it } from 'vitest';
import { elapsedBetween, jobProgress } from './job-progress.ts';

const MB = 1024 * 1024;

describe('jobProgress', () => {
  it('gives the throughput so far and the time left at that pace', () => {
    const p = jobProgress({
      filesDone: 3,
      filesTotal: 10,
      bytesDone: 40 * MB,
      bytesTotal: 100 * MB,
      elapsedMs: 4000,
    });
    expect(p).toEqual({
      filesDone: 3,
      filesTotal: 10,
      bytesDone: 40 * MB,
      bytesTotal: 100 * MB,
      bytesPerSecond: 10 * MB,
      msLeft: 6000,
      percentage: 40,
    });
  });

  it('says nothing of the pace before half a second has passed, nor of the time left', () => {
    const p = jobProgress({ filesDone: 0, filesTotal: 10, bytesDone: 0, bytesTotal: MB, elapsedMs: 100 });
    expect(p.bytesPerSecond).toBeNull();
    expect(p.msLeft).toBeNull();
    expect(p.percentage).toBe(0);
  });

  it('has no time left and no share while the totals are unknown', () => {
    const p = jobProgress({ filesDone: 120, bytesDone: 30 * MB, elapsedMs: 3000 });
    expect(p).toMatchObject({
      filesTotal: null,
      bytesTotal: null,
      bytesPerSecond: 10 * MB,
      msLeft: null,
      percentage: null,
    });
  });

  it('measures by files when there are no bytes to copy, and counts nothing to do as done', () => {
    const empties = jobProgress({
      filesDone: 1,
      filesTotal: 4,
      bytesDone: 0,
      bytesTotal: 0,
      elapsedMs: 1000,
    });
    expect(empties).toMatchObject({ percentage: 25, msLeft: 0 });
    const nothing = jobProgress({
      filesDone: 0,
      filesTotal: 0,
      bytesDone: 0,
      bytesTotal: 0,
      elapsedMs: 1000,
    });
    expect(nothing).toMatchObject({ percentage: 100, msLeft: 0 });
    const over = jobProgress({ filesDone: 9, filesTotal: 4, bytesDone: 9, bytesTotal: 4, elapsedMs: 1000 });
    expect(over).toMatchObject({ percentage: 100, msLeft: 0 });
  });

  it('times from a start to a report, never backwards', () => {
    expect(elapsedBetween('2026-01-01T00:00:00.000Z', '2026-01-01T00:00:02.500Z')).toBe(2500);
    expect(elapsedBetween('2026-01-01T00:00:02.000Z', '2026-01-01T00:00:00.000Z')).toBe(0);
  });
});
