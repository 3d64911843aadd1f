// The progress writer redraws a terminal line at most ten times a second, still showing the last
// change of a burst, and writes a plain line every few seconds when the output is not a terminal.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LOG_INTERVAL_MS, ProgressWriter } from './writer.ts';

function output(isTTY: boolean) {
  const writes: string[] = [];
  return { writes, out: { isTTY, columns: 100, write: (s: string) => writes.push(s) } };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('ProgressWriter', () => {
  it('redraws one terminal line at most every 100 ms', () => {
    const { writes, out } = output(true);
    const progress = new ProgressWriter('Restoring to /data', { totalFiles: 100, totalBytes: 1000 }, out);
    for (let i = 0; i < 100; i++) {
      progress.addFiles();
      progress.addBytes(10);
      vi.advanceTimersByTime(10);
    }
    // 1 s of changes every 10 ms: the first draw, then one per 100 ms.
    expect(writes.length).toBeGreaterThanOrEqual(10);
    expect(writes.length).toBeLessThanOrEqual(11);
    expect(writes.every((w) => w.startsWith('\r\x1b[2KRestoring to /data: ') && !w.includes('\n'))).toBe(
      true,
    );
  });

  it('draws the last change of a burst once the interval has passed', () => {
    const { writes, out } = output(true);
    const progress = new ProgressWriter('Backing up Docs', {}, out);
    progress.addFiles();
    progress.addFiles();
    progress.addFiles();
    expect(writes).toHaveLength(1);
    expect(writes[0]).toContain(' 1 files');
    vi.advanceTimersByTime(100);
    expect(writes).toHaveLength(2);
    expect(writes[1]).toContain(' 3 files');
  });

  it('writes a plain line every few seconds when not a terminal', () => {
    const { writes, out } = output(false);
    const progress = new ProgressWriter('Backing up Docs', {}, out);
    const tick = setInterval(() => progress.addBytes(1024), 50);
    vi.advanceTimersByTime(LOG_INTERVAL_MS - 100);
    expect(writes).toHaveLength(0);
    vi.advanceTimersByTime(3 * LOG_INTERVAL_MS);
    clearInterval(tick);
    expect(writes).toHaveLength(3);
    expect(writes.every((w) => w.endsWith('\n') && !w.includes('\r'))).toBe(true);
    expect(writes[0]).toMatch(/Z Backing up Docs: 0 files {2}\S+ KB {2}20\.0 KB\/s\n$/);
  });

  it('ends with a summary line, and draws nothing after it', () => {
    const { writes, out } = output(true);
    const progress = new ProgressWriter('Backing up Docs', {}, out);
    progress.addFiles();
    progress.addFiles();
    progress.done('2 files scanned');
    vi.advanceTimersByTime(1000);
    expect(writes.at(-2)).toBe('\r\x1b[2K');
    expect(writes.at(-1)).toMatch(/Z Backing up Docs: 2 files scanned\n$/);
  });
});
