// Full-text article search for a settled query; blank text never calls the server.
import { useQuery } from '@tanstack/react-query';
import { helpApi } from '@warden/domain';
import { apiCall } from '../../../api/client.ts';

export function useArticleSearch(text: string, enabled = true) {
  const query = text.trim();
  return useQuery({
    queryKey: ['help', 'search', query],
    queryFn: ({ signal }) => apiCall(helpApi.searchArticles, { query: { query }, signal }),
    enabled: enabled && query !== '',
    staleTime: 60_000,
    retry: false,
  });
}
