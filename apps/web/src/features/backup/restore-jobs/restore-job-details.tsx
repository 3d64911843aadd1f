// What a restore job restores and where to: Device, Plan Name, Path, Restore To, its status and
// progress, and why it failed.
import type { RestoreJob } from '@warden/domain';
import { useTranslation } from 'react-i18next';
import { RestoreJobProgress } from './restore-job-progress.tsx';
import { RestoreJobStatus } from './restore-job-status.tsx';

export function RestoreJobDetails({ job }: { job: RestoreJob }) {
  const { t } = useTranslation('backupDialogs');
  return (
    <>
      <dl className="definition-list backup-summary">
        <dt>{t('restoreJobs.device')}</dt>
        <dd>{job.content.sourceNodeName}</dd>
        <dt>{t('restoreJobs.planName')}</dt>
        <dd>{job.content.sourcePlanName}</dd>
        <dt>{t('restoreJobs.path')}</dt>
        <dd>{job.content.sourcePath}</dd>
        <dt>{t('restoreJobs.restoreTo')}</dt>
        <dd>
          {t('restoreJobs.restoreToValue', { device: job.nodeName, path: job.content.destinationPath })}
        </dd>
        <dt>{t('restoreJobs.columns.status')}</dt>
        <dd>
          <RestoreJobStatus job={job} />
        </dd>
      </dl>
      <RestoreJobProgress job={job} />
      {job.status === 'failed' && job.error && (
        <p className="form-error">{t('restoreJobs.error', { message: job.error })}</p>
      )}
    </>
  );
}
