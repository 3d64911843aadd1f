// The revision picker of Download File and Restore File: each revision by its backup time and size.
import type { Revision } from '@warden/domain';
import { useTranslation } from 'react-i18next';
import { formatFileSize } from '../../../components/file-picker/file-size.ts';
import { formatDateTime } from '../../../i18n/format-date-time.ts';
import { useRevisionOptions } from './hooks/use-revision-options.ts';
import { PagedPicker } from './paged-picker.tsx';

export interface RevisionPickerProps {
  nodeId: number;
  planId: number;
  fileId: number;
  value: number | null;
  onChange: (revision: Revision) => void;
}

export function RevisionPicker({ nodeId, planId, fileId, value, onChange }: RevisionPickerProps) {
  const { t, i18n } = useTranslation('backupDialogs');
  const query = useRevisionOptions(nodeId, planId, fileId, true);
  const options = query.revisions.map((revision) => ({
    value: revision.id,
    label: t('picker.revisionOption', {
      date: formatDateTime(revision.jobCompleted ?? revision.jobCreated, i18n.language, 'second'),
      size: formatFileSize(revision.size),
    }),
  }));
  return (
    <PagedPicker
      legend={t('picker.revision')}
      options={options}
      value={value}
      onChange={(id) => {
        const revision = query.revisions.find((r) => r.id === id);
        if (revision) onChange(revision);
      }}
      emptyText={t('picker.noRevisions')}
      preselectFirst
      loading={query.isPending}
      error={query.isError}
      hasMore={query.hasNextPage}
      loadingMore={query.isFetchingNextPage}
      onLoadMore={() => void query.fetchNextPage()}
    />
  );
}
