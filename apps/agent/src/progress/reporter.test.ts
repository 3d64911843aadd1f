// The progress reporter sends at most one report a second, only of changed figures, one at a time,
// and a failed report neither throws nor stops the next.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ProgressFigures } from './render.ts';
import { ProgressReporter, REPORT_INTERVAL_MS } from './reporter.ts';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('ProgressReporter', () => {
  it('reports changed figures once an interval, and nothing once stopped', async () => {
    const figures: ProgressFigures = { files: 0, bytes: 0, elapsedMs: 0 };
    const sent: ProgressFigures[] = [];
    const reporter = new ProgressReporter(
      () => ({ ...figures }),
      async (f) => sent.push(f),
    );
    figures.files = 2;
    figures.bytes = 100;
    await vi.advanceTimersByTimeAsync(REPORT_INTERVAL_MS);
    expect(sent).toEqual([{ files: 2, bytes: 100, elapsedMs: 0 }]);
    // Unchanged figures are not sent again.
    await vi.advanceTimersByTimeAsync(3 * REPORT_INTERVAL_MS);
    expect(sent).toHaveLength(1);
    figures.bytes = 300;
    await vi.advanceTimersByTimeAsync(REPORT_INTERVAL_MS);
    expect(sent.at(-1)).toMatchObject({ files: 2, bytes: 300 });
    reporter.stop();
    figures.files = 9;
    await vi.advanceTimersByTimeAsync(3 * REPORT_INTERVAL_MS);
    expect(sent).toHaveLength(2);
  });

  it('waits for an unanswered report, and sends again after a failed one', async () => {
    let files = 0;
    const answers: { resolve: () => void; reject: (e: Error) => void }[] = [];
    const reporter = new ProgressReporter(
      () => ({ files: ++files, bytes: 0, elapsedMs: 0 }),
      () => new Promise<void>((resolve, reject) => answers.push({ resolve, reject })),
    );
    await vi.advanceTimersByTimeAsync(3 * REPORT_INTERVAL_MS);
    expect(answers).toHaveLength(1);
    answers[0]!.reject(new Error('server away'));
    await vi.advanceTimersByTimeAsync(REPORT_INTERVAL_MS);
    expect(answers).toHaveLength(2);
    answers[1]!.resolve();
    reporter.stop();
  });
});
