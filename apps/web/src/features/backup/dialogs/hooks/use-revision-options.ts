// The Download File and Restore File revision picker: a file's revisions, newest first, 100 a page.
// Deletion records hold no data, so they are not offered.
import { useInfiniteQuery } from '@tanstack/react-query';
import { backupBrowseApi, PAGE_SIZES } from '@warden/domain';
import { apiCall } from '../../../../api/client.ts';
import { backupKeys } from '../../hooks/backup-query-keys.ts';
import { allResults, firstPage, nextPageParam } from './paged-options.ts';

export function useRevisionOptions(nodeId: number, planId: number, fileId: number, enabled: boolean) {
  const query = useInfiniteQuery({
    queryKey: backupKeys.revisionPicker(nodeId, planId, fileId),
    queryFn: ({ pageParam, signal }) =>
      apiCall(backupBrowseApi.revisionPicker, {
        params: { nodeId, planId, fileId },
        query: { page: pageParam, size: PAGE_SIZES.revisions },
        signal,
      }),
    initialPageParam: firstPage,
    getNextPageParam: nextPageParam,
    enabled,
  });
  return { ...query, revisions: allResults(query.data).filter((r) => !r.deleted) };
}
