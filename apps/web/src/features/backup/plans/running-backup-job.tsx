// The progress of a plan's backup while it runs, in its row of the plan editor; nothing otherwise.
import { JobProgressBar } from '../../../components/progress/job-progress-bar.tsx';
import { useSharedT } from '../../../i18n/use-shared-t.ts';
import { useRunningBackupJob } from './hooks/use-running-backup-job.ts';

export function RunningBackupJob({ nodeId, planId, name }: { nodeId: number; planId: number; name: string }) {
  const { t } = useSharedT('backup');
  const job = useRunningBackupJob(nodeId, planId);
  if (!job?.progress) return null;
  return <JobProgressBar progress={job.progress} label={t('plans.backingUp', { name })} />;
}
