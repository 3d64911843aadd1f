// Full-text article search for a settled query, in the console's language; blank text never calls
// the server.
import { useQuery } from '@tanstack/react-query';
import { helpApi } from '@warden/domain';
import { apiCall } from '../../../api/client.ts';
import { useHelpLocale } from './use-help-locale.ts';

export function useArticleSearch(text: string, enabled = true) {
  const query = text.trim();
  const locale = useHelpLocale();
  return useQuery({
    queryKey: ['help', 'search', locale, query],
    queryFn: ({ signal }) => apiCall(helpApi.searchArticles, { query: { query, locale }, signal }),
    enabled: enabled && query !== '',
    staleTime: 60_000,
    retry: false,
  });
}
