// Articles tied to the route of the page the technician is on.
import { useQuery } from '@tanstack/react-query';
import { helpApi } from '@warden/domain';
import { apiCall } from '../../../api/client.ts';

export function useSuggestedArticles(path: string, enabled: boolean) {
  return useQuery({
    queryKey: ['help', 'suggested', path],
    queryFn: ({ signal }) => apiCall(helpApi.suggestedArticles, { query: { path }, signal }),
    enabled,
    staleTime: 5 * 60_000,
  });
}
