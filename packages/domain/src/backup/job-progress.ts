// A running job's progress as the agent's progress line and the console's job views show it: files and
// bytes done, the throughput so far and the time left at that pace. Backup and restore alike.
import { z } from 'zod';

export const jobProgressSchema = z.object({
  filesDone: z.number(),
  /** Null while unknown: a backup finds its files as it scans. */
  filesTotal: z.number().nullable(),
  bytesDone: z.number(),
  bytesTotal: z.number().nullable(),
  /** Bytes per second since the job started; null until there is enough time to say. */
  bytesPerSecond: z.number().nullable(),
  /** Milliseconds left at that pace; null while the total or the pace is unknown. */
  msLeft: z.number().nullable(),
  /** 0 to 100 once a total is known. */
  percentage: z.number().nullable(),
});
export type JobProgress = z.infer<typeof jobProgressSchema>;

export interface ProgressCounts {
  filesDone: number;
  filesTotal?: number | null;
  bytesDone: number;
  bytesTotal?: number | null;
  /** Time since the job started, up to when these counts were taken. */
  elapsedMs: number;
}

/** Throughput over a shorter time is mostly noise from the first reads. */
export const MIN_RATE_ELAPSED_MS = 500;

function share(c: ProgressCounts): number | null {
  if (c.bytesTotal) return Math.min(1, c.bytesDone / c.bytesTotal);
  if (c.filesTotal) return Math.min(1, c.filesDone / c.filesTotal);
  // Totals known and zero: there is nothing to do, so it is all done.
  if (c.bytesTotal === 0 || c.filesTotal === 0) return 1;
  return null;
}

export function jobProgress(c: ProgressCounts): JobProgress {
  const bytesTotal = c.bytesTotal ?? null;
  const bytesPerSecond = c.elapsedMs >= MIN_RATE_ELAPSED_MS ? (c.bytesDone * 1000) / c.elapsedMs : null;
  const left = bytesTotal === null ? null : Math.max(0, bytesTotal - c.bytesDone);
  let msLeft: number | null = null;
  if (left === 0) msLeft = 0;
  else if (left !== null && bytesPerSecond) msLeft = (left / bytesPerSecond) * 1000;
  const fraction = share(c);
  return {
    filesDone: c.filesDone,
    filesTotal: c.filesTotal ?? null,
    bytesDone: c.bytesDone,
    bytesTotal,
    bytesPerSecond,
    msLeft,
    percentage: fraction === null ? null : Math.floor(fraction * 100),
  };
}

/** Milliseconds between two ISO-8601 times, never negative (clocks of a report and a start may differ). */
export function elapsedBetween(startedAt: string, at: string): number {
  return Math.max(0, Date.parse(at) - Date.parse(startedAt));
}
