// Sends a running job's figures to the server about once a second, for the console's job views: only
// when they changed, one report at a time, and never failing the job it reports on.
import type { ProgressFigures } from './render.ts';

/** Often enough to look live in the console, rarely enough to cost the server nothing. */
export const REPORT_INTERVAL_MS = 1000;

export class ProgressReporter {
  private readonly timer: NodeJS.Timeout;
  private lastSent = '';
  private sending = false;

  constructor(
    private readonly figures: () => ProgressFigures,
    private readonly send: (figures: ProgressFigures) => Promise<unknown>,
    interval = REPORT_INTERVAL_MS,
  ) {
    this.timer = setInterval(() => void this.tick(), interval);
    this.timer.unref?.();
  }

  stop(): void {
    clearInterval(this.timer);
  }

  private async tick(): Promise<void> {
    // A slow server gets the next figures once it has answered, not a queue of stale ones.
    if (this.sending) return;
    const figures = this.figures();
    const key = `${figures.files}/${figures.totalFiles}/${figures.bytes}/${figures.totalBytes}`;
    if (key === this.lastSent) return;
    this.sending = true;
    try {
      await this.send(figures);
      this.lastSent = key;
    } catch {
      // A lost report is followed by the next one; the backup itself goes on.
    } finally {
      this.sending = false;
    }
  }
}
