// A running job's progress, backup or restore alike: a bar (moving while the total is unknown) and the
// figures the agent's progress line shows: files, bytes, throughput and time left.
import type { JobProgress } from '@warden/domain';
import { Fragment } from 'react';
import { useSharedT } from '../../i18n/use-shared-t.ts';
import { formatFileSize } from '../file-picker/file-size.ts';
import { durationParts } from './duration.ts';
import './job-progress-bar.css';

export function JobProgressBar({ progress, label }: { progress: JobProgress; label: string }) {
  // Mounted once per row of a job table: the shared t costs nothing per mount.
  const { t } = useSharedT('common');
  const figures = [
    progress.filesTotal === null
      ? t('jobProgress.files', { count: progress.filesDone })
      : t('jobProgress.filesOf', { num: progress.filesDone, total: progress.filesTotal }),
    progress.bytesTotal === null
      ? formatFileSize(progress.bytesDone)
      : t('jobProgress.bytesOf', {
          sentBytes: formatFileSize(progress.bytesDone),
          totalBytes: formatFileSize(progress.bytesTotal),
        }),
  ];
  if (progress.bytesPerSecond !== null)
    figures.push(t('jobProgress.rate', { rate: formatFileSize(Math.round(progress.bytesPerSecond)) }));
  if (progress.msLeft !== null) {
    const { unit, ...parts } = durationParts(progress.msLeft);
    figures.push(t('jobProgress.timeLeft', { time: t(`jobProgress.duration.${unit}`, parts) }));
  }
  const text = figures.join(' · ');
  return (
    <div className="job-progress">
      <progress
        className="job-progress__bar"
        max={100}
        // Without a value the bar shows work going on of an unknown amount (a backup still scanning).
        value={progress.percentage ?? undefined}
        aria-label={label}
        aria-valuetext={text}
      />
      <span className="job-progress__figures">
        {figures.map((figure, i) => (
          <Fragment key={figure}>
            {i > 0 && <span aria-hidden="true"> · </span>}
            <span>{figure}</span>
          </Fragment>
        ))}
      </span>
    </div>
  );
}
