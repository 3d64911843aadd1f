// The progress line: its bar fills the room left, throughput and time left come from the figures,
// and unknown totals show neither a bar nor a time left.
import { describe, expect, it } from 'vitest';
import { formatDuration, renderProgressLine } from './render.ts';

const MB = 1024 * 1024;

describe('renderProgressLine', () => {
  it('draws a bar as wide as the room left, filled to the share of bytes done', () => {
    const line = renderProgressLine(
      { files: 5, totalFiles: 20, bytes: 25 * MB, totalBytes: 100 * MB, elapsedMs: 5000 },
      100,
    );
    const bar = /^\[(#*)(-*)\] /.exec(line);
    expect(bar).not.toBeNull();
    const width = bar![1]!.length + bar![2]!.length;
    expect(width).toBe(Math.min(40, 100 - (line.length - width - 3) - 3));
    expect(bar![1]!.length).toBe(Math.floor(width / 4));
    expect(line.length).toBeLessThanOrEqual(100);
    expect(line).toContain(' 25%');
    expect(line).toContain('5/20 files');
    expect(line).toContain('25.0 MB/100.0 MB');
  });

  it('narrows the bar on a narrow terminal and drops it when there is no room', () => {
    const figures = { files: 1, totalFiles: 2, bytes: MB, totalBytes: 2 * MB, elapsedMs: 1000 };
    const wide = renderProgressLine(figures, 200);
    const narrow = renderProgressLine(figures, 75);
    expect(wide.indexOf(']')).toBe(41);
    expect(narrow.length).toBeLessThanOrEqual(75);
    expect(narrow.indexOf(']')).toBeLessThan(41);
    expect(renderProgressLine(figures, 50)).not.toContain('[');
  });

  it('shows the throughput so far and the time left at that rate', () => {
    const line = renderProgressLine(
      { files: 3, totalFiles: 10, bytes: 40 * MB, totalBytes: 100 * MB, elapsedMs: 4000 },
      120,
    );
    expect(line).toContain('10.0 MB/s');
    expect(line).toContain('6s left');
    const slow = renderProgressLine(
      { files: 3, totalFiles: 10, bytes: MB, totalBytes: 200 * MB, elapsedMs: 1000 },
      120,
    );
    expect(slow).toContain('1.0 MB/s');
    expect(slow).toContain('3m 19s left');
  });

  it('says nothing of the rate or the time left before half a second has passed', () => {
    const line = renderProgressLine(
      { files: 0, totalFiles: 10, bytes: 0, totalBytes: MB, elapsedMs: 100 },
      120,
    );
    expect(line).toContain('-- /s');
    expect(line).toContain('-- left');
  });

  it('shows no bar and no time left while the totals are unknown', () => {
    const line = renderProgressLine({ files: 120, bytes: 30 * MB, elapsedMs: 3000 }, 120);
    expect(line).toBe('120 files  30.0 MB  10.0 MB/s');
  });
});

describe('formatDuration', () => {
  it('reads in seconds, minutes and hours', () => {
    expect(formatDuration(4200)).toBe('5s');
    expect(formatDuration(65_000)).toBe('1m 05s');
    expect(formatDuration(3_725_000)).toBe('1h 02m');
  });
});
