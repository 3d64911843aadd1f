// A restore job's progress figures: bytes and files done, and, as reports come in while it runs, the
// throughput and time left; a finished job shows neither.
import { render, screen } from '@testing-library/react';
import type { RestoreJob } from '@warden/domain';
import { describe, expect, it } from 'vitest';
import { restoreJobFixture } from '../dialogs/testing/fixtures.ts';
import { addSample, type RateSample, rateOf } from './job-rate.ts';
import { RestoreJobProgress } from './restore-job-progress.tsx';

const MB = 1024 * 1024;
const at = (seconds: number) => new Date(Date.UTC(2025, 2, 2, 9, 1, seconds)).toISOString();
const job = (seconds: number, bytes: number, over: Partial<RestoreJob> = {}) =>
  restoreJobFixture({ updatedAt: at(seconds), jobProcessedBytes: bytes, jobTotalBytes: 40 * MB, ...over });

describe('RestoreJobProgress', () => {
  it('shows throughput and time left from the reports that come in while it runs', () => {
    const view = render(<RestoreJobProgress job={job(0, 4 * MB)} />);
    expect(screen.getByText('4 MB of 40 MB')).toBeInTheDocument();
    expect(screen.getByText('3 of 10 files')).toBeInTheDocument();
    // One report says nothing of the pace yet.
    expect(screen.queryByText(/\/s$/)).not.toBeInTheDocument();
    expect(screen.queryByText(/left$/)).not.toBeInTheDocument();

    view.rerender(<RestoreJobProgress job={job(2, 8 * MB, { jobFilesProcessed: 5 })} />);
    expect(screen.getByText('8 MB of 40 MB')).toBeInTheDocument();
    expect(screen.getByText('5 of 10 files')).toBeInTheDocument();
    expect(screen.getByText('2 MB/s')).toBeInTheDocument();
    expect(screen.getByText('16 s left')).toBeInTheDocument();

    view.rerender(<RestoreJobProgress job={job(4, 10 * MB, { jobTotalBytes: 400 * MB })} />);
    expect(screen.getByText('1.5 MB/s')).toBeInTheDocument();
    expect(screen.getByText('4 min 20 s left')).toBeInTheDocument();
  });

  it('shows no throughput or time left once the job has finished', () => {
    const view = render(<RestoreJobProgress job={job(0, 4 * MB)} />);
    view.rerender(<RestoreJobProgress job={job(2, 40 * MB, { status: 'completed', percentage: 100 })} />);
    expect(screen.getByText('40 MB of 40 MB')).toBeInTheDocument();
    expect(screen.queryByText(/\/s$/)).not.toBeInTheDocument();
    expect(screen.queryByText(/left$/)).not.toBeInTheDocument();
  });
});

describe('job rate', () => {
  it('measures over the last ten seconds of reports, and starts again when the count goes back', () => {
    let samples = [0, 1, 2, 3].reduce(
      (s, i) => addSample(s, { at: i * 5000, bytes: i * 1000 }),
      [] as RateSample[],
    );
    expect(samples.map((s) => s.at)).toEqual([5000, 10_000, 15_000]);
    expect(rateOf(samples)).toBe(200);
    samples = addSample(samples, { at: 15_000, bytes: 9999 });
    expect(samples).toHaveLength(3);
    samples = addSample(samples, { at: 16_000, bytes: 10 });
    expect(samples).toEqual([{ at: 16_000, bytes: 10 }]);
    expect(rateOf(samples)).toBeNull();
  });
});
