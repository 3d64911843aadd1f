// One help article with its sanitised HTML, in the console's language; an id that cannot exist is
// "not found" without a call.
import { useQuery } from '@tanstack/react-query';
import { coercedIdSchema, helpApi } from '@warden/domain';
import { ApiRequestError, apiCall } from '../../../api/client.ts';
import { useHelpLocale } from './use-help-locale.ts';

export function useHelpArticle(rawId: string | number | undefined) {
  const locale = useHelpLocale();
  const parsed = coercedIdSchema.safeParse(rawId);
  const id = parsed.success ? parsed.data : null;
  const query = useQuery({
    queryKey: ['help', 'article', locale, id],
    queryFn: ({ signal }) => apiCall(helpApi.getArticle, { params: { id: id! }, query: { locale }, signal }),
    enabled: id !== null,
  });
  const notFound = id === null || (query.error instanceof ApiRequestError && query.error.status === 404);
  return { ...query, notFound };
}
