// A device's restore jobs (as destination or source), refreshed while any is processing; choosing a
// job opens its detail. The list is as tall as the window leaves room for.
import type { Device } from '@warden/domain';
import { type ReactNode, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Spinner } from '../../../components/spinner/spinner.tsx';
import '../dialogs.css';
import { useRestoreJobs } from './hooks/use-restore-jobs.ts';
import { useViewportMaxHeight } from './hooks/use-viewport-max-height.ts';
import { RestoreJobModal } from './restore-job-modal.tsx';
import { RestoreJobsTable } from './restore-jobs-table.tsx';

export interface RestoreJobsPanelProps {
  device: Device;
}

export function RestoreJobsPanel({ device }: RestoreJobsPanelProps) {
  const { t } = useTranslation('backupDialogs');
  const query = useRestoreJobs(device.id);
  const [openJob, setOpenJob] = useState<string | null>(null);
  const listRef = useRef<HTMLDivElement>(null);
  const maxHeight = useViewportMaxHeight(listRef);

  let content: ReactNode;
  if (query.isPending) content = <Spinner label={t('picker.loading')} />;
  else if (query.isError) content = <p className="form-error">{t('restoreJobs.loadFailed')}</p>;
  else if (query.jobs.length === 0) content = <p className="empty-state">{t('restoreJobs.empty')}</p>;
  else content = <RestoreJobsTable jobs={query.jobs} maxHeight={maxHeight} onOpen={setOpenJob} />;

  return (
    <section className="restore-jobs" aria-label={t('restoreJobs.title')}>
      <h2>{t('restoreJobs.title')}</h2>
      <div ref={listRef}>{content}</div>
      {query.hasNextPage && (
        <button
          type="button"
          className="button button--link"
          disabled={query.isFetchingNextPage}
          onClick={() => void query.fetchNextPage()}
        >
          {t('actions.loadMore')}
        </button>
      )}
      <RestoreJobModal jobUID={openJob} onClose={() => setOpenJob(null)} />
    </section>
  );
}
