// Organisations for a picker: searched by name, 50 a page, further pages appended on request.
import { useInfiniteQuery } from '@tanstack/react-query';
import { organizationsApi, PAGE_SIZES } from '@warden/domain';
import { apiCall } from '../../../api/client.ts';
import { organizationsQueryKey } from './organization-query-keys.ts';

export function useOrganizationOptions(name: string) {
  return useInfiniteQuery({
    queryKey: [...organizationsQueryKey, 'options', name],
    queryFn: ({ pageParam, signal }) =>
      apiCall(organizationsApi.query, {
        query: { name: name || undefined, page: pageParam, size: PAGE_SIZES.pickers },
        signal,
      }),
    initialPageParam: 0,
    getNextPageParam: (last, pages) => (pages.length < last.totalPages ? pages.length : undefined),
  });
}
