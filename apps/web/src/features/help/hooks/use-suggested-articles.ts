// Articles tied to the route of the page the technician is on, in the console's language.
import { useQuery } from '@tanstack/react-query';
import { helpApi } from '@warden/domain';
import { apiCall } from '../../../api/client.ts';
import { useHelpLocale } from './use-help-locale.ts';

export function useSuggestedArticles(path: string, enabled: boolean) {
  const locale = useHelpLocale();
  return useQuery({
    queryKey: ['help', 'suggested', locale, path],
    queryFn: ({ signal }) => apiCall(helpApi.suggestedArticles, { query: { path, locale }, signal }),
    enabled,
    staleTime: 5 * 60_000,
  });
}
