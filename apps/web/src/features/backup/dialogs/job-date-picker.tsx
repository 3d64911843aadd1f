// The Date picker of Download Folder and of folder and batch restores: a plan's completed backup
// jobs by completion time. Past dates are what it is for, so none is refused.
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../i18n/format-date-time.ts';
import { useBackupJobOptions } from './hooks/use-backup-job-options.ts';
import { PagedPicker } from './paged-picker.tsx';

export interface JobDatePickerProps {
  nodeId: number;
  planId: number;
  value: number | null;
  onChange: (jobId: number) => void;
}

export function JobDatePicker({ nodeId, planId, value, onChange }: JobDatePickerProps) {
  const { t, i18n } = useTranslation('backupDialogs');
  const query = useBackupJobOptions(nodeId, planId, true);
  const options = query.jobs.map((job) => ({
    value: job.id,
    label: formatDateTime(job.completed ?? job.started, i18n.language, 'second'),
  }));
  return (
    <PagedPicker
      legend={t('picker.date')}
      options={options}
      value={value}
      onChange={onChange}
      emptyText={t('picker.noOptions')}
      preselectFirst
      loading={query.isPending}
      error={query.isError}
      hasMore={query.hasNextPage}
      loadingMore={query.isFetchingNextPage}
      onLoadMore={() => void query.fetchNextPage()}
    />
  );
}
