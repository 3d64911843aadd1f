// A restore job's status as a chip: processing, completed, completed with warnings, failed or
// canceled.
import { isCompletedWithWarnings, type RestoreJobStatus as JobStatus, type RestoreJob } from '@warden/domain';
import { useTranslation } from 'react-i18next';
import { StatusChip, type StatusTone } from '../../../components/status-chip/status-chip.tsx';

type ShownStatus = JobStatus | 'completedWithWarnings';

const tones: Record<ShownStatus, StatusTone> = {
  processing: 'info',
  completed: 'success',
  completedWithWarnings: 'warning',
  failed: 'danger',
  canceled: 'neutral',
};

export function shownStatus(job: RestoreJob): ShownStatus {
  return isCompletedWithWarnings(job) ? 'completedWithWarnings' : job.status;
}

export function RestoreJobStatus({ job }: { job: RestoreJob }) {
  const { t } = useTranslation('backupDialogs');
  const status = shownStatus(job);
  return <StatusChip label={t(`restoreJobs.status.${status}`)} tone={tones[status]} />;
}
