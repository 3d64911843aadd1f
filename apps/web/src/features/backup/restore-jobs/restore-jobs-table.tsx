// The table of restore jobs: plan, path, destination, status, progress and start time; a job's path
// opens its detail.
import type { RestoreJob } from '@warden/domain';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../i18n/format-date-time.ts';
import { RestoreJobProgress } from './restore-job-progress.tsx';
import { RestoreJobStatus } from './restore-job-status.tsx';

export interface RestoreJobsTableProps {
  jobs: RestoreJob[];
  maxHeight: number;
  onOpen: (jobUID: string) => void;
}

export function RestoreJobsTable({ jobs, maxHeight, onOpen }: RestoreJobsTableProps) {
  const { t, i18n } = useTranslation('backupDialogs');
  return (
    <div className="table-wrap restore-jobs__table" style={{ maxHeight }}>
      <table className="table">
        <thead>
          <tr>
            <th scope="col">{t('restoreJobs.columns.planName')}</th>
            <th scope="col">{t('restoreJobs.columns.path')}</th>
            <th scope="col">{t('restoreJobs.columns.restoreTo')}</th>
            <th scope="col">{t('restoreJobs.columns.status')}</th>
            <th scope="col">{t('restoreJobs.columns.progress')}</th>
            <th scope="col">{t('restoreJobs.columns.started')}</th>
          </tr>
        </thead>
        <tbody>
          {jobs.map((job) => (
            <tr key={job.jobUID}>
              <td>{job.content.sourcePlanName}</td>
              <td className="restore-jobs__path">
                <button
                  type="button"
                  className="button button--link restore-jobs__open"
                  aria-label={t('restoreJobs.open', { path: job.content.sourcePath })}
                  onClick={() => onOpen(job.jobUID)}
                >
                  {job.content.sourcePath}
                </button>
              </td>
              <td className="restore-jobs__path">
                {t('restoreJobs.restoreToValue', { device: job.nodeName, path: job.content.destinationPath })}
              </td>
              <td className="restore-jobs__status">
                <RestoreJobStatus job={job} />
              </td>
              <td>
                <RestoreJobProgress job={job} />
              </td>
              <td>{formatDateTime(job.createdAt, i18n.language)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
