import { describe, expect, it } from 'vitest';
import {
  canCancel,
  canClear,
  isCompletedWithWarnings,
  isPreparing,
  percentage,
  restoreJobStatusSchema,
  restoreProgressSchema,
} from './restore-status.ts';

describe('restore job status rules', () => {
  it('prepares until the totals are known', () => {
    expect(isPreparing({ status: 'processing', jobTotalFiles: null, jobFilesProcessed: 0 })).toBe(true);
    expect(isPreparing({ status: 'processing', jobTotalFiles: 10, jobFilesProcessed: 2 })).toBe(false);
    expect(isPreparing({ status: 'failed', jobTotalFiles: null, jobFilesProcessed: 0 })).toBe(false);
  });

  it('marks completed jobs with missing files as completed with warnings', () => {
    expect(isCompletedWithWarnings({ status: 'completed', jobTotalFiles: 5, jobFilesProcessed: 4 })).toBe(
      true,
    );
    expect(isCompletedWithWarnings({ status: 'completed', jobTotalFiles: 5, jobFilesProcessed: 5 })).toBe(
      false,
    );
    expect(isCompletedWithWarnings({ status: 'completed', jobTotalFiles: 1, jobFilesProcessed: 0 })).toBe(
      false,
    );
    expect(isCompletedWithWarnings({ status: 'failed', jobTotalFiles: 5, jobFilesProcessed: 4 })).toBe(false);
  });

  it('cancels processing jobs and clears finished ones', () => {
    expect(canCancel({ status: 'processing', jobTotalFiles: 1, jobFilesProcessed: 0 })).toBe(true);
    expect(canCancel({ status: 'completed', jobTotalFiles: 1, jobFilesProcessed: 1 })).toBe(false);
    expect(canClear({ status: 'canceled', jobTotalFiles: 1, jobFilesProcessed: 0 })).toBe(true);
    expect(canClear({ status: 'processing', jobTotalFiles: 1, jobFilesProcessed: 0 })).toBe(false);
  });

  it('computes a bounded percentage', () => {
    expect(percentage(50, 200)).toBe(25);
    expect(percentage(10, null)).toBe(0);
    expect(percentage(300, 200)).toBe(100);
  });

  it('knows the four statuses of the spec and nothing else', () => {
    expect(restoreJobStatusSchema.options).toEqual(['processing', 'completed', 'failed', 'canceled']);
    expect(restoreJobStatusSchema.safeParse('paused').success).toBe(false);
    const progress = { status: 'processing', jobTotalFiles: null, jobFilesProcessed: 0 };
    expect(restoreProgressSchema.parse(progress)).toEqual(progress);
  });
});
