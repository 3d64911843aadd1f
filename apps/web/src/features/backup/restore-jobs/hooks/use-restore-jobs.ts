// A device's restore jobs, newest first, refreshed every 2 s while any of them is processing.
import { useInfiniteQuery } from '@tanstack/react-query';
import { restoreApi } from '@warden/domain';
import { apiCall } from '../../../../api/client.ts';
import { allResults, firstPage, nextPageParam } from '../../dialogs/hooks/paged-options.ts';
import { restoreJobKeys } from './restore-job-keys.ts';

export const LIST_POLL_MS = 2000;
const PAGE_SIZE = 50;

export function useRestoreJobs(nodeId: number) {
  const query = useInfiniteQuery({
    queryKey: restoreJobKeys.list(nodeId),
    queryFn: ({ pageParam, signal }) =>
      apiCall(restoreApi.list, { query: { nodeId, page: pageParam, size: PAGE_SIZE }, signal }),
    initialPageParam: firstPage,
    getNextPageParam: nextPageParam,
    refetchInterval: (q) =>
      allResults(q.state.data).some((job) => job.status === 'processing') ? LIST_POLL_MS : false,
  });
  return { ...query, jobs: allResults(query.data) };
}
