// Restore-job status rules of spec 000, section 4, shared by the server and the console.
import { z } from 'zod';

export const restoreJobStatusSchema = z.enum(['processing', 'completed', 'failed', 'canceled']);
export type RestoreJobStatus = z.infer<typeof restoreJobStatusSchema>;

/** What the status rules read of a restore job. */
export const restoreProgressSchema = z.object({
  status: restoreJobStatusSchema,
  jobTotalFiles: z.number().nullable(),
  jobFilesProcessed: z.number(),
});
export type RestoreProgress = z.infer<typeof restoreProgressSchema>;

const finished: readonly RestoreJobStatus[] = restoreJobStatusSchema.exclude(['processing']).options;

/**
 * Preparing: not finished, and no total file count known yet. (The spec also names "processing",
 * but with only four statuses every unfinished job is processing; progress counts show as soon as
 * the agent has counted the files. See docs/decisions/0002-restore-preparing.md.)
 */
export function isPreparing(p: RestoreProgress): boolean {
  return !finished.includes(p.status) && !p.jobTotalFiles;
}

/** Completed with warnings: completed, more than one file, and not every file processed. */
export function isCompletedWithWarnings(p: RestoreProgress): boolean {
  return p.status === 'completed' && (p.jobTotalFiles ?? 0) > 1 && p.jobFilesProcessed !== p.jobTotalFiles;
}

export function canCancel(p: RestoreProgress): boolean {
  return p.status === 'processing';
}

export function canClear(p: RestoreProgress): boolean {
  return finished.includes(p.status);
}

export function percentage(processedBytes: number, totalBytes: number | null): number {
  if (!totalBytes) return 0;
  return Math.min(100, Math.floor((processedBytes / totalBytes) * 100));
}
