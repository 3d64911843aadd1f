// The Date picker of folder downloads and restores: a plan's backup jobs, newest first, 100 a page;
// only completed jobs name a state of the data to go back to.
import { useInfiniteQuery } from '@tanstack/react-query';
import { backupBrowseApi, PAGE_SIZES } from '@warden/domain';
import { apiCall } from '../../../../api/client.ts';
import { backupKeys } from '../../hooks/backup-query-keys.ts';
import { allResults, firstPage, nextPageParam } from './paged-options.ts';

export function useBackupJobOptions(nodeId: number, planId: number, enabled: boolean) {
  const query = useInfiniteQuery({
    queryKey: backupKeys.jobPicker(nodeId, planId),
    queryFn: ({ pageParam, signal }) =>
      apiCall(backupBrowseApi.jobs, {
        params: { nodeId, planId },
        query: { page: pageParam, size: PAGE_SIZES.jobs },
        signal,
      }),
    initialPageParam: firstPage,
    getNextPageParam: nextPageParam,
    enabled,
  });
  const jobs = allResults(query.data).filter((job) => job.status === 'COMPLETED' && job.completed !== null);
  return { ...query, jobs };
}
