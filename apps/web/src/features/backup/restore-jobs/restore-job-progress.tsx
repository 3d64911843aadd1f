// A restore job's progress: 'Preparing to restore...' until the agent has counted the files, then the
// shared job progress bar with bytes and files done and, while it runs, the throughput and time left
// the server computes from the agent's reports.
import { isPreparing, type JobProgress, type RestoreJob } from '@warden/domain';
import { JobProgressBar } from '../../../components/progress/job-progress-bar.tsx';
import { useSharedT } from '../../../i18n/use-shared-t.ts';

/** A finished job keeps its counts and share, without a pace. */
const finalFigures = (job: RestoreJob): JobProgress => ({
  filesDone: job.jobFilesProcessed,
  filesTotal: job.jobTotalFiles ?? 0,
  bytesDone: job.jobProcessedBytes,
  bytesTotal: job.jobTotalBytes ?? 0,
  bytesPerSecond: null,
  msLeft: null,
  percentage: job.percentage,
});

export function RestoreJobProgress({ job }: { job: RestoreJob }) {
  const { t } = useSharedT('backupDialogs');
  if (isPreparing(job)) {
    return (
      <div className="restore-progress">
        <progress className="restore-progress__bar" aria-label={t('restoreJobs.progress')} />
        <span>{t('restoreJobs.preparing')}</span>
      </div>
    );
  }
  return <JobProgressBar progress={job.progress ?? finalFigures(job)} label={t('restoreJobs.progress')} />;
}
