// One help article with its sanitised HTML; an id that cannot exist is "not found" without a call.
import { useQuery } from '@tanstack/react-query';
import { coercedIdSchema, helpApi } from '@warden/domain';
import { ApiRequestError, apiCall } from '../../../api/client.ts';

export function useHelpArticle(rawId: string | undefined) {
  const parsed = coercedIdSchema.safeParse(rawId);
  const id = parsed.success ? parsed.data : null;
  const query = useQuery({
    queryKey: ['help', 'article', id],
    queryFn: ({ signal }) => apiCall(helpApi.getArticle, { params: { id: id! }, signal }),
    enabled: id !== null,
  });
  const notFound = id === null || (query.error instanceof ApiRequestError && query.error.status === 404);
  return { ...query, notFound };
}
