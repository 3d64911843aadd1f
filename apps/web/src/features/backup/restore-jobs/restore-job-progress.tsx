// A restore job's progress: 'Preparing to restore...' until the agent has counted the files, then a
// bar with bytes and files done.
import { isPreparing, type RestoreJob } from '@warden/domain';
import { useTranslation } from 'react-i18next';
import { formatFileSize } from '../../../components/file-picker/file-size.ts';

export function RestoreJobProgress({ job }: { job: RestoreJob }) {
  const { t } = useTranslation('backupDialogs');
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
    </div>
  );
}
