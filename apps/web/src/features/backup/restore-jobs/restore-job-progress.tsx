// A restore job's progress: 'Preparing to restore...' until the agent has counted the files, then a
// bar with bytes and files done and, while it runs, the throughput and time left.
import { isPreparing, type RestoreJob } from '@warden/domain';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { formatFileSize } from '../../../components/file-picker/file-size.ts';
import { useJobRate } from './hooks/use-job-rate.ts';

function duration(t: TFunction<'backupDialogs'>, ms: number): string {
  const total = Math.ceil(ms / 1000);
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = total % 60;
  if (h > 0) return t('restoreJobs.duration.hours', { h, m });
  if (m > 0) return t('restoreJobs.duration.minutes', { m, s });
  return t('restoreJobs.duration.seconds', { s });
}

export function RestoreJobProgress({ job }: { job: RestoreJob }) {
  const { t } = useTranslation('backupDialogs');
  const { rate, timeLeft } = useJobRate(job);
  if (isPreparing(job)) {
    return (
      <div className="restore-progress">
        <progress className="restore-progress__bar" aria-label={t('restoreJobs.progress')} />
        <span>{t('restoreJobs.preparing')}</span>
      </div>
    );
  }
  const bytes = t('restoreJobs.bytes', {
    sentBytes: formatFileSize(job.jobProcessedBytes),
    totalBytes: formatFileSize(job.jobTotalBytes ?? 0),
  });
  const files = t('restoreJobs.files', { num: job.jobFilesProcessed, total: job.jobTotalFiles ?? 0 });
  return (
    <div className="restore-progress">
      <progress
        className="restore-progress__bar"
        max={100}
        value={job.percentage}
        aria-label={t('restoreJobs.progress')}
      />
      <span>{bytes}</span>
      <span>{files}</span>
      {rate !== null && (
        <span>{t('restoreJobs.throughput', { rate: formatFileSize(Math.round(rate)) })}</span>
      )}
      {timeLeft !== null && <span>{t('restoreJobs.timeLeft', { time: duration(t, timeLeft) })}</span>}
    </div>
  );
}
