// A restore job's progress figures: bytes and files done and, while it runs, the throughput and time
// left the server reports; a finished job keeps its counts without a pace, and a job whose files are
// not counted yet is preparing.
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { restoreJobFixture } from '../dialogs/testing/fixtures.ts';
import { RestoreJobProgress } from './restore-job-progress.tsx';

const MB = 1024 * 1024;

describe('RestoreJobProgress', () => {
  it("shows the server's throughput and time left while the job runs, refreshed as reports come in", () => {
    const first = restoreJobFixture({ jobProcessedBytes: 4 * MB, jobTotalBytes: 40 * MB, percentage: 10 });
    const view = render(<RestoreJobProgress job={first} />);
    expect(screen.getByRole('progressbar', { name: 'Progress' })).toHaveAttribute('value', '10');
    expect(screen.getByText('4 MB of 40 MB')).toBeInTheDocument();
    expect(screen.getByText('3 of 10 files')).toBeInTheDocument();
    // Four MB in the fixture's two seconds since the agent started.
    expect(screen.getByText('2 MB/s')).toBeInTheDocument();
    expect(screen.getByText('18 s left')).toBeInTheDocument();

    const later = restoreJobFixture({
      jobProcessedBytes: 10 * MB,
      jobTotalBytes: 400 * MB,
      jobFilesProcessed: 5,
    });
    view.rerender(<RestoreJobProgress job={later} />);
    expect(screen.getByText('10 MB of 400 MB')).toBeInTheDocument();
    expect(screen.getByText('5 of 10 files')).toBeInTheDocument();
    expect(screen.getByText('5 MB/s')).toBeInTheDocument();
    expect(screen.getByText('1 min 18 s left')).toBeInTheDocument();
  });

  it('shows no throughput or time left once the job has finished', () => {
    const done = restoreJobFixture({
      status: 'completed',
      percentage: 100,
      jobFilesProcessed: 10,
      jobProcessedBytes: 40 * MB,
      jobTotalBytes: 40 * MB,
    });
    render(<RestoreJobProgress job={done} />);
    expect(screen.getByRole('progressbar')).toHaveAttribute('value', '100');
    expect(screen.getByText('40 MB of 40 MB')).toBeInTheDocument();
    expect(screen.getByText('10 of 10 files')).toBeInTheDocument();
    expect(screen.queryByText(/\/s$/)).not.toBeInTheDocument();
    expect(screen.queryByText(/left$/)).not.toBeInTheDocument();
  });

  it('prepares until the agent has counted the files', () => {
    render(<RestoreJobProgress job={restoreJobFixture({ jobTotalFiles: null, jobTotalBytes: null })} />);
    expect(screen.getByText('Preparing to restore...')).toBeInTheDocument();
    expect(screen.getByRole('progressbar')).not.toHaveAttribute('value');
  });
});
