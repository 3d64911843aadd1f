// The job progress bar: the CLI's figures (files, bytes, throughput, time left) under a bar that fills
// to the share done, or moves without a value while the totals are unknown.
import { render, screen } from '@testing-library/react';
import { jobProgress } from '@warden/domain';
import { describe, expect, it } from 'vitest';
import { durationParts } from './duration.ts';
import { JobProgressBar } from './job-progress-bar.tsx';

const MB = 1024 * 1024;

describe('JobProgressBar', () => {
  it('shows files, bytes, throughput and time left under a bar filled to the share done', () => {
    const progress = jobProgress({
      filesDone: 3,
      filesTotal: 10,
      bytesDone: 8 * MB,
      bytesTotal: 40 * MB,
      elapsedMs: 4000,
    });
    render(<JobProgressBar progress={progress} label="Restore progress" />);
    const bar = screen.getByRole('progressbar', { name: 'Restore progress' });
    expect(bar).toHaveAttribute('value', '20');
    expect(bar).toHaveAttribute('aria-valuetext', '3 of 10 files · 8 MB of 40 MB · 2 MB/s · 16 s left');
    for (const text of ['3 of 10 files', '8 MB of 40 MB', '2 MB/s', '16 s left'])
      expect(screen.getByText(text)).toBeInTheDocument();
  });

  it('shows counts alone, under a moving bar, while a backup is still finding its files', () => {
    const progress = jobProgress({ filesDone: 1, bytesDone: 30 * MB, elapsedMs: 3000 });
    render(<JobProgressBar progress={progress} label="Backup progress" />);
    const bar = screen.getByRole('progressbar', { name: 'Backup progress' });
    expect(bar).not.toHaveAttribute('value');
    expect(bar).toHaveAttribute('aria-valuetext', '1 file · 30 MB · 10 MB/s');
    expect(screen.queryByText(/left$/)).not.toBeInTheDocument();
  });

  it('says nothing of the pace in the first moments', () => {
    const progress = jobProgress({ filesDone: 0, filesTotal: 4, bytesDone: 0, bytesTotal: MB, elapsedMs: 0 });
    render(<JobProgressBar progress={progress} label="Restore progress" />);
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuetext', '0 of 4 files · 0 B of 1 MB');
  });
});

describe('durationParts', () => {
  it('reads in seconds, minutes and hours, rounded up', () => {
    expect(durationParts(4200)).toEqual({ unit: 'seconds', s: 5 });
    expect(durationParts(260_000)).toEqual({ unit: 'minutes', m: 4, s: 20 });
    expect(durationParts(3_725_000)).toEqual({ unit: 'hours', h: 1, m: 2 });
  });
});
