// One role of a given type, for the role editor; an id that cannot exist is "not found" without a call.
import { useQuery } from '@tanstack/react-query';
import { idParamSchema, type RoleType, rolesApi } from '@warden/domain';
import { ApiRequestError, apiCall } from '../../../api/client.ts';
import { rolesQueryKey } from './use-technician-roles.ts';

export function useRole(rawId: string | undefined, roleType: RoleType, options: { enabled: boolean }) {
  const parsed = idParamSchema.safeParse({ id: rawId });
  const id = parsed.success ? parsed.data.id : null;
  const query = useQuery({
    queryKey: [...rolesQueryKey, 'detail', roleType, id ?? 0],
    queryFn: ({ signal }) => apiCall(rolesApi.get, { params: { id: id! }, query: { roleType }, signal }),
    enabled: options.enabled && id !== null,
  });
  const notFound = id === null || (query.error instanceof ApiRequestError && query.error.status === 404);
  return { ...query, notFound };
}
