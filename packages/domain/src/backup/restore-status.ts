// Restore-job status rules of spec 000, section 4, shared by the server and the console.
export const restoreJobStatuses = ['processing', 'completed', 'failed', 'canceled'] as const;
export type RestoreJobStatus = (typeof restoreJobStatuses)[number];

export interface RestoreProgress {
  status: RestoreJobStatus;
  jobTotalFiles: number | null;
  jobFilesProcessed: number;
}

const finished: RestoreJobStatus[] = ['failed', 'completed', 'canceled'];

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
