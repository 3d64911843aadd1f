// Shows a backup's or restore's progress on the agent's output: one line redrawn in place on a
// terminal, at most ten times a second; a plain line every few seconds otherwise (logs, services).
import { type ProgressFigures, renderProgressLine } from './render.ts';

export interface ProgressOutput {
  isTTY?: boolean;
  columns?: number;
  write(text: string): unknown;
}

export interface ProgressTotals {
  totalFiles?: number;
  totalBytes?: number;
}

/** A terminal redraw is cheap, but more often than this only flickers. */
export const TTY_INTERVAL_MS = 100;
/** A log gets a line now and then, not one per file. */
export const LOG_INTERVAL_MS = 5000;

export class ProgressWriter {
  private files = 0;
  private bytes = 0;
  private readonly started = Date.now();
  private lastDraw = Number.NEGATIVE_INFINITY;
  private pending: NodeJS.Timeout | null = null;
  private readonly tty: boolean;

  constructor(
    private readonly label: string,
    private readonly totals: ProgressTotals = {},
    private readonly out: ProgressOutput = process.stdout,
  ) {
    this.tty = out.isTTY === true;
    // Logs start with what is about to happen, before the first interval has passed.
    if (!this.tty) this.lastDraw = this.started;
  }

  addFiles(count = 1): void {
    this.files += count;
    this.changed();
  }

  addBytes(n: number): void {
    this.bytes += n;
    this.changed();
  }

  /** Sets the counts outright, for a job that keeps its own tally. */
  set(counts: { files?: number; bytes?: number }): void {
    this.files = counts.files ?? this.files;
    this.bytes = counts.bytes ?? this.bytes;
    this.changed();
  }

  figures(): ProgressFigures {
    return { files: this.files, bytes: this.bytes, elapsedMs: Date.now() - this.started, ...this.totals };
  }

  done(summary: string): void {
    if (this.pending) clearTimeout(this.pending);
    this.pending = null;
    if (this.tty) this.out.write('\r\x1b[2K');
    this.out.write(`${new Date().toISOString()} ${this.label}: ${summary}\n`);
  }

  private changed(): void {
    const interval = this.tty ? TTY_INTERVAL_MS : LOG_INTERVAL_MS;
    const wait = this.lastDraw + interval - Date.now();
    if (wait <= 0) {
      this.draw();
      return;
    }
    // The last change in a burst is still shown, once the interval has passed.
    this.pending ??= setTimeout(() => this.draw(), wait);
    this.pending.unref?.();
  }

  private draw(): void {
    if (this.pending) clearTimeout(this.pending);
    this.pending = null;
    this.lastDraw = Date.now();
    const prefix = `${this.label}: `;
    if (!this.tty) {
      this.out.write(`${new Date().toISOString()} ${prefix}${renderProgressLine(this.figures(), 200)}\n`);
      return;
    }
    // One column short of the width, so that the cursor never wraps onto a new line.
    const width = Math.max(0, (this.out.columns ?? 80) - prefix.length - 1);
    this.out.write(`\r\x1b[2K${prefix}${renderProgressLine(this.figures(), width)}`);
  }
}
