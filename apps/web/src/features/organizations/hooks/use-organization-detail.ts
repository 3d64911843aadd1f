// One organisation with its locations, by id; an id that cannot exist is "not found" without a call.
import { useQuery } from '@tanstack/react-query';
import { idParamSchema, organizationsApi } from '@warden/domain';
import { ApiRequestError, apiCall } from '../../../api/client.ts';

export function organizationDetailQueryKey(id: number) {
  return ['organizations', 'detail', id] as const;
}

export function useOrganizationDetail(rawId: string | number | undefined) {
  const parsed = idParamSchema.safeParse({ id: rawId });
  const id = parsed.success ? parsed.data.id : null;
  const query = useQuery({
    queryKey: organizationDetailQueryKey(id ?? 0),
    queryFn: ({ signal }) => apiCall(organizationsApi.get, { params: { id: id! }, signal }),
    enabled: id !== null,
  });
  const notFound = id === null || (query.error instanceof ApiRequestError && query.error.status === 404);
  return { ...query, notFound, id };
}
